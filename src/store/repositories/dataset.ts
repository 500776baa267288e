// Every SQL statement of the dataset import and export (the project's rule: only
// repository modules touch the query layer). Tables are named by the caller (dataset/
// tables.ts, never the file) and must be tables of schema.ts; their columns come from there.
//
// Import, in one transaction:
//  - the ten dataset tables are locked against writers (readers go on) and counted;
//  - the smart goals (no foreign key from or to their table) are written in place as the file streams;
//  - every other table is written to a temporary staging table `import_<table>` (same
//    columns, no constraints, plus `import_ok`), where set-based queries check foreign
//    keys, uniqueness and differences once the whole file is read;
//  - applying: the replaced tables are emptied children-first and filled parents-first
//    from their staging tables; reference tables (statuses, rounds) are merged by id;
//    the id sequences are moved past the ids.
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type Tx } from '../connect.js';
import { copyIn, type CopyRows } from '../copy-in.js';

export { CopyRows } from '../copy-in.js';
import { NOT_IN_DATASET, schema } from '../schema.js';

const columnsByTable = new Map<string, readonly PgColumn[]>(
  Object.values(schema).map((t) => {
    const name = getTableName(t);
    return [name, getTableConfig(t).columns.filter((c) => !c.generated && !NOT_IN_DATASET[name]?.includes(c.name))];
  }),
);

/** Each table of schema.ts with the tables its foreign keys point at. */
const REFERS_TO: readonly (readonly [string, readonly string[]])[] = Object.values(schema).map((t) => [
  getTableName(t),
  getTableConfig(t).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable)),
]);

/** The columns a table of schema.ts has in the dataset file, in order. */
function columnsOf(table: string): readonly PgColumn[] {
  const columns = columnsByTable.get(table);
  if (columns === undefined) throw new Error(`${table} is not a table of the schema`);
  return columns;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const stage = (table: string) => ident(`import_${table}`);
const columnList = (table: string) =>
  columnsOf(table)
    .map((c) => ident(c.name))
    .join(', ');
const otherThanId = (table: string) => columnsOf(table).filter((c) => c.name !== 'id');

/** A foreign key: `table`.`column` → `parent`.id. */
export interface Reference {
  table: string;
  column: string;
  parent: string;
}

export interface ReferenceRow {
  /** the referencing row's id */
  id: number;
  /** the id it refers to */
  value: number;
}

export interface DuplicateRow {
  id: number;
  /** the first row (lowest id, database rows first) holding the same value */
  firstId: number;
  firstInDatabase: boolean;
  values: unknown[];
}

export interface ChangedRow {
  id: number;
  columns: string[];
}

export interface MovedTitle {
  id: number;
  title: string;
  holder: number;
}

export interface Found<T> {
  rows: T[];
  total: number;
}

class Rollback extends Error {}

/** The dataset's SQL over `tables`, the tables of a dataset file. */
export class DatasetRepository<Table extends string> {
  constructor(
    private readonly db: Database,
    private readonly tables: readonly Table[],
  ) {
    for (const t of tables) columnsOf(t);
  }

  /** Runs `fn` in one transaction; rolls back unless it returns commit: true. */
  async importTransaction<T>(fn: (s: ImportSession<Table>) => Promise<{ commit: boolean; result: T }>): Promise<T> {
    let out: { result: T } | undefined;
    try {
      await this.db.orm.transaction(async (tx) => {
        const r = await fn(new ImportSession(tx, this.db.kind, this.tables));
        out = r;
        if (!r.commit) throw new Rollback();
      });
    } catch (e) {
      if (!(e instanceof Rollback)) throw e;
    }
    return out!.result;
  }

  /** A consistent snapshot for the export (REPEATABLE READ, READ ONLY). */
  async exportTransaction<T>(fn: (s: ExportSession<Table>) => Promise<T>): Promise<T> {
    return this.db.orm.transaction(async (tx) => fn(new ExportSession(tx, this.tables)), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }
}

/** Rows of each table. */
async function rowCounts<Table extends string>(tx: Tx, tables: readonly Table[]): Promise<Record<Table, number>> {
  const list = tables.map((t) => `(SELECT count(*) FROM ${ident(t)})::int AS ${ident(t)}`).join(', ');
  const [row] = await rowsOf<Record<Table, number>>(tx, sql.raw(`SELECT ${list}`));
  return row;
}

/** An index dropped for a bulk load: its name and the statement that makes it again. */
interface DeferredIndex {
  name: string;
  definition: string;
}

export class ImportSession<Table extends string> {
  /** Indexes dropped before a table's bulk load, by table, made again by buildDeferredIndexes(). */
  private readonly deferred = new Map<Table, DeferredIndex[]>();
  /** Tables this import has truncated: held against readers (ACCESS EXCLUSIVE) until it ends. */
  private readonly truncated = new Set<Table>();

  constructor(
    private readonly tx: Tx,
    private readonly kind: Database['kind'],
    private readonly tables: readonly Table[],
  ) {}

  /**
   * Drops a table's indexes that back no constraint (the console's search indexes: 0006's
   * GIN over smart goals' input, 0008's trigram and foreign-key indexes) before it is
   * loaded in bulk; buildDeferredIndexes() makes them again from their own definitions.
   * Building an index once over every row costs a fraction of updating it row by row (a
   * GIN index above all: issue 30, docs/performance.md; PostgreSQL's "Populating a
   * Database"). Both are DDL inside the import's transaction: a rollback brings the old
   * indexes back as they were.
   *
   * DROP INDEX locks the table against readers (ACCESS EXCLUSIVE) until the end, while an
   * import promises that reads go on (README): so only where no reader can be kept waiting
   * by it — on PGlite (one process owns the database; nobody else reads it) and on
   * PostgreSQL for a table this import has already truncated (TRUNCATE took that lock).
   */
  async deferIndexes(table: Table): Promise<void> {
    if (this.deferred.has(table) || (this.kind !== 'pglite' && !this.truncated.has(table))) return;
    const indexes = await rowsOf<DeferredIndex>(
      this.tx,
      sql`SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
          FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE i.indrelid = ${ident(table)}::regclass AND NOT i.indisprimary AND NOT i.indisunique
            AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
          ORDER BY c.relname`,
    );
    for (const index of indexes) await this.tx.execute(sql.raw(`DROP INDEX ${ident(index.name)}`));
    this.deferred.set(table, indexes);
  }

  /** Makes the indexes deferIndexes() dropped again, each over all its table's rows at once. */
  async buildDeferredIndexes(): Promise<void> {
    // PGlite's working memory lives in this process's WebAssembly heap, which never shrinks:
    // an index build there gets 16 MB, not maintenance_work_mem's 64 (a GIN build over
    // 200,000 goals took as long with 4 MB as with 64 or 256; docs/performance.md).
    if (this.kind === 'pglite' && this.deferred.size) await this.tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '16MB'`));
    for (const [table, indexes] of this.deferred) {
      for (const index of indexes) await this.tx.execute(sql.raw(index.definition));
      this.deferred.delete(table);
    }
  }

  /** Blocks other writers (not readers) of the dataset tables until the end. */
  async lock(): Promise<void> {
    await this.tx.execute(sql.raw(`LOCK TABLE ${this.tables.map(ident).join(', ')} IN EXCLUSIVE MODE`));
  }

  rowCounts(): Promise<Record<Table, number>> {
    return rowCounts(this.tx, this.tables);
  }

  async createStage(table: Table): Promise<void> {
    await this.tx.execute(
      sql.raw(`CREATE TEMP TABLE ${stage(table)} ON COMMIT DROP AS SELECT ${columnList(table)} FROM ${ident(table)} WITH NO DATA`),
    );
    await this.tx.execute(sql.raw(`ALTER TABLE ${stage(table)} ADD COLUMN import_ok boolean NOT NULL`));
  }

  /** Copies a table's current rows into its staging table (a table --replace must rewrite). */
  async stageCurrentRows(table: Table): Promise<void> {
    await this.tx.execute(sql.raw(`INSERT INTO ${stage(table)} SELECT ${columnList(table)}, true FROM ${ident(table)}`));
  }

  /** Empties a table written in place (the smart goals', which nothing references), before its bulk load. */
  async clear(table: Table): Promise<void> {
    // PGlite has no other session to keep reading the old rows: TRUNCATE is instant there,
    // and it gives the table a new file, empty or not. With wal_level minimal (connect.ts),
    // rows written to a file made in the same transaction skip the write-ahead log (it is
    // synced at commit instead): half the bytes a load writes (docs/performance.md).
    // On a server DELETE keeps the table readable (old rows) until the import commits.
    await this.tx.execute(sql.raw(`${this.kind === 'pglite' ? 'TRUNCATE' : 'DELETE FROM'} ${ident(table)}`));
  }

  /**
   * One COPY for a whole batch (copy-in.ts), whose buffer is released after it. `batch`'s
   * columns are the table's own (and `import_ok`, last, for a staging table).
   */
  async insert(table: Table, staged: boolean, batch: CopyRows): Promise<void> {
    if (batch.length === 0) return;
    const known = new Set(columnsOf(table).map((c) => c.name));
    if (staged) known.add('import_ok');
    for (const c of batch.columns) if (!known.has(c)) throw new Error(`${table} has no column ${c}`);
    try {
      await copyIn(this.tx, this.kind, staged ? stage(table) : ident(table), batch.columns.map(ident).join(', '), batch.data());
    } finally {
      batch.release();
    }
  }

  async analyzeStage(table: Table): Promise<void> {
    await this.tx.execute(sql.raw(`ANALYZE ${stage(table)}`));
  }

  /**
   * Rows of `fk.table` (staged) whose reference is not among the parent's ids: the parent's
   * staging table, the parent table itself, or both (reference tables merge by id).
   */
  async missingReferences(fk: Reference, parent: 'stage' | 'table' | 'both', limit: number): Promise<Found<ReferenceRow>> {
    const p = fk.parent;
    const ids =
      parent === 'stage'
        ? `SELECT id FROM ${stage(p)}`
        : parent === 'table'
          ? `SELECT id FROM ${ident(p)}`
          : `SELECT id FROM ${ident(p)} UNION ALL SELECT id FROM ${stage(p)}`;
    const col = ident(fk.column);
    return found(
      await rowsOf<ReferenceRow & { total: number }>(
        this.tx,
        sql.raw(
          `SELECT c.id, c.${col} AS value, (count(*) OVER ())::int AS total FROM ${stage(fk.table)} c
           WHERE c.${col} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM (${ids}) p WHERE p.id = c.${col})
           ORDER BY c.id LIMIT ${atLeastOne(limit)}`,
        ),
      ),
      limit,
    );
  }

  /**
   * Answers of staged rows (`answers`, jsonb [{"question_id", "value"}]) naming a question
   * that is not among `questions`' ids (the table, or it and its staging table): the row's
   * id and the question's.
   */
  async unknownQuestions(table: Table, questions: Table, parent: 'table' | 'both', limit: number): Promise<Found<ReferenceRow>> {
    const ids =
      parent === 'table'
        ? `SELECT id FROM ${ident(questions)}`
        : `SELECT id FROM ${ident(questions)} UNION ALL SELECT id FROM ${stage(questions)}`;
    return found(
      await rowsOf<ReferenceRow & { total: number }>(
        this.tx,
        sql.raw(
          `SELECT c.id, (a.answer->>'question_id')::int AS value, (count(*) OVER ())::int AS total
           FROM ${stage(table)} c, jsonb_array_elements(c.answers) AS a(answer)
           WHERE c.import_ok AND NOT EXISTS (SELECT 1 FROM (${ids}) p WHERE p.id = (a.answer->>'question_id')::int)
           ORDER BY c.id, value LIMIT ${atLeastOne(limit)}`,
        ),
      ),
      limit,
    );
  }

  /**
   * Staged rows whose `columns` repeat those of a row before them. `merged`: the final
   * table is the database's rows the file does not name plus the file's (reference
   * tables); otherwise the file's rows alone.
   */
  async duplicates(table: Table, columns: readonly string[], merged: boolean, limit: number): Promise<Found<DuplicateRow>> {
    const cols = columns.map(ident).join(', ');
    const notNull = columns.map((c) => `${ident(c)} IS NOT NULL`).join(' AND ');
    const source = merged
      ? `SELECT id, ${cols}, true AS in_db FROM ${ident(table)} d WHERE NOT EXISTS (SELECT 1 FROM ${stage(table)} s WHERE s.id = d.id)
         UNION ALL SELECT id, ${cols}, false FROM ${stage(table)} WHERE ${notNull}`
      : `SELECT id, ${cols}, false AS in_db FROM ${stage(table)} WHERE ${notNull}`;
    const r = await rowsOf<{ id: number; first_id: number; first_in_db: boolean; total: number } & Record<string, unknown>>(
      this.tx,
      sql.raw(
        `SELECT id, first_id, first_in_db, ${cols}, (count(*) OVER ())::int AS total FROM (
           SELECT id, in_db, ${cols},
                  first_value(id) OVER w AS first_id, first_value(in_db) OVER w AS first_in_db
           FROM (${source}) u
           WINDOW w AS (PARTITION BY ${cols} ORDER BY in_db DESC, id)
         ) x WHERE NOT in_db AND (id <> first_id OR first_in_db)
         ORDER BY id LIMIT ${atLeastOne(limit)}`,
      ),
    );
    return found(
      r.map((x) => ({
        id: x.id,
        firstId: x.first_id,
        firstInDatabase: x.first_in_db,
        values: columns.map((c) => x[c]),
        total: x.total,
      })),
      limit,
    );
  }

  /** Staged rows of a reference table whose id exists with other values (without --replace). */
  async changedReferenceRows(table: Table, limit: number): Promise<Found<ChangedRow>> {
    const cols = otherThanId(table);
    const diff = cols.map((c) => `CASE WHEN s.${ident(c.name)} IS DISTINCT FROM d.${ident(c.name)} THEN '${c.name}' END`).join(', ');
    const r = await rowsOf<{ id: number; columns: string[] | string; total: number }>(
      this.tx,
      sql.raw(
        `SELECT s.id, array_to_string(array_remove(ARRAY[${diff}], NULL), ',') AS columns, (count(*) OVER ())::int AS total
         FROM ${stage(table)} s JOIN ${ident(table)} d ON d.id = s.id
         WHERE s.import_ok AND (${cols.map((c) => `s.${ident(c.name)}`).join(', ')}) IS DISTINCT FROM (${cols.map((c) => `d.${ident(c.name)}`).join(', ')})
         ORDER BY s.id LIMIT ${atLeastOne(limit)}`,
      ),
    );
    return found(
      r.map((x) => ({ id: x.id, columns: String(x.columns).split(','), total: x.total })),
      limit,
    );
  }

  /** Titles the file moves from one existing row of `table` to another (the rounds' unique titles swapped). */
  async movedTitles(table: string, limit: number): Promise<Found<MovedTitle>> {
    return found(
      await rowsOf<MovedTitle & { total: number }>(
        this.tx,
        sql.raw(
          `SELECT s.id, s.title, d.id AS holder, (count(*) OVER ())::int AS total
           FROM ${stage(table)} s
           JOIN ${ident(table)} d ON d.title = s.title AND d.id <> s.id
           WHERE EXISTS (SELECT 1 FROM ${stage(table)} s2 WHERE s2.id = d.id AND s2.title IS DISTINCT FROM d.title)
           ORDER BY s.id LIMIT ${atLeastOne(limit)}`,
        ),
      ),
      limit,
    );
  }

  /** Empties the tables that --replace rewrites (one TRUNCATE: no per-row triggers). */
  async truncate(tables: readonly Table[]): Promise<void> {
    if (!tables.length) return;
    // The rows that the file does not carry and that refer to replaced rows go with them, as
    // an id may now name another person or relation: replaced users take their API tokens
    // and console sessions, replaced relations their feedback links. (The audit log and the
    // submissions' `submitted_by_id` keep theirs: they name users without a foreign key.)
    const all = new Set<string>(tables);
    for (let grew = true; grew;) {
      grew = false;
      for (const [name, targets] of REFERS_TO) {
        if (!all.has(name) && targets.some((t) => all.has(t))) grew = Boolean(all.add(name));
      }
    }
    await this.tx.execute(sql.raw(`TRUNCATE ${[...all].map(ident).join(', ')}`));
    for (const t of tables) this.truncated.add(t);
  }

  /** Fills a table from its staging table, in id order. */
  async fillFromStage(table: Table): Promise<void> {
    const cols = columnList(table);
    await this.tx.execute(sql.raw(`INSERT INTO ${ident(table)} (${cols}) SELECT ${cols} FROM ${stage(table)} ORDER BY id`));
  }

  /**
   * Merges a reference table by id: rows with new ids are added; with `overwrite`, rows
   * with existing ids take the file's values (a unique value moving between two ids goes
   * through a placeholder first). Rows the file does not name stay.
   */
  async mergeFromStage(table: Table, overwrite: boolean, placeholderColumn?: string): Promise<void> {
    const cols = otherThanId(table).map((c) => ident(c.name));
    if (overwrite) {
      if (placeholderColumn) {
        const p = ident(placeholderColumn);
        await this.tx.execute(
          sql.raw(
            `UPDATE ${ident(table)} d SET ${p} = E'\\x01import\\x01' || d.id::text FROM ${stage(table)} s WHERE s.id = d.id AND s.${p} <> d.${p}`,
          ),
        );
      }
      await this.tx.execute(
        sql.raw(
          `UPDATE ${ident(table)} d SET (${cols.join(', ')}) = (${cols.map((c) => `s.${c}`).join(', ')})
           FROM ${stage(table)} s WHERE s.id = d.id AND (${cols.map((c) => `d.${c}`).join(', ')}) IS DISTINCT FROM (${cols.map((c) => `s.${c}`).join(', ')})`,
        ),
      );
    }
    const all = columnList(table);
    await this.tx.execute(
      sql.raw(
        `INSERT INTO ${ident(table)} (${all}) SELECT ${all} FROM ${stage(table)} s
         WHERE NOT EXISTS (SELECT 1 FROM ${ident(table)} d WHERE d.id = s.id) ORDER BY s.id`,
      ),
    );
  }

  /** Moves a table's id sequence past its largest id (never backwards). */
  async moveSequence(table: Table): Promise<void> {
    const t = ident(table);
    await this.tx.execute(
      sql.raw(
        `SELECT setval(q.s, GREATEST(q.m, 1), q.m > 0) FROM (
           SELECT a.s, GREATEST((SELECT COALESCE(max(id), 0) FROM ${t}), COALESCE(pg_sequence_last_value(a.s), 0)) AS m
           FROM (SELECT pg_get_serial_sequence('${table}', 'id')::regclass AS s) a
         ) q`,
      ),
    );
  }
}

/** A check's first `limit` rows and how many there are in all (one row is always asked for, to learn the count). */
function found<T extends { total: number }>(r: T[], limit: number): Found<Omit<T, 'total'>> {
  return { rows: r.slice(0, Math.max(0, limit)).map(({ total: _total, ...rest }) => rest), total: r[0]?.total ?? 0 };
}

const atLeastOne = (limit: number) => Math.max(1, Math.floor(limit));

export class ExportSession<Table extends string> {
  constructor(
    private readonly tx: Tx,
    private readonly tables: readonly Table[],
  ) {}

  /** Up to `limit` rows with ids above `after`, by id; date-times, dates and jsonb as text. */
  async page(table: Table, after: number, limit: number): Promise<Record<string, unknown>[]> {
    const list = columnsOf(table)
      .map((c) =>
        c.columnType === 'PgTimestampString' || c.columnType === 'PgDateString' || c.columnType === 'PgJsonb'
          ? `${ident(c.name)}::text AS ${ident(c.name)}`
          : ident(c.name),
      )
      .join(', ');
    return rowsOf<Record<string, unknown>>(
      this.tx,
      sql`SELECT ${sql.raw(list)} FROM ${sql.raw(ident(table))} WHERE id > ${after} ORDER BY id LIMIT ${limit}`,
    );
  }

  rowCounts(): Promise<Record<Table, number>> {
    return rowCounts(this.tx, this.tables);
  }
}
