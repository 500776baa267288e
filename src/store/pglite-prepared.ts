// Named prepared statements on PGlite, spoken in PostgreSQL's wire protocol.
//
// PGlite's query() sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
// WebAssembly, parses every statement anew and decodes each reply message into objects;
// for a 30-row page that JavaScript work cost more than PostgreSQL's own. Here a statement
// is parsed once per database, and each execution is one call (Bind, Execute, Sync) whose
// raw reply is read for its rows only (docs/performance.md).
//
// It relies on PGlite's internals (_runExclusiveQuery, _runExclusiveTransaction, the raw
// reply of execProtocolRawStream), which is why package.json pins PGlite to one exact
// version: what to check before changing it is in docs/decisions.md (Dependencies), and
// test/store/prepared-statements.test.ts pins what this file needs from them. Nothing else
// in the service touches those internals.
import { protocol, type PGlite } from '@electric-sql/pglite';

export interface PreparedStatement {
  /** Unique per statement text: the name the database keeps the parsed statement under. */
  readonly name: string;
  readonly text: string;
}

export type TextRow = (string | null)[];

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
   * Runs a read-only statement and returns its rows as text. Waits, like query(), for a
   * transaction in progress to end, so it never reads inside another request's transaction.
   */
  async rows(statement: PreparedStatement, params: readonly (string | number)[]): Promise<TextRow[]> {
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

  private async execute(statement: PreparedStatement, params: readonly (string | number)[]): Promise<TextRow[]> {
    if (!this.prepared.has(statement.name)) {
      // On its own, so that a statement that does not parse leaves nothing behind.
      await this.exchange(Buffer.concat([protocol.serialize.parse({ name: statement.name, text: statement.text }), SYNC]));
      this.prepared.add(statement.name);
    }
    return this.exchange(bindExecuteSync(statement.name, params));
  }

  /** Sends messages and reads the reply (copied out of the WebAssembly heap as it comes). */
  private async exchange(message: Uint8Array): Promise<TextRow[]> {
    const chunks: Buffer[] = [];
    await this.client.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) });
    return this.read(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  /** DataRows as text; the first ErrorResponse thrown once the reply has been read. */
  private read(buf: Buffer): TextRow[] {
    const rows: TextRow[] = [];
    let error: PgliteStatementError | undefined;
    for (let at = 0; at + 5 <= buf.length; ) {
      const type = buf[at];
      const end = at + 1 + buf.readInt32BE(at + 1);
      let p = at + 5;
      if (type === 0x44 /* D: DataRow */) {
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
        rows.push(row);
      } else if (type === 0x45 /* E: ErrorResponse */ && !error) {
        const fields = new Map<string, string>();
        while (p < end && buf[p] !== 0) {
          const zero = buf.indexOf(0, p + 1);
          fields.set(String.fromCharCode(buf[p]), buf.toString('utf8', p + 1, zero));
          p = zero + 1;
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
    return rows;
  }
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
