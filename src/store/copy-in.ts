// Rows written with COPY … FROM (text format) on either engine: the dataset import's bulk
// path. PGlite reads the data from its virtual /dev/blob file (the `blob` query option);
// a PostgreSQL server from the connection (COPY FROM STDIN, through node-postgres's own
// copy-in messages). COPY parses its text in C where json_populate_recordset had to parse
// a JSON document and build a record from each object, and the text is cheaper to write
// here than JSON.stringify's (docs/performance.md, "The dataset import").
import type { Transaction } from '@electric-sql/pglite';
import type { Tx } from './connect.js';

/** A value of COPY's text format: backslash, newline, carriage return and tab escaped. */
const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeOne = (c: string) => ESCAPED[c];

/** One column value as COPY text: null as \N, booleans as t/f, numbers and strings as they are (escaped). */
function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'string') return SPECIAL.test(v) ? v.replace(SPECIALS, escapeOne) : v;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v);
}

/**
 * Rows of one table in COPY's text format, each line written as UTF-8 into a buffer as it
 * is added. A batch built as one string instead cost ten times as much to encode (V8
 * flattens a string of a megabyte before writing it: 9 ms a batch of 1,000 goals, against
 * under 1 ms for the same text written line by line; docs/performance.md). The buffers go
 * back to `pool` once their rows are written (release()). NUL cannot be written (the
 * import's validation refuses it in every string).
 */
export class CopyRows {
  private buffer: Buffer | undefined;
  private used = 0;
  length = 0;

  /** `columns`: the names the values of add() follow, in order. */
  constructor(
    readonly columns: readonly string[],
    private readonly pool: Buffer[] = [],
  ) {}

  add(values: readonly unknown[]): number {
    let line = copyValue(values[0]);
    for (let i = 1; i < values.length; i++) line += `\t${copyValue(values[i])}`;
    line += '\n';
    // Three bytes at most per UTF-16 unit.
    const room = line.length * 3;
    let buffer = this.buffer;
    if (buffer === undefined || buffer.length - this.used < room) buffer = this.grow(room);
    this.used += buffer.write(line, this.used);
    return ++this.length;
  }

  private grow(room: number): Buffer {
    const old = this.buffer;
    const want = this.used + room;
    let next = old === undefined ? this.pool.pop() : undefined;
    if (next === undefined || next.length < want) next = Buffer.allocUnsafeSlow(Math.max(want * 2, 4 << 20));
    if (old !== undefined) old.copy(next, 0, 0, this.used);
    this.buffer = next;
    return next;
  }

  /** The rows' UTF-8 text, valid until release(). */
  data(): Buffer {
    return this.buffer === undefined ? Buffer.alloc(0) : this.buffer.subarray(0, this.used);
  }

  /** Hands the buffer back to the pool; the batch is empty again. */
  release(): void {
    if (this.buffer !== undefined && this.pool.length < 2) this.pool.push(this.buffer);
    this.buffer = undefined;
    this.used = 0;
    this.length = 0;
  }
}

/**
 * Runs `COPY target (columns) FROM … (FORMAT text)` inside the transaction `tx` with `data`
 * (UTF-8 rows of COPY text) as its input. `target` and `columns` are quoted identifiers.
 * `data` may be reused once this resolves (both drivers copy it before).
 */
export async function copyIn(tx: Tx, kind: 'pglite' | 'postgres', target: string, columns: string, data: Uint8Array): Promise<void> {
  // drizzle keeps the transaction's own client there: its PGlite `Transaction` (wrapped by
  // guardWrites), or the pool's client on a server. The only way to reach COPY's input.
  const { client } = (tx as unknown as { _: { session: { client: unknown } } })._.session;
  const options = `(FORMAT text, ENCODING 'UTF8')`;
  if (kind === 'pglite') {
    // PGlite reads `blob` once, through arrayBuffer(), and only during this query. A real Blob
    // keeps its copy outside V8's heap, unseen by the collector: a million goals' Blobs waiting
    // for a full collection doubled the import's peak memory (367 → 746 MB). An ArrayBuffer of
    // the exact bytes is memory V8 counts, and one copy instead of two.
    const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
    const blob = { arrayBuffer: () => Promise.resolve(bytes) } as unknown as Blob;
    await (client as Pick<Transaction, 'query'>).query(`COPY ${target} (${columns}) FROM '/dev/blob' ${options}`, [], { blob });
    return;
  }
  await new Promise<void>((resolve, reject) => {
    (client as { query(q: CopyFromStdin): unknown }).query(
      new CopyFromStdin(`COPY ${target} (${columns}) FROM STDIN ${options}`, data, resolve, reject),
    );
  });
}

/** The part of node-postgres's connection a copy-in uses. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Uint8Array): void;
  endCopyFrom(): void;
}

/**
 * COPY FROM STDIN as a node-postgres "submittable" (what its client.query accepts besides
 * text: pg-cursor and pg-copy-streams are such objects): the statement goes out as a simple
 * query, the server answers CopyInResponse, the data follows in one CopyData and CopyDone;
 * then CommandComplete (or an ErrorResponse) and ReadyForQuery.
 */
class CopyFromStdin {
  private error: unknown;

  constructor(
    private readonly text: string,
    private readonly data: Uint8Array,
    private readonly resolve: () => void,
    private readonly reject: (e: unknown) => void,
  ) {}

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    if (this.data.length) connection.sendCopyFromChunk(this.data);
    connection.endCopyFrom();
  }

  handleCommandComplete(): void {}

  handleError(e: unknown): void {
    // The client forgets this query on an error: ReadyForQuery will not reach it.
    this.error = e;
    this.reject(e);
  }

  handleReadyForQuery(): void {
    if (this.error === undefined) this.resolve();
  }

  // Never sent in answer to a COPY FROM; present for the client's dispatch.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}
