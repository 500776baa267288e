// Named prepared statements on PGlite, spoken in PostgreSQL's wire protocol.
//
// PGlite's query() sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
// WebAssembly, parses every statement anew and decodes each reply message into objects;
// for a 30-row page that JavaScript work cost more than PostgreSQL's own. Here a statement
// is parsed once per database, and each execution is one call (Bind, Execute, Sync) whose
// raw reply is read for its rows only, each straight into the row its statement declares
// (prepared-statement.ts): no array of texts in between, no string made of a number
// (docs/performance.md).
//
// It relies on PGlite's internals (_runExclusiveQuery, _runExclusiveTransaction, the raw
// reply of execProtocolRawStream), which is why package.json pins PGlite to one exact
// version: what to check before changing it is in docs/decisions.md (Dependencies), and
// test/store/prepared-statements.test.ts pins what this file needs from them. Nothing else
// in the service touches those internals.
import { protocol, type PGlite } from '@electric-sql/pglite';
import {
  checkColumns,
  INT,
  TEXT,
  unexpectedNull,
  type NamedStatement,
  type PreparedStatement,
  type ResultColumns,
  type TextRow,
} from './prepared-statement.js';

/** An ErrorResponse from the embedded database, with its SQLSTATE as `code` (db/errors.ts). */
export class PgliteStatementError extends Error {
  override readonly name = 'PgliteStatementError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

// SQLSTATE invalid_sql_statement_name: the statement is gone (DEALLOCATE ALL, DISCARD ALL).
const UNKNOWN_STATEMENT = '26000';
const SYNC = protocol.serialize.sync();

export interface PreparedExecutorHooks {
  /** Throws if the database takes no more statements (connect.ts's write guard). */
  before(): void;
  /** A NotificationResponse met in a reply (a SELECT normally has none). */
  notify(channel: string, payload: string): void;
}

export class PglitePreparedStatements {
  private readonly prepared = new Set<string>();

  constructor(
    private readonly client: PGlite,
    private readonly hooks: PreparedExecutorHooks,
  ) {}

  /**
   * Runs a read-only statement and returns its rows: as declared, or as text if it declares
   * no columns. Waits, like query(), for a transaction in progress to end, so it never reads
   * inside another request's transaction.
   */
  async rows<R>(statement: PreparedStatement<R>, params: readonly (string | number)[]): Promise<R[]>;
  async rows(statement: NamedStatement, params: readonly (string | number)[]): Promise<TextRow[]>;
  async rows(statement: Statement, params: readonly (string | number)[]): Promise<unknown[]> {
    this.hooks.before();
    return this.client._runExclusiveTransaction(() =>
      this.client._runExclusiveQuery(async () => {
        try {
          return await this.execute(statement, params);
        } catch (e) {
          if ((e as { code?: unknown }).code !== UNKNOWN_STATEMENT) throw e;
          this.prepared.delete(statement.name);
          return this.execute(statement, params);
        }
      }),
    );
  }

  private async execute(statement: Statement, params: readonly (string | number)[]): Promise<unknown[]> {
    if (!this.prepared.has(statement.name)) await this.prepare(statement);
    return this.exchange(bindExecuteSync(statement.name, params), statement);
  }

  /**
   * Parses the statement, on its own so that one that does not parse leaves nothing behind,
   * and checks that its result has the declared columns: one that has others is closed again.
   */
  private async prepare(statement: Statement): Promise<void> {
    const parse = protocol.serialize.parse({ name: statement.name, text: statement.text });
    if (!statement.columns) {
      await this.exchange(Buffer.concat([parse, SYNC]));
    } else {
      const described: string[] = [];
      await this.exchange(
        Buffer.concat([parse, protocol.serialize.describe({ type: 'S', name: statement.name }), SYNC]),
        undefined,
        described,
      );
      try {
        checkColumns(statement, statement.columns, described);
      } catch (e) {
        await this.exchange(Buffer.concat([protocol.serialize.close({ type: 'S', name: statement.name }), SYNC]));
        throw e;
      }
    }
    this.prepared.add(statement.name);
  }

  /** Sends messages and reads the reply (copied out of the WebAssembly heap as it comes). */
  private async exchange(message: Uint8Array, statement?: Statement, described?: string[]): Promise<unknown[]> {
    const chunks: Buffer[] = [];
    await this.client.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) });
    return this.read(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks), statement, described);
  }

  /**
   * The DataRows, as the statement declares them or as text; the column names of a
   * RowDescription pushed onto `described`. Once the reply has been read, the first
   * ErrorResponse is thrown, else a NULL met in a column not declared nullable.
   */
  private read(buf: Buffer, statement: Statement | undefined, described?: string[]): unknown[] {
    const rows: unknown[] = [];
    const columns = statement?.columns;
    let error: PgliteStatementError | undefined;
    let undeclaredNull: Error | undefined;
    for (let at = 0; at + 5 <= buf.length;) {
      const type = buf[at];
      const end = at + 1 + buf.readInt32BE(at + 1);
      const p = at + 5;
      if (type === 0x44 /* D: DataRow */) {
        if (!columns) rows.push(textRow(buf, p));
        else if (!undeclaredNull) {
          try {
            rows.push(declaredRow(buf, p, statement!, columns));
          } catch (e) {
            undeclaredNull = e as Error;
          }
        }
      } else if (type === 0x54 /* T: RowDescription */ && described) {
        // Per field: its name, then table, column number, type, size, modifier, format.
        for (let i = 0, f = p + 2, n = buf.readInt16BE(p); i < n; i++) {
          const zero = buf.indexOf(0, f);
          described.push(buf.toString('utf8', f, zero));
          f = zero + 1 + 18;
        }
      } else if (type === 0x45 /* E: ErrorResponse */ && !error) {
        const fields = new Map<string, string>();
        for (let f = p; f < end && buf[f] !== 0;) {
          const zero = buf.indexOf(0, f + 1);
          fields.set(String.fromCharCode(buf[f]), buf.toString('utf8', f + 1, zero));
          f = zero + 1;
        }
        error = new PgliteStatementError(fields.get('M') ?? 'statement failed', fields.get('C') ?? '');
      } else if (type === 0x41 /* A: NotificationResponse */) {
        const channelEnd = buf.indexOf(0, p + 4);
        const payloadEnd = buf.indexOf(0, channelEnd + 1);
        this.hooks.notify(buf.toString('utf8', p + 4, channelEnd), buf.toString('utf8', channelEnd + 1, payloadEnd));
      }
      at = end;
    }
    if (error) throw error;
    if (undeclaredNull) throw undeclaredNull;
    return rows;
  }
}

type Statement = NamedStatement & { readonly columns?: ResultColumns };

/** A DataRow's columns as text, NULL as null (at `p`: its column count). */
function textRow(buf: Buffer, p: number): TextRow {
  const n = buf.readInt16BE(p);
  p += 2;
  const row: TextRow = new Array(n);
  for (let i = 0; i < n; i++) {
    const len = buf.readInt32BE(p);
    p += 4;
    if (len < 0) row[i] = null;
    else {
      row[i] = buf.toString('utf8', p, p + len);
      p += len;
    }
  }
  return row;
}

/**
 * A DataRow read into the statement's declared columns (their names and number checked when
 * it was prepared); throws at a NULL in a column not declared nullable.
 */
function declaredRow(buf: Buffer, p: number, statement: NamedStatement, columns: ResultColumns): Record<string, unknown> {
  const { keys, types, nullable } = columns;
  const row: Record<string, unknown> = {};
  p += 2;
  for (let i = 0; i < keys.length; i++) {
    const len = buf.readInt32BE(p);
    p += 4;
    if (len < 0) {
      if (!nullable[i]) throw unexpectedNull(statement, columns, i);
      row[keys[i]] = null;
    } else {
      const type = types[i];
      row[keys[i]] = type === TEXT ? buf.toString('utf8', p, p + len) : type === INT ? intAt(buf, p, p + len) : buf[p] === 0x74; /* t */
      p += len;
    }
  }
  return row;
}

/**
 * An integer's text read as a number without making a string of it; one of more than 15
 * characters (beyond 2^53 from 16 digits on) through Number(), as a server's row is read.
 */
function intAt(buf: Buffer, from: number, to: number): number {
  if (to - from > 15) return Number(buf.toString('latin1', from, to));
  const negative = buf[from] === 0x2d; /* - */
  let n = 0;
  for (let i = negative ? from + 1 : from; i < to; i++) n = n * 10 + (buf[i] - 0x30);
  return negative ? -n : n;
}

/**
 * Bind (unnamed portal, text parameters, text results), Execute (all rows) and Sync as one
 * buffer: what protocol.serialize builds in three, written straight (it is on every read).
 */
function bindExecuteSync(statement: string, params: readonly (string | number)[]): Buffer {
  const values = params.map((p) => Buffer.from(String(p)));
  const name = Buffer.from(statement);
  const bindLength = 4 + 1 + name.length + 1 + 2 + 2 + values.reduce((n, v) => n + 4 + v.length, 0) + 2;
  const out = Buffer.allocUnsafe(1 + bindLength + 10 + 5);
  let at = out.writeUInt8(0x42 /* B */, 0);
  at = out.writeInt32BE(bindLength, at);
  at = out.writeUInt8(0, at); // the unnamed portal
  at += name.copy(out, at);
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(0, at); // every parameter in text
  at = out.writeInt16BE(values.length, at);
  for (const v of values) {
    at = out.writeInt32BE(v.length, at);
    at += v.copy(out, at);
  }
  at = out.writeInt16BE(0, at); // every result column in text
  at = out.writeUInt8(0x45 /* E */, at);
  at = out.writeInt32BE(9, at);
  at = out.writeUInt8(0, at); // the unnamed portal
  at = out.writeInt32BE(0, at); // no row limit
  at = out.writeUInt8(0x53 /* S */, at);
  out.writeInt32BE(4, at);
  return out;
}
