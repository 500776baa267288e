// `import FILE`: reads a dataset file (design §8) in one streaming pass and writes it in
// one transaction, all or nothing.
//
// "Validate everything before writing anything" with a single pass (standard input cannot
// be read twice, and a 1 GB file should not be): the rows are written inside the
// transaction while the file is read and checked; from the first problem on nothing more
// is written to the real tables, but reading and checking go on to the end so that every
// problem is reported; then the transaction is rolled back, and the database is as it was.
//
// The smart goals are written in place as they stream (nothing references them). The other tables
// go to temporary staging tables first: their foreign keys, unique columns and the effects
// of --replace are checked there with set-based queries once the whole file is read, and a
// valid file is then applied in foreign-key order (see store/repositories/dataset.ts).
//
// Rules (README "Dataset import and export"):
//  - a table already holding rows is refused unless --replace is given; with --replace the
//    tables in the file are replaced as a whole; tables absent from the file keep their rows
//    (an absent table whose rows refer to a replaced one is rewritten with the same rows,
//    and each of its references must still resolve);
//  - the pre-lead statuses and the feedback rounds (migration data, present in every database) are
//    merged by id: new ids are added, an existing id must hold the same values unless
//    --replace is given (then it takes the file's), and rows the file does not name stay.
import type { Database } from '../store/connect.js';
import { isValidTimeZone } from '../time/zone.js';
import { DatasetReader, JsonSyntaxError, type DatasetHandler, type JsonValue } from './reader.js';
import { CopyRows, DatasetRepository, type ImportSession } from '../store/repositories/dataset.js';
import { feedbackRound } from '../programme/feedback-round.js';
import { preLeadStatus } from '../programme/pre-lead-status.js';
import {
  ANSWERED,
  FOREIGN_KEYS,
  SOFT_KEYS,
  TABLES,
  TABLE_NAMES,
  VERSION,
  inVersion,
  isDirect,
  isTableName,
  specIn,
  type TableName,
} from './tables.js';
import { Problems, RowValidator, describe } from './validate.js';

export { VERSION };
export const FORMAT = 'mentoring-dataset';
const HEADER_KEYS = ['format', 'version', 'time_zone', 'tables'] as const;

export interface ImportProgress {
  rows: number;
  bytes: number;
}

export interface ImportOptions {
  /** Replace the tables present in the file (else a table holding rows is refused). */
  replace?: boolean;
  /** Problem lines listed (the rest are counted); default 50. */
  maxProblems?: number;
  /** Called after each chunk read. */
  progress?: (p: ImportProgress) => void;
  /** Rows per COPY statement (default 1000). */
  batchRows?: number;
}

export type ImportResult = { ok: true; tables: { table: TableName; rows: number }[] } | { ok: false; problems: string[]; total: number };

export async function importDataset(db: Database, input: AsyncIterable<Buffer | string>, opts: ImportOptions = {}): Promise<ImportResult> {
  return new DatasetRepository(db, TABLE_NAMES).importTransaction(async (session) => {
    const result = await new ImportRun(session, opts).execute(input);
    return { commit: result.ok, result };
  });
}

class TableState {
  readonly direct: boolean;
  readonly validator: RowValidator;
  /** The columns of its batches: the table's, and import_ok for a staged one. */
  readonly columns: readonly string[];
  /** Buffers of written batches, for the next ones. */
  readonly buffers: Buffer[] = [];
  batch: CopyRows;
  /** Position in the array (1-based), for rows without a usable id. */
  rowNumber = 0;
  /** Rows read with a usable id. */
  rows = 0;
  /** Values of the columns an older version's file lacks (as COPY takes them: JSON as its text). */
  readonly added: readonly unknown[];

  constructor(
    readonly name: TableName,
    problems: Problems,
    version: number,
  ) {
    const { spec, added } = specIn(name, version);
    this.direct = isDirect(name);
    this.validator = new RowValidator(spec, problems);
    const names = [...spec.columns.map((c) => c.name), ...Object.keys(added)];
    this.added = Object.values(added).map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v));
    this.columns = this.direct ? names : [...names, 'import_ok'];
    this.batch = new CopyRows(this.columns, this.buffers);
  }
}

/** A name from the file, safe to print. */
const printable = (name: string) => JSON.stringify(name).slice(1, -1);

class ImportRun implements DatasetHandler {
  private readonly problems: Problems;
  private readonly replace: boolean;
  private readonly batchRows: number;
  private counts = {} as Record<TableName, number>;
  /** Tables the file holds as arrays, in file order. */
  private readonly tables = new Map<TableName, TableState>();
  /** Tables the file names in a form that cannot be checked further (not an array, twice). */
  private readonly broken = new Set<TableName>();
  private current: TableState | undefined;
  private readonly seenKeys = new Set<string>();
  /** Inside a second "tables" member: everything in it is ignored. */
  private ignoring = false;
  private rows = 0;
  /** The file's version: its header's, when it comes before the tables (the export's order), else this program's. */
  private version = VERSION;
  /** Database work queued by the (synchronous) reader callbacks, run in order. */
  private ops: (() => Promise<void>)[] = [];
  private inflight: Promise<void> | undefined;
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly session: ImportSession<TableName>,
    private readonly opts: ImportOptions,
  ) {
    this.problems = new Problems(opts.maxProblems ?? 50);
    this.replace = opts.replace ?? false;
    this.batchRows = opts.batchRows ?? 1000;
  }

  private get clean(): boolean {
    return this.problems.total === 0;
  }

  private add(line: string): void {
    this.problems.add(line);
  }

  async execute(input: AsyncIterable<Buffer | string>): Promise<ImportResult> {
    await this.session.lock();
    this.counts = await this.session.rowCounts();
    const reader = new DatasetReader(this);
    try {
      for await (const chunk of input) {
        reader.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        await this.drain();
        this.opts.progress?.({ rows: this.rows, bytes: reader.bytesRead });
      }
      reader.finish();
    } catch (e) {
      if (!(e instanceof JsonSyntaxError)) throw e;
      // The rest of the file cannot be read: report what was found so far and this.
      this.problems.add(`line ${e.line}, column ${e.column}: invalid JSON: ${e.reason}`, true);
      await this.settle();
      return this.failed();
    }
    await this.drain();
    await this.settle();
    this.opts.progress?.({ rows: this.rows, bytes: reader.bytesRead });
    for (const key of HEADER_KEYS) if (!this.seenKeys.has(key)) this.add(`${key}: missing`);
    const staged = await this.stageAndCheck();
    if (!this.clean) return this.failed();
    await this.apply(staged);
    return {
      ok: true,
      tables: TABLE_NAMES.filter((t) => this.tables.has(t)).map((t) => ({ table: t, rows: this.tables.get(t)!.rows })),
    };
  }

  private failed(): ImportResult {
    return { ok: false, problems: this.problems.lines, total: this.problems.total };
  }

  // ---------------------------------------------------------------------------------------
  // Queued database work. The last statement stays in flight while the next chunk is read
  // (a server inserts while we parse); a failure surfaces at the next settle().

  private enqueue(op: () => Promise<void>): void {
    this.ops.push(op);
  }

  private async drain(): Promise<void> {
    for (let i = 0; i < this.ops.length; i++) {
      await this.settle();
      this.inflight = this.ops[i]().catch((error: unknown) => {
        this.failure ??= { error };
      });
    }
    this.ops = [];
  }

  private async settle(): Promise<void> {
    if (this.inflight) await this.inflight;
    this.inflight = undefined;
    if (this.failure) throw this.failure.error;
  }

  private flush(st: TableState): void {
    if (st.batch.length === 0) return;
    const batch = st.batch;
    st.batch = new CopyRows(st.columns, st.buffers);
    this.enqueue(async () => {
      // In-place rows are of no use once the import is known to fail.
      if (st.direct && !this.clean) return;
      await this.session.insert(st.name, !st.direct, batch);
    });
  }

  // ---------------------------------------------------------------------------------------
  // Reader callbacks.

  header(key: string, v: JsonValue): void {
    if (!(HEADER_KEYS as readonly string[]).includes(key)) {
      this.add(`${printable(key)}: unknown key at the top level (a dataset file has format, version, time_zone and tables)`);
      return;
    }
    if (this.seenKeys.has(key)) {
      this.add(`${key}: appears twice`);
      return;
    }
    this.seenKeys.add(key);
    if (key === 'format' && v !== FORMAT) this.add(`format: must be "${FORMAT}", got ${describe(v)}`);
    if (key === 'version' && (v === 1 || v === VERSION)) this.version = v;
    else if (key === 'version') {
      this.add(
        typeof v === 'number' && Number.isInteger(v) && v > VERSION
          ? `version: ${v} is not supported (this program reads versions 1 and ${VERSION})`
          : `version: must be 1 or ${VERSION}, got ${describe(v)}`,
      );
    }
    if (key === 'time_zone' && (typeof v !== 'string' || !isValidTimeZone(v))) {
      this.add(`time_zone: must be an IANA time zone name such as "Europe/Prague", got ${describe(v)}`);
    }
  }

  tablesStart(): void {
    if (this.seenKeys.has('tables')) {
      this.add('tables: appears twice');
      this.ignoring = true;
      return;
    }
    this.seenKeys.add('tables');
  }

  tablesNotObject(v: JsonValue): void {
    if (this.seenKeys.has('tables')) {
      this.add('tables: appears twice');
      return;
    }
    this.seenKeys.add('tables');
    this.add(`tables: must be an object of tables (name: array of rows), got ${describe(v)}`);
  }

  tablesEnd(): void {
    this.ignoring = false;
  }

  /** The table a member of "tables" names, or undefined when it is to be ignored. */
  private claim(name: string): TableName | undefined {
    if (this.ignoring) return undefined;
    if (!isTableName(name)) {
      const known = TABLE_NAMES.filter((t) => inVersion(t, this.version));
      this.add(`${printable(name)}: unknown table (the tables are ${known.join(', ')})`);
      return undefined;
    }
    if (!inVersion(name, this.version)) {
      this.add(`${name}: not in a version ${this.version} file (version ${VERSION} added it)`);
      return undefined;
    }
    if (this.tables.has(name) || this.broken.has(name)) {
      this.add(`${name}: appears twice in "tables"`);
      this.broken.add(name);
      return undefined;
    }
    return name;
  }

  tableStart(name: string): void {
    this.current = undefined;
    const table = this.claim(name);
    if (table === undefined) return;
    const st = new TableState(table, this.problems, this.version);
    this.tables.set(table, st);
    this.current = st;
    const n = this.counts[table];
    if (n > 0 && !this.replace && !TABLES[table].reference) {
      this.add(`${table}: the table already has ${n} row${n === 1 ? '' : 's'} (use --replace to replace the tables in the file)`);
    }
    if (st.direct) {
      // Emptied first when --replace replaces its rows, and when it has none: on PGlite that
      // gives it a file new in this transaction, whose rows need no write-ahead log (the
      // store's clear(); docs/performance.md).
      if (n === 0 || this.replace) {
        this.enqueue(async () => {
          if (this.clean) await this.session.clear(table);
        });
      }
      // Its rows stream in while the file is read: its indexes are built after them.
      this.enqueue(async () => {
        if (this.clean) await this.session.deferIndexes(table);
      });
    } else {
      this.enqueue(() => this.session.createStage(table));
    }
  }

  tableNotArray(name: string, v: JsonValue): void {
    const table = this.claim(name);
    if (table === undefined) return;
    this.broken.add(table);
    this.add(`${table}: must be an array of rows, got ${describe(v)}`);
  }

  row(keys: string[], values: JsonValue[], _bytes: number, nested: readonly (string | undefined)[]): void {
    this.rows++;
    const st = this.current;
    if (st === undefined) return;
    st.rowNumber++;
    const r = st.validator.check(keys, values, st.rowNumber, nested);
    if (r.id === undefined) return;
    st.rows++;
    if (st.direct && !this.clean) return;
    if (st.added.length) r.values.push(...st.added);
    if (!st.direct) r.values.push(r.ok);
    if (st.batch.add(r.values) >= this.batchRows) this.flush(st);
  }

  rowNotObject(v: JsonValue): void {
    this.rows++;
    const st = this.current;
    if (st === undefined) return;
    st.rowNumber++;
    this.add(`${st.name} row ${st.rowNumber}: must be an object, got ${describe(v)}`);
  }

  tableEnd(): void {
    if (this.current) this.flush(this.current);
    this.current = undefined;
  }

  documentEnd(): void {}

  // ---------------------------------------------------------------------------------------
  // After the whole file: the checks that need every row, then the writes.

  /** The staged tables: the file's (not the smart goals) and those --replace must rewrite. */
  private async stageAndCheck(): Promise<Map<TableName, 'file' | 'kept'>> {
    const staged = new Map<TableName, 'file' | 'kept'>();
    for (const t of TABLE_NAMES) if (this.tables.has(t) && !this.broken.has(t) && !isDirect(t)) staged.set(t, 'file');
    if (this.replace) {
      // A replaced table is emptied and refilled: an absent table whose rows refer to it
      // is rewritten too, with its own rows, which must still find what they refer to.
      for (let grew = true; grew;) {
        grew = false;
        for (const fk of FOREIGN_KEYS) {
          const parentReplaced = staged.has(fk.parent) && !TABLES[fk.parent].reference;
          const child = fk.table;
          if (parentReplaced && !staged.has(child) && !this.tables.has(child) && !this.broken.has(child) && this.counts[child] > 0) {
            staged.set(child, 'kept');
            await this.session.createStage(child);
            await this.session.stageCurrentRows(child);
            grew = true;
          }
        }
      }
    }
    for (const t of staged.keys()) await this.session.analyzeStage(t);

    for (const table of TABLE_NAMES) {
      const origin = staged.get(table);
      if (origin === undefined) continue;
      for (const fk of FOREIGN_KEYS) {
        if (fk.table !== table || this.broken.has(fk.parent)) continue;
        const parentStaged = staged.get(fk.parent);
        if (origin === 'kept' && parentStaged === undefined) continue; // nothing it refers to changes
        const reference = TABLES[fk.parent].reference;
        const source = parentStaged === undefined ? 'table' : reference ? 'both' : 'stage';
        const missing = await this.session.missingReferences(fk, source, this.problems.room);
        const why =
          origin === 'kept'
            ? `which is not in the file (${fk.parent} is replaced; ${table} is not in the file and keeps its rows)`
            : reference
              ? 'which is neither in the file nor in the database'
              : parentStaged === 'file'
                ? 'which is not in the file'
                : 'which is not in the database';
        this.report(missing, (r) => `${table} id ${r.id} ${fk.column}: refers to ${fk.parent} id ${r.value}, ${why}`);
      }
      if (origin !== 'file') continue;
      await this.checkWithoutForeignKeys(table, staged);
      const spec = TABLES[table];
      for (const cols of spec.unique) {
        const dup = await this.session.duplicates(table, cols, spec.reference, this.problems.room);
        this.report(dup, (r) => {
          const field = cols.length === 1 ? cols[0] : `(${cols.join(', ')})`;
          const what =
            cols.length === 1
              ? describe(r.values[0] as JsonValue)
              : cols.map((c, i) => `${c} ${describe(r.values[i] as JsonValue)}`).join(', ');
          return `${table} id ${r.id} ${field}: ${what} is already used by ${table} id ${r.firstId}${r.firstInDatabase ? ' in the database' : ''}`;
        });
      }
      if (spec.reference && !this.replace) {
        const changed = await this.session.changedReferenceRows(table, this.problems.room);
        this.report(
          changed,
          (r) =>
            `${table} id ${r.id}: differs from the database in ${r.columns.join(', ')} (use --replace to overwrite rows with the same id)`,
        );
      }
      if (table === feedbackRound.name && this.replace) {
        const moved = await this.session.movedTitles(table, this.problems.room);
        this.report(
          moved,
          (r) =>
            `${table} id ${r.id} title: "${r.title}" belongs to ${table} id ${r.holder} in the database; an import cannot move a title from one round to another`,
        );
      }
    }
    return staged;
  }

  /**
   * What the database does not check for a table of the file: its references without a
   * foreign key (a submission's user) and its answers' questions, each to a row in the file
   * or the database.
   */
  private async checkWithoutForeignKeys(table: TableName, staged: ReadonlyMap<TableName, 'file' | 'kept'>): Promise<void> {
    const where = (parent: TableName) => (staged.has(parent) ? 'both' : 'table');
    for (const key of SOFT_KEYS) {
      if (key.table !== table) continue;
      const missing = await this.session.missingReferences(key, where(key.parent), this.problems.room);
      this.report(
        missing,
        (r) => `${table} id ${r.id} ${key.column}: refers to ${key.parent} id ${r.value}, which is neither in the file nor in the database`,
      );
    }
    if (table !== ANSWERED.table) return;
    const unknown = await this.session.unknownQuestions(table, ANSWERED.questions, where(ANSWERED.questions), this.problems.room);
    this.report(
      unknown,
      (r) => `${table} id ${r.id} answers: question_id ${r.value} is a question neither in the file nor in the database`,
    );
  }

  private report<T>(found: { rows: T[]; total: number }, line: (r: T) => string): void {
    for (const r of found.rows) this.add(line(r));
    this.problems.addUnlisted(found.total - found.rows.length);
  }

  private async apply(staged: Map<TableName, 'file' | 'kept'>): Promise<void> {
    const rewritten = TABLE_NAMES.filter((t) => staged.has(t) && !TABLES[t].reference);
    if (this.replace) {
      // TRUNCATE needs every table that refers to a truncated one in the same statement;
      // those not staged are empty (else they would have been staged as 'kept').
      const all = new Set<TableName>(rewritten);
      for (let grew = true; grew;) {
        grew = false;
        for (const fk of FOREIGN_KEYS) {
          if (all.has(fk.parent) && !all.has(fk.table)) {
            all.add(fk.table);
            grew = true;
          }
        }
      }
      await this.session.truncate([...all]);
    }
    for (const t of rewritten) await this.session.deferIndexes(t);
    for (const t of TABLE_NAMES) {
      if (!staged.has(t)) continue;
      if (TABLES[t].reference) await this.session.mergeFromStage(t, this.replace, t === preLeadStatus.name ? 'value' : undefined);
      else await this.session.fillFromStage(t);
    }
    await this.session.buildDeferredIndexes();
    for (const t of TABLE_NAMES) if (staged.has(t) || this.tables.has(t)) await this.session.moveSequence(t);
  }
}
