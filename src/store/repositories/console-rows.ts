// Rows of the programme's tables as the console lists, adds, changes and deletes them: one
// table at a time, by the names its definition gives (console/tables/), every change with
// its audit entry in the same transaction. Table and column names come from the console's
// definitions, never from a request; values are always parameters.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type Orm, type Tx } from '../connect.js';
import { COUNT_KEPT, czechKey, PERSON_TEXT, storedCzechKey, SEARCH_TEXTS, SEARCH_WORDS } from '../schema.js';
import { writeAudit, type AuditEntry, type FieldChanges } from './audit-log.js';

/**
 * How a row reads, in parts joined: a literal, one of its columns, or the text of the row a
 * reference column names (`via`). The programme's modules write it (programme/), and this
 * repository turns it into SQL.
 */
export type TextPart = string | { column: string } | { via: string };

/** A table a column refers to: its name, its text, and the tables its text reads in turn. */
export interface ReferencedTable {
  name: string;
  text: readonly TextPart[];
  references?: Readonly<Record<string, ReferencedTable>>;
}

export interface RowTable extends ReferencedTable {
  /** The columns read and written, in form order (the id is not one). */
  columns: readonly string[];
  /**
   * Columns a search looks in (ILIKE, case-insensitive substring); a column in `references`
   * is searched by the text of the row it names. A table with an indexed search expression
   * (schema.ts's SEARCH_TEXTS, SEARCH_WORDS) is searched through it instead.
   */
  searchColumns: readonly string[];
  /** Tables whose rows point here: a row they point at is not deleted. */
  referencedBy: readonly { table: string; column: string; label: string }[];
  /** Columns that hold another table's id: that table and its text, read beside the row. */
  references: Readonly<Record<string, ReferencedTable>>;
}

/** A text's parts as an SQL expression (names from the programme's modules, never from a request). */
export function textSql(t: ReferencedTable): string {
  const parts = t.text.map((p) => {
    if (typeof p === 'string') return `'${p.replaceAll("'", "''")}'`;
    if ('column' in p) return p.column;
    const to = t.references?.[p.via];
    if (!to) throw new Error(`${t.name}: its text reads ${p.via}, which refers to no table`);
    return `(SELECT ${textSql(to)} FROM ${to.name} WHERE ${to.name}.id = ${p.via})`;
  });
  return parts.join(' || ');
}

/** An indexed expression a search of the table's rows matches instead of their text. */
const searchTextOf = (name: string): string | undefined => SEARCH_TEXTS[name];
/** A tsvector expression with an index: a search matches its words (a table too large to read for a substring). */
const wordsOf = (name: string): string | undefined => SEARCH_WORDS[name];

const DIALECT = new PgDialect();

/** Lists count matching rows up to this many; past it a page says "more than". */
export const COUNT_LIMIT = 10_000;
/** A word search (`words`) lists the first this many matches the index gives, no more. */
export const WORDS_LIMIT = 200;

/** A row: its id and columns, its text as TEXT_KEY, and each reference's text as refKey(column). */
export type Row = Record<string, unknown> & { id: number; [TEXT_KEY]: string };

export const TEXT_KEY = '__text';
export const refKey = (column: string) => `__ref_${column}`;

/**
 * A search of a table's stored search text that finds at least this many rows lists its page
 * by walking the index of its order and keeping the rows that match (walks), rather than
 * reading every match through the trigram index and sorting them: the walk stops at the
 * page, which a common word fills within its first rows ("Dvořák" of 6,000 people: the
 * first 20 in Czech order in 0.3 ms, where reading and sorting all 6,000 took 5–40 ms of
 * the embedded database's one thread). A rarer word is read through the trigram index.
 */
export const WALK_FROM = 500;

/**
 * Whether a search of `t` in `q`'s order may walk (WALK_FROM): the table has a stored search
 * text, and an index holds the order (by id, or a name's stored Czech key), with no filter.
 */
function walkable(t: RowTable, q: ListQuery): boolean {
  if (!q.search || !searchTextOf(t.name) || q.then?.length || Object.keys(q.filters ?? {}).length) return false;
  return q.byText ? storedCzechKey(t.name, q.sort) !== undefined : q.sort === 'id';
}

/** Whether an index serves a table's whole search: its words, its search text, or its references' search texts. */
function searchIndexed(t: RowTable): boolean {
  return Boolean(wordsOf(t.name) || searchTextOf(t.name) || t.searchColumns.every((c) => searchTextOf(t.references[c]?.name ?? '')));
}

/** A row's text (null parts read as a dash rather than nothing). */
export function textOf(row: Row): string {
  return row[TEXT_KEY] ?? `#${row.id}`;
}

export interface ListQuery {
  search: string;
  /** column → value: rows whose column, as text, is the value (the definition's filters only). */
  filters?: Readonly<Record<string, string>>;
  sort: string;
  descending: boolean;
  /**
   * The sort column in the order of the text it shows, not of its value: a reference by its
   * row's text, a text by its Czech key (0011), each then by the text byte by byte. The
   * caller says which columns are text (the repository knows no kinds).
   */
  byText?: boolean;
  /** Columns the rows are ordered by after `sort`, the same way, before the id (the definition's, never a request's). */
  then?: readonly string[];
  offset: number;
  limit: number;
}

type Who = Pick<AuditEntry, 'userId' | 'username'>;

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The text of the row `column` names in `to` (a subquery by its primary key). */
function referenceText(column: string, to: ReferencedTable): SQL {
  return sql`(SELECT ${sql.raw(textSql(to))} FROM ${ident(to.name)} WHERE ${ident(to.name)}.id = ${ident(column)})`;
}

/**
 * The columns whose stored values differ, as PostgreSQL gives them back before and after a
 * write (a date-time sent as ISO text and stored as the same instant is no change).
 */
function differences(before: Row, after: Row, columns: readonly string[]): FieldChanges {
  const out: FieldChanges = {};
  for (const c of columns) if (JSON.stringify(before[c]) !== JSON.stringify(after[c])) out[c] = [before[c], after[c]];
  return out;
}

/** Ids as one parameter, PostgreSQL's array text (the same on both drivers). */
const idArray = (ids: readonly number[]) => `{${ids.filter((id) => Number.isInteger(id)).join(',')}}`;

/** A search's words (at most 8: each is an index lookup), whitespace between them. */
export const searchWords = (search: string): string[] => search.split(/\s+/).filter(Boolean).slice(0, 8);

/** A regular expression's special characters taken literally. */
const regexLiteral = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);

/** LIKE's wildcards and its escape character taken literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A PostgreSQL error's SQLSTATE, through drizzle's wrapping. */
export function sqlState(e: unknown): string | undefined {
  for (let x = e as { code?: unknown; cause?: unknown } | undefined, i = 0; x && i < 5; i++, x = x.cause as typeof x)
    if (typeof x.code === 'string' && /^[0-9A-Z]{5}$/.test(x.code)) return x.code;
  return undefined;
}

const sortKey = (i: number) => `__sort_${i}`;

/** The derived table a list sorted by a person it names is joined to (textKeys), and its key. */
const SORTED = '__sorted';
const SORTED_KEY = sql.raw(`${SORTED}.__key`);

/** `expression`'s Czech key on `table`: the stored one (0014), else computed from `written` (the expression as SQL). */
const keyOf = (table: string, expression: string, written = expression): string => storedCzechKey(table, expression) ?? czechKey(written);

/**
 * Whether a sort by the reference `column` joins the people named, in the order of 0011's
 * index of their text, rather than reading each row's person by a subquery (12,000
 * relations by mentee: 500 ms on PGlite; joined, the first page reads its hundred rows).
 * An inner join: a relation's people are never NULL (schema.ts).
 */
const joinsPeople = (t: RowTable, column: string): boolean => {
  const to = t.references[column];
  return Boolean(to && searchTextOf(to.name) && textSql(to) === PERSON_TEXT);
};

/**
 * The sort column's keys when a list is sorted by the text it shows (ListQuery.byText): a
 * reference's row's text in Czech order (ties by id), or a text column's Czech key and the
 * text itself (the order 0011's indexes of the people's names hold).
 */
function textKeys(t: RowTable, q: Pick<ListQuery, 'sort' | 'byText'>): SQL[] | undefined {
  if (!q.byText || q.sort === 'id') return undefined;
  const to = t.references[q.sort];
  if (to && joinsPeople(t, q.sort)) return [SORTED_KEY];
  if (to)
    return [
      sql`(SELECT ${sql.raw(keyOf(to.name, textSql(to)))} FROM ${ident(to.name)} WHERE ${ident(to.name)}.id = ${ident(t.name)}.${ident(q.sort)})`,
    ];
  return [sql.raw(keyOf(t.name, q.sort, `"${q.sort.replaceAll('"', '""')}"`)), sql`${ident(q.sort)} COLLATE "C"`];
}

/** The join textKeys' SORTED_KEY reads, when it does. */
function sortJoin(t: RowTable, q: Pick<ListQuery, 'sort' | 'byText'>): SQL {
  if (!q.byText || !joinsPeople(t, q.sort)) return sql``;
  const to = t.references[q.sort]!;
  return sql`JOIN (SELECT id AS __id, ${sql.raw(keyOf(to.name, textSql(to)))} AS __key FROM ${ident(to.name)}) AS ${sql.raw(SORTED)}
    ON ${sql.raw(SORTED)}.__id = ${ident(t.name)}.${ident(q.sort)}`;
}

/**
 * Switches the rest of a search's transaction (reading's) from the trigram index to a walk of
 * the order's index (WALK_FROM): no bitmap scan and no sort, so that a page's LIMIT stops it.
 */
async function walking(on: Orm | Tx): Promise<void> {
  await on.execute(
    sql`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_indexscan', 'on', true), set_config('enable_sort', 'off', true)`,
  );
}

export type ChangeResult = { ok: true; row: Row } | { ok: false; reason: 'gone' | 'stale' };
export type DeleteResult = { ok: true; row: Row } | { ok: false; reason: 'gone' | 'referenced' };

export class ConsoleRowRepository {
  private explained = 0;
  constructor(private readonly db: Database) {}

  /** The id, the columns, the row's text and its references' texts. */
  private selectList(t: RowTable): SQL {
    return sql.join(
      [
        sql`id`,
        ...t.columns.map(ident),
        sql`${sql.raw(textSql(t))} AS ${ident(TEXT_KEY)}`,
        ...Object.entries(t.references).map(([column, to]) => sql`${referenceText(column, to)} AS ${ident(refKey(column))}`),
      ],
      sql`, `,
    );
  }

  /**
   * The statements of a list page: its rows, and its count up to COUNT_LIMIT + 1 (a table of a
   * million rows is not counted whole for every page; without a search, a table whose count
   * table_versions keeps is read from there).
   */
  listStatements(t: RowTable, q: ListQuery, after?: SQL): { rows: SQL; count: SQL; limit: number } {
    const conditions = [
      ...(q.search ? [sql`(${this.matches(t, q.search)})`] : []),
      ...Object.entries(q.filters ?? {}).map(([column, value]) => sql`${ident(column)}::text = ${value}`),
      ...(after ? [after] : []),
    ];
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const direction = sql.raw(q.descending ? 'DESC' : 'ASC');
    const keys = textKeys(t, q);
    const by = [...(keys ?? (q.sort === 'id' ? [] : [ident(q.sort)])), ...(q.then ?? []).map(ident)].map((c) => sql`${c} ${direction}, `);
    const order = sql`ORDER BY ${sql.join(by)}${ident(t.name)}.id ${direction}`;
    // The keys beside the row, where a keyset (batches) takes them from.
    const select = keys
      ? sql`${this.selectList(t)}, ${sql.join(
          keys.map((k, i) => sql`${k} AS ${ident(sortKey(i))}`),
          sql`, `,
        )}`
      : this.selectList(t);
    if (q.search && wordsOf(t.name)) {
      // A common word matches most of a million rows: the rows are taken from the first
      // WORDS_LIMIT + 1 matches the index gives, so a search costs at most that many rows
      // read, whatever the word (sorting every match of "English" took 45 s on PGlite).
      const found = sql`SELECT id FROM ${ident(t.name)} ${where} LIMIT ${WORDS_LIMIT + 1}`;
      return {
        rows: sql`SELECT ${select} FROM ${ident(t.name)} ${sortJoin(t, q)} WHERE id IN (${found}) ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
        count: sql`SELECT count(*)::int AS n FROM (${found}) AS found`,
        limit: WORDS_LIMIT,
      };
    }
    return {
      rows: sql`SELECT ${select} FROM ${ident(t.name)} ${sortJoin(t, q)} ${where} ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
      count:
        !conditions.length && COUNT_KEPT.includes(t.name)
          ? sql`SELECT row_count::int AS n FROM table_versions WHERE name = ${t.name}`
          : sql`SELECT count(*)::int AS n FROM (SELECT FROM ${ident(t.name)} ${where} LIMIT ${COUNT_LIMIT + 1}) AS found`,
      limit: COUNT_LIMIT,
    };
  }

  /**
   * A search: the table's indexed words; else each typed word, folded (0011: no case, no
   * accents), in the table's indexed search text, or in the search columns' own text or
   * their references' texts (a relation by its people: each word in one of them), in any
   * order. A word followed by another ends where a word of the text ends (`zofie reh`,
   * `Name12 Mentee12` is not Name120); the last one, still being typed, may end anywhere (`rehak`).
   */
  private matches(t: RowTable, search: string): SQL {
    const words = wordsOf(t.name);
    if (words) return sql`${sql.raw(words)} @@ plainto_tsquery('simple', ${search})`;
    const typed = searchWords(search);
    if (!typed.length) return sql`true`;
    return sql.join(
      typed.map((w, i) => sql`(${this.matchesWord(t, w, i < typed.length - 1)})`),
      sql` AND `,
    );
  }

  /** One word of a search (see matches); `whole`: to the end of a word of the text. */
  private matchesWord(t: RowTable, word: string, whole: boolean): SQL {
    // The pattern folded once, a subquery's value (as an argument, it was folded again for every row).
    const pattern = whole
      ? sql`~ (SELECT console_fold(${regexLiteral(word)}) || '\\M')`
      : sql`LIKE (SELECT console_fold(${`%${likeLiteral(word)}%`})) ESCAPE '\\'`;
    const searchText = searchTextOf(t.name);
    if (searchText) return sql`${sql.raw(searchText)} ${pattern}`;
    const own = t.searchColumns.filter((c) => !t.references[c]).map((c) => sql`console_fold(${ident(c)}::text) ${pattern}`);
    // A reference is searched by its rows' text: the matching rows of that table are found
    // first, once (a subquery per relation ran 30,000 of them), then the rows naming them
    // through the column's index (0008), one union for all the columns: an OR of them would
    // test every row of the table against each.
    const named = t.searchColumns.flatMap((c) => {
      const to = t.references[c];
      if (!to) return [];
      const matching = sql`SELECT id FROM ${ident(to.name)} WHERE ${sql.raw(searchTextOf(to.name) ?? `console_fold(${textSql(to)})`)} ${pattern}`;
      return [sql`SELECT id FROM ${ident(t.name)} WHERE ${ident(c)} IN (${matching})`];
    });
    const parts = named.length ? [...own, sql`id IN (${sql.join(named, sql` UNION ALL `)})`] : own;
    return sql.join(parts, sql` OR `);
  }

  /** A page of rows and how many there are (`more`: past COUNT_LIMIT, not counted further). */
  async list(t: RowTable, q: ListQuery): Promise<{ rows: Row[]; total: number; more: boolean }> {
    const statements = this.listStatements(t, q);
    const [found, [count]] = await this.reading(t, q, async (on) => {
      // The count first: how many match says whether the page is walked to (WALK_FROM).
      const counted = await rowsOf<{ n: number }>(on, statements.count);
      await this.walkIfCommon(on, t, q, Number(counted[0]?.n ?? 0));
      return [await rowsOf<Row>(on, statements.rows), counted] as const;
    });
    const n = Number(count?.n ?? 0);
    return { rows: found, total: Math.min(n, statements.limit), more: n > statements.limit };
  }

  /** The rows of a list's page, without its count. */
  async rows(t: RowTable, q: ListQuery): Promise<Row[]> {
    const statements = this.listStatements(t, q);
    return this.reading(t, q, async (on) => {
      // No count to read it from: the matches counted as far as WALK_FROM.
      await this.walkIfCommon(
        on,
        t,
        q,
        sql`SELECT count(*)::int AS n FROM (SELECT FROM ${ident(t.name)} WHERE ${this.matches(t, q.search)} LIMIT ${WALK_FROM}) AS found`,
      );
      return rowsOf<Row>(on, statements.rows);
    });
  }

  /**
   * In a search's transaction (reading's), walks to the page (WALK_FROM) when the search may
   * walk and `matches` (a count, or the statement that counts them) reaches WALK_FROM.
   */
  private async walkIfCommon(on: Orm | Tx, t: RowTable, q: ListQuery, matches: number | SQL): Promise<void> {
    if (!walkable(t, q)) return;
    const n = typeof matches === 'number' ? matches : Number((await rowsOf<{ n: number }>(on, matches))[0]?.n ?? 0);
    if (n >= WALK_FROM) await walking(on);
  }

  /**
   * Every row of a list (search, filters, order), `size` at a time (the CSV export): each
   * batch starts after the last row of the one before, by the sort column and the id (a
   * keyset), so a batch costs the same wherever it is in the list (an OFFSET reads every row
   * before it again: quadratic), and nothing is held between batches (no transaction, no
   * cursor: on the embedded database one would stop every other request until the end).
   */
  async *batches(t: RowTable, q: Omit<ListQuery, 'offset' | 'limit'>, size: number): AsyncGenerator<Row[]> {
    if (q.search && wordsOf(t.name)) {
      // A word search lists the first WORDS_LIMIT matches the index gives (a common word
      // matches most of a million rows): its export is those, as the list shows them.
      yield await this.rows(t, { ...q, offset: 0, limit: WORDS_LIMIT });
      return;
    }
    let after: Row | undefined;
    for (;;) {
      const page = { ...q, offset: 0, limit: size };
      const statements = this.listStatements(t, page, after && this.after(t, q, after));
      const rows = await this.reading(t, page, (on) => rowsOf<Row>(on, statements.rows));
      if (rows.length) yield rows;
      if (rows.length < size) return;
      after = rows[rows.length - 1];
    }
  }

  /**
   * The rows after `last` in the list's order: (sort, id) beyond its own, with PostgreSQL's
   * places for NULL (last going up, first going down).
   */
  private after(t: RowTable, q: Pick<ListQuery, 'sort' | 'descending' | 'byText'>, last: Row): SQL {
    const beyond = sql.raw(q.descending ? '<' : '>');
    const id = sql`id ${beyond} ${last.id}`;
    if (q.sort === 'id') return id;
    const keys = textKeys(t, q);
    if (keys) {
      // The keys are NULL together (a NULL text, or no row referred to), placed as a column's NULL.
      const values = keys.map((_, i) => last[sortKey(i)]);
      const first = keys[0];
      if (values[0] === null || values[0] === undefined)
        return q.descending ? sql`(${first} IS NOT NULL OR (${first} IS NULL AND ${id}))` : sql`(${first} IS NULL AND ${id})`;
      const next = sql`(${sql.join(keys, sql`, `)}, id) ${beyond} (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}, ${last.id})`;
      return q.descending ? next : sql`(${next} OR ${first} IS NULL)`;
    }
    const column = ident(q.sort);
    const value = last[q.sort];
    if (value === null || value === undefined)
      // NULLs come last going up: only NULLs follow; first going down: every non-NULL follows.
      return q.descending ? sql`(${column} IS NOT NULL OR (${column} IS NULL AND ${id}))` : sql`(${column} IS NULL AND ${id})`;
    const next = sql`(${column} ${beyond} ${value} OR (${column} = ${value} AND ${id}))`;
    return q.descending ? next : sql`(${next} OR ${column} IS NULL)`;
  }

  /**
   * The plans a list's statements get as `list` runs them: EXPLAIN of each, prepared as the
   * connection prepares it (so with the plan made for any values, plan_cache_mode in
   * connect.ts) under the settings `list` gives it. What a test reads to see which indexes
   * a search uses.
   */
  async explain(t: RowTable, q: ListQuery): Promise<string[]> {
    const { rows, count } = this.listStatements(t, q);
    // One connection for PREPARE and EXECUTE: a transaction (reading's own for a search).
    const inOne = <T>(read: (on: Orm | Tx) => Promise<T>) =>
      q.search && searchIndexed(t) ? this.reading(t, q, read) : this.db.orm.transaction(read);
    return inOne(async (on) => {
      const plans: string[] = [];
      // Planned as `list` runs them: the count first, and a common word's page walked to.
      await this.walkIfCommon(on, t, q, count);
      for (const statement of [rows, count]) {
        const { sql: text, params } = DIALECT.sqlToQuery(statement);
        // A name of its own each time: a statement prepared before a failure outlives the transaction.
        const name = `console_explain_${++this.explained}`;
        await on.execute(sql.raw(`PREPARE ${name} AS ${text}`));
        // EXECUTE takes no bound parameters: the values go in as literals the server quoted
        // itself, of the types the statement was prepared with.
        const [{ types, values }] = await rowsOf<{ types: string[]; values: string[] }>(
          on,
          sql`SELECT parameter_types::text[] AS types,
                     ARRAY(SELECT quote_literal(v) FROM unnest(ARRAY[${sql.join(
                       params.map((v) => sql`${String(v)}`),
                       sql`, `,
                     )}]::text[]) WITH ORDINALITY AS p(v, n) ORDER BY n) AS values
                FROM pg_prepared_statements WHERE name = ${name}`,
        );
        const args = values.map((v, i) => `${v}::${types[i]}`).join(', ');
        const lines = await rowsOf<{ 'QUERY PLAN': string }>(on, sql.raw(`EXPLAIN EXECUTE ${name}${args ? `(${args})` : ''}`));
        await on.execute(sql.raw(`DEALLOCATE ${name}`));
        plans.push(lines.map((l) => l['QUERY PLAN']).join('\n'));
      }
      return plans;
    });
  }

  /**
   * Runs a list's statements. A search that an index serves whole (a table's words or
   * search text, or its references' search texts) reads that index and nothing else: the
   * planner's costs are native PostgreSQL's, and on PGlite, where reading a row costs
   * several times what they assume, the scan it chooses for a few thousand people (of the
   * table, or of its primary key in order) took 20–30 ms where the index takes under one
   * (docs/performance.md). Those statements run in a transaction of their own with the other
   * ways of reading a table switched off for it.
   */
  private reading<T>(t: RowTable, q: ListQuery, read: (on: Orm | Tx) => Promise<T>): Promise<T> {
    if (!q.search || !searchIndexed(t)) return read(this.db.orm);
    return this.db.orm.transaction(async (tx) => {
      // SET LOCAL, both in one statement.
      await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
      return read(tx);
    });
  }

  async get(t: RowTable, id: number): Promise<Row | undefined> {
    const [row] = await rowsOf<Row>(this.db.orm, sql`SELECT ${this.selectList(t)} FROM ${ident(t.name)} WHERE id = ${id}`);
    return row;
  }

  /** Adds a row (a constraint it breaks is thrown, with nothing stored). */
  async insert(t: RowTable, values: Record<string, unknown>, who: Who, now: string): Promise<Row> {
    return this.db.orm.transaction(async (tx) => {
      const names = Object.keys(values);
      const [row] = await rowsOf<Row>(
        tx,
        sql`INSERT INTO ${ident(t.name)} (${sql.join(names.map(ident), sql`, `)})
            VALUES (${sql.join(
              names.map((n) => sql`${values[n]}`),
              sql`, `,
            )})
            RETURNING ${this.selectList(t)}`,
      );
      const changes: FieldChanges = Object.fromEntries(t.columns.map((c) => [c, [null, row[c]]]));
      await writeAudit(tx, { ...who, action: 'add', tableName: t.name, objectId: row.id, objectRepr: textOf(row), changes }, now);
      return row;
    });
  }

  /**
   * Changes a row if it is still as the form saw it (`unchanged(row)`, checked under the
   * row's lock): someone else's save in between is 'stale', and nothing is overwritten.
   */
  async update(
    t: RowTable,
    id: number,
    unchanged: (row: Row) => boolean,
    values: Record<string, unknown>,
    who: Who,
    now: string,
  ): Promise<ChangeResult> {
    return this.db.orm.transaction(async (tx) => {
      const [before] = await rowsOf<Row>(tx, sql`SELECT ${this.selectList(t)} FROM ${ident(t.name)} WHERE id = ${id} FOR UPDATE`);
      if (!before) return { ok: false, reason: 'gone' };
      if (!unchanged(before)) return { ok: false, reason: 'stale' };
      const changed = Object.keys(values).filter((c) => JSON.stringify(before[c]) !== JSON.stringify(values[c]));
      if (!changed.length) return { ok: true, row: before };
      const [row] = await rowsOf<Row>(
        tx,
        sql`UPDATE ${ident(t.name)} SET ${sql.join(
          changed.map((c) => sql`${ident(c)} = ${values[c]}`),
          sql`, `,
        )} WHERE id = ${id} RETURNING ${this.selectList(t)}`,
      );
      const changes = differences(before, row, changed);
      if (Object.keys(changes).length)
        await writeAudit(tx, { ...who, action: 'change', tableName: t.name, objectId: id, objectRepr: textOf(row), changes }, now);
      return { ok: true, row };
    });
  }

  /** Deletes a row; 'referenced' when other rows still point to it (nothing deleted). */
  async remove(t: RowTable, id: number, who: Who, now: string): Promise<DeleteResult> {
    const result = await this.removeMany(t, [id], who, now);
    if (!result.ok) return { ok: false, reason: 'referenced' };
    return result.rows.length ? { ok: true, row: result.rows[0] } : { ok: false, reason: 'gone' };
  }

  /**
   * A bulk action's changes, in one transaction: each row locked, `change(row)` giving its new
   * values (undefined: left as it is, as the action no longer applies to it), each change
   * audited. The rows changed.
   */
  async changeMany(
    t: RowTable,
    ids: readonly number[],
    change: (row: Row) => Record<string, unknown> | undefined,
    who: Who,
    now: string,
  ): Promise<Row[]> {
    return this.db.orm.transaction(async (tx) => {
      const locked = await rowsOf<Row>(
        tx,
        sql`SELECT ${this.selectList(t)} FROM ${ident(t.name)} WHERE id = ANY(${idArray(ids)}::int[]) ORDER BY id FOR UPDATE`,
      );
      const changed: Row[] = [];
      for (const before of locked) {
        const values = change(before);
        const columns = values ? Object.keys(values).filter((c) => JSON.stringify(before[c]) !== JSON.stringify(values[c])) : [];
        if (!values || !columns.length) continue;
        const [row] = await rowsOf<Row>(
          tx,
          sql`UPDATE ${ident(t.name)} SET ${sql.join(
            columns.map((c) => sql`${ident(c)} = ${values[c]}`),
            sql`, `,
          )} WHERE id = ${before.id} RETURNING ${this.selectList(t)}`,
        );
        const changes = differences(before, row, columns);
        if (!Object.keys(changes).length) continue;
        await writeAudit(tx, { ...who, action: 'change', tableName: t.name, objectId: row.id, objectRepr: textOf(row), changes }, now);
        changed.push(row);
      }
      return changed;
    });
  }

  /**
   * Deletes rows in one transaction, each audited; none when any is still referenced (by a
   * foreign key, or by a table in `referencedBy` whose rows the database would delete with
   * it, unaudited). The rows deleted.
   */
  async removeMany(t: RowTable, ids: readonly number[], who: Who, now: string): Promise<{ ok: true; rows: Row[] } | { ok: false }> {
    try {
      return await this.db.orm.transaction(async (tx) => {
        // Locked first: a row that refers to these takes a key-share lock on them, so none comes in between.
        await rowsOf(tx, sql`SELECT id FROM ${ident(t.name)} WHERE id = ANY(${idArray(ids)}::int[]) ORDER BY id FOR UPDATE`);
        for (const ref of t.referencedBy) {
          const [r] = await rowsOf<{ found: boolean }>(
            tx,
            sql`SELECT EXISTS (SELECT FROM ${ident(ref.table)} WHERE ${ident(ref.column)} = ANY(${idArray(ids)}::int[])) AS found`,
          );
          if (r.found) return { ok: false as const };
        }
        const gone = await rowsOf<Row>(
          tx,
          sql`DELETE FROM ${ident(t.name)} WHERE id = ANY(${idArray(ids)}::int[]) RETURNING ${this.selectList(t)}`,
        );
        for (const before of gone) {
          const changes: FieldChanges = Object.fromEntries(t.columns.map((c) => [c, [before[c], null]]));
          await writeAudit(
            tx,
            { ...who, action: 'delete', tableName: t.name, objectId: before.id, objectRepr: textOf(before), changes },
            now,
          );
        }
        return { ok: true as const, rows: gone };
      });
    } catch (e) {
      if (sqlState(e) === '23503') return { ok: false };
      throw e;
    }
  }

  /** Rows by id, in id order (those that exist). */
  async getMany(t: RowTable, ids: readonly number[]): Promise<Row[]> {
    return rowsOf<Row>(
      this.db.orm,
      sql`SELECT ${this.selectList(t)} FROM ${ident(t.name)} WHERE id = ANY(${idArray(ids)}::int[]) ORDER BY id`,
    );
  }

  /** The rows of a table by their text, for a select: at most `limit`, undefined when there are more. */
  async options(t: ReferencedTable, limit: number): Promise<{ id: number; text: string }[] | undefined> {
    // Past the limit nothing is sorted by text: telling that takes the primary key alone.
    const [{ over }] = await rowsOf<{ over: boolean }>(
      this.db.orm,
      sql`SELECT EXISTS (SELECT FROM ${ident(t.name)} OFFSET ${limit}) AS over`,
    );
    if (over) return undefined;
    return rowsOf<{ id: number; text: string }>(
      this.db.orm,
      sql`SELECT id, ${sql.raw(textSql(t))} AS text FROM ${ident(t.name)} ORDER BY ${sql.raw(keyOf(t.name, textSql(t)))}, 2, id`,
    );
  }

  /** Whether `table` has a row with this id. */
  async exists(table: string, id: number): Promise<boolean> {
    const [r] = await rowsOf<{ found: boolean }>(this.db.orm, sql`SELECT EXISTS (SELECT FROM ${ident(table)} WHERE id = ${id}) AS found`);
    return r.found;
  }

  /** How many rows of `table` have `column` = id (what a delete would break). */
  async references(table: string, column: string, id: number): Promise<number> {
    const [r] = await rowsOf<{ n: number }>(
      this.db.orm,
      sql`SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${ident(column)} = ${id}`,
    );
    return r.n;
  }

  /** Of `ids`, those that rows of `table` point at by `column`, with how many point at each (a bulk delete's refusals). */
  async referencedIds(table: string, column: string, ids: readonly number[]): Promise<Map<number, number>> {
    const found = await rowsOf<{ id: number; n: number }>(
      this.db.orm,
      sql`SELECT ${ident(column)} AS id, count(*)::int AS n FROM ${ident(table)}
          WHERE ${ident(column)} = ANY(${idArray(ids)}::int[]) GROUP BY 1`,
    );
    return new Map(found.map((f) => [Number(f.id), f.n]));
  }

  /** A row of `table` whose columns have the values of `match`, other than `except` (a unique rule's duplicate). */
  async matching(table: string, match: Readonly<Record<string, unknown>>, except?: number): Promise<number | undefined> {
    const conditions = Object.entries(match).map(([c, v]) => sql`${ident(c)} = ${v}`);
    if (except !== undefined) conditions.push(sql`id <> ${except}`);
    const [r] = await rowsOf<{ id: number }>(
      this.db.orm,
      sql`SELECT id FROM ${ident(table)} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY id LIMIT 1`,
    );
    return r?.id;
  }
}
