// `export FILE`: the whole dataset as one JSON document (design §8), streamed.
//
// The layout is fixed so that the same data always gives the same bytes (export → import
// → export is byte-identical):
//
//   {"format":"mentoring-dataset","version":2,"time_zone":"Europe/Prague","tables":{
//   "users":[
//   {"id":1,"username":"admin"},
//   {"id":2,"username":"tereza.kralova"}
//   ],
//   …
//   ]
//   }}
//
// Tables in the order of tables.ts (parents first), one row per line, rows by id, keys in
// column order, compact JSON (non-ASCII as is, as JSON.stringify writes strings),
// date-times in TIME_ZONE with six fractional digits, a newline at the end.
//
// One REPEATABLE READ snapshot, read by keyset pages (id > last, a few thousand rows), each
// page written before the next is read; the writer's backpressure is waited for.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Database } from '../store/connect.js';
import { pgTimestamptzInZone } from '../time/postgres.js';
import { FORMAT, VERSION } from './import.js';
import { DatasetRepository } from '../store/repositories/dataset.js';
import { TABLES, TABLE_NAMES, type TableName } from './tables.js';

export interface ExportProgress {
  rows: number;
  totalRows: number;
  bytes: number;
}

export interface ExportOptions {
  /** The zone date-times are written in (TIME_ZONE); also the file's time_zone. */
  timeZone: string;
  /** Rows per page (default 2000). */
  pageRows?: number;
  progress?: (p: ExportProgress) => void;
}

export interface ExportResult {
  tables: { table: TableName; rows: number }[];
  bytes: number;
}

type Row = Record<string, unknown>;

/**
 * A submission's answers (jsonb, as PostgreSQL's text) in the file's fixed layout: compact,
 * each answer's keys as the file names them, question_id then value (jsonb keeps its keys
 * in an order of its own).
 */
function answersJson(text: string): string {
  const answers = JSON.parse(text) as { question_id: number; value: string }[];
  return `[${answers.map((a) => `{"question_id":${a.question_id},"value":${JSON.stringify(a.value)}}`).join(',')}]`;
}

/** The function that writes one row of `table` as its line of the file. */
export function rowRenderer(table: TableName, timeZone: string): (row: Row) => string {
  const cols = TABLES[table].columns.map((c, i) => ({
    name: c.name,
    prefix: `${i === 0 ? '{' : ','}${JSON.stringify(c.name)}:`,
    kind: c.rule.kind,
  }));
  return (row) => {
    let s = '';
    for (const c of cols) {
      const v = row[c.name];
      s += c.prefix;
      if (v === null || v === undefined) s += 'null';
      else if (c.kind === 'datetime') s += `"${pgTimestamptzInZone(String(v), timeZone, 'fixed')}"`;
      else if (c.kind === 'answers') s += answersJson(String(v));
      else if (typeof v === 'string') s += JSON.stringify(v);
      else s += String(v);
    }
    return `${s}}`;
  };
}

/** Writes strings to a stream, waiting whenever it asks to (backpressure). */
class Sink {
  private error: Error | undefined;
  bytes = 0;

  constructor(private readonly out: Writable) {
    out.on('error', (e) => {
      this.error ??= e;
    });
  }

  async write(s: string): Promise<void> {
    if (this.error) throw this.error;
    this.bytes += Buffer.byteLength(s);
    if (!this.out.write(s)) await once(this.out, 'drain');
  }

  /** Waits until everything written has been handed to the system. */
  async flush(): Promise<void> {
    if (this.error) throw this.error;
    await new Promise<void>((resolve, reject) => this.out.write('', (e) => (e ? reject(e) : resolve())));
  }
}

export async function exportDataset(db: Database, out: Writable, opts: ExportOptions): Promise<ExportResult> {
  const pageRows = opts.pageRows ?? 2000;
  const sink = new Sink(out);
  return new DatasetRepository(db, TABLE_NAMES).exportTransaction(async (session) => {
    const counts = await session.rowCounts();
    const totalRows = TABLE_NAMES.reduce((n, t) => n + counts[t], 0);
    let written = 0;
    const tables: ExportResult['tables'] = [];
    await sink.write(`{"format":${JSON.stringify(FORMAT)},"version":${VERSION},"time_zone":${JSON.stringify(opts.timeZone)},"tables":{\n`);
    for (const [i, table] of TABLE_NAMES.entries()) {
      const render = rowRenderer(table, opts.timeZone);
      let n = 0;
      let after = 0;
      await sink.write(`${i ? ',\n' : ''}${JSON.stringify(table)}:[`);
      for (;;) {
        const page = await session.page(table, after, pageRows);
        let s = '';
        for (const row of page) s += (n++ ? ',\n' : '\n') + render(row);
        if (s) await sink.write(s);
        written += page.length;
        opts.progress?.({ rows: written, totalRows, bytes: sink.bytes });
        if (page.length < pageRows) break;
        after = page[page.length - 1].id as number;
      }
      await sink.write(n ? '\n]' : ']');
      tables.push({ table, rows: n });
    }
    await sink.write('\n}}\n');
    await sink.flush();
    return { tables, bytes: sink.bytes };
  });
}
