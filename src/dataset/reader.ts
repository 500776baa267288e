// A streaming reader for the dataset file (design §8): bytes in, one call per header value,
// table and row out, never the whole document in memory.
//
// It is a complete JSON parser (RFC 8259: strings, escapes, numbers, literals, nesting,
// UTF-8) specialised for the file's shape:
//
//   { "format": …, "version": …, "time_zone": …, "tables": { "<table>": [ {row}, … ], … } }
//
// The top level and "tables" are walked token by token; a row (or any other value) is
// parsed as a unit once all of its bytes have arrived. A value larger than
// `maxValueBytes` stops the reading (it would have to be held whole). Rows are flat
// objects; a nested object or array inside one is checked for syntax and handed on as
// the marker OBJECT or ARRAY (the importer reports it as a wrong type).
//
// Errors in the JSON itself are thrown as JsonSyntaxError with the line and column
// (characters, 1-based) where the reading stopped.
import { isUtf8 } from 'node:buffer';

/** A JSON number with a fraction or an exponent (integers arrive as plain numbers). */
export class NonInteger {
  constructor(readonly raw: string) {}
}
export const OBJECT: unique symbol = Symbol('object');
export const ARRAY: unique symbol = Symbol('array');

export type JsonValue = string | number | boolean | null | NonInteger | typeof OBJECT | typeof ARRAY;

export interface DatasetHandler {
  /** A top-level member other than "tables". */
  header(key: string, value: JsonValue): void;
  /** "tables" holds an object: table members follow. */
  tablesStart(): void;
  /** "tables" holds something else. */
  tablesNotObject(value: JsonValue): void;
  tablesEnd(): void;
  tableStart(name: string): void;
  tableNotArray(name: string, value: JsonValue): void;
  /**
   * A row object; the arrays are reused for the next row. `bytes` is its size in the file.
   * `nested`: the JSON text of each value that is an object or an array (by its place in
   * `values`), for a column that holds one (a submission's answers).
   */
  row(keys: string[], values: JsonValue[], bytes: number, nested: readonly (string | undefined)[]): void;
  rowNotObject(value: JsonValue): void;
  tableEnd(name: string): void;
  /** The closing brace of the document. */
  documentEnd(): void;
}

export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
    this.name = 'JsonSyntaxError';
  }
}

/** Thrown inside a step when its bytes have not all arrived yet. */
const MORE = Symbol('more');

class Fault {
  constructor(
    readonly at: number,
    readonly reason: string,
  ) {}
}

// States of the walk through the top level and "tables".
const BEGIN = 0;
const TOP_FIRST = 1;
const TOP_KEY = 2;
const TOP_COLON = 3;
const TOP_VALUE = 4;
const TOP_AFTER = 5;
const TAIL = 6;
const TABLES_FIRST = 7;
const TABLES_KEY = 8;
const TABLES_COLON = 9;
const TABLES_VALUE = 10;
const ROW_FIRST = 11;
const ROW = 12;
const ROW_AFTER = 13;
const TABLES_AFTER = 14;
const DONE = 15;

// Inside a nested value being checked and skipped.
const N_FIRST_KEY = 0;
const N_KEY = 1;
const N_COLON = 2;
const N_FIRST_VALUE = 3;
const N_VALUE = 4;
const N_AFTER = 5;

const EMPTY = Buffer.alloc(0);

export interface ReaderOptions {
  /** The largest single row or value held whole (default 64 MiB). */
  maxValueBytes?: number;
}

export class DatasetReader {
  private buf: Buffer = EMPTY;
  private pos = 0;
  private end = 0;
  /** Absolute offset in the file of buf[0]. */
  private base = 0;
  /** Line (1-based) and characters into that line at buf[0]. */
  private line = 1;
  private colAtBase = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Bytes the buffer must hold before an incomplete step is tried again. */
  private want = 0;
  private final = false;
  private state = BEGIN;
  private key = '';
  private table = '';
  private readonly keys: string[] = [];
  private readonly values: JsonValue[] = [];
  private readonly nestedTexts: (string | undefined)[] = [];
  private readonly maxValueBytes: number;
  /** Bytes received so far. */
  bytesRead = 0;

  constructor(
    private readonly handler: DatasetHandler,
    opts: ReaderOptions = {},
  ) {
    this.maxValueBytes = opts.maxValueBytes ?? 64 * 1024 * 1024;
  }

  push(chunk: Buffer): void {
    if (this.final) throw new Error('DatasetReader: push after end');
    if (chunk.length === 0) return;
    this.bytesRead += chunk.length;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.end - this.pos + this.pendingBytes < this.want) return;
    this.refill();
    this.run();
  }

  /** No more bytes: finishes the walk (throws JsonSyntaxError if the document is incomplete). */
  finish(): void {
    this.final = true;
    this.refill();
    this.run();
  }

  private refill(): void {
    if (this.pendingBytes === 0) return;
    this.discard(this.pos);
    const rest = this.buf.subarray(this.pos, this.end);
    this.buf = rest.length === 0 && this.pending.length === 1 ? this.pending[0] : Buffer.concat([rest, ...this.pending]);
    this.pending = [];
    this.pendingBytes = 0;
    this.pos = 0;
    this.end = this.buf.length;
  }

  /** Forgets buf[0..n), keeping the line and column count of what it held. */
  private discard(n: number): void {
    if (n === 0) return;
    const buf = this.buf;
    let last = -1;
    let j = buf.indexOf(0x0a, 0);
    while (j !== -1 && j < n) {
      this.line++;
      last = j;
      j = buf.indexOf(0x0a, j + 1);
    }
    this.colAtBase = last === -1 ? this.colAtBase + chars(buf, 0, n) : chars(buf, last + 1, n);
    this.base += n;
  }

  private syntaxError(at: number, reason: string): JsonSyntaxError {
    const k = Math.max(0, Math.min(at - this.base, this.end));
    let line = this.line;
    let last = -1;
    let j = this.buf.indexOf(0x0a, 0);
    while (j !== -1 && j < k) {
      line++;
      last = j;
      j = this.buf.indexOf(0x0a, j + 1);
    }
    const column = (last === -1 ? this.colAtBase + chars(this.buf, 0, k) : chars(this.buf, last + 1, k)) + 1;
    return new JsonSyntaxError(line, column, reason);
  }

  private run(): void {
    for (;;) {
      const start = this.pos;
      try {
        if (!this.step()) return;
      } catch (e) {
        if (e === MORE) {
          this.pos = start;
          if (this.final) {
            throw this.syntaxError(this.base + this.end, this.base + this.end === 0 ? 'the file is empty' : 'unexpected end of the file');
          }
          if (this.end - start > this.maxValueBytes) {
            let at = start;
            while (at < this.end && (this.buf[at] === 0x20 || this.buf[at] === 0x0a || this.buf[at] === 0x0d || this.buf[at] === 0x09))
              at++;
            throw this.syntaxError(this.base + at, `a single value is larger than ${this.maxValueBytes} bytes; stopped reading`);
          }
          this.want = (this.end - start) * 2;
          return;
        }
        if (e instanceof Fault) throw this.syntaxError(e.at, e.reason);
        throw e;
      }
      this.want = 0;
    }
  }

  private fault(i: number, reason: string): Fault {
    return new Fault(this.base + i, reason);
  }

  /** Skips whitespace; the next byte (throws MORE at the end of the buffer). */
  private ws(): number {
    const buf = this.buf;
    const end = this.end;
    let i = this.pos;
    while (i < end) {
      const c = buf[i];
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else {
        this.pos = i;
        return c;
      }
    }
    this.pos = i;
    throw MORE;
  }

  private expect(c: number, what: string): void {
    if (this.ws() !== c) throw this.fault(this.pos, what);
    this.pos++;
  }

  /** One step of the walk; false when the walk waits for more bytes or has finished. */
  private step(): boolean {
    switch (this.state) {
      case ROW_FIRST:
      case ROW:
      case ROW_AFTER:
        return this.rowStep();
      case TABLES_FIRST:
      case TABLES_KEY:
      case TABLES_COLON:
      case TABLES_VALUE:
      case TABLES_AFTER:
        return this.tablesStep();
      case DONE:
        return false;
      default:
        return this.documentStep();
    }
  }

  /** A step at the document's top level: its '{', the header's keys and values, and what follows '}'. */
  private documentStep(): boolean {
    switch (this.state) {
      case BEGIN: {
        if (this.base === 0 && this.pos === 0 && this.end > 0 && this.buf[0] === 0xef) {
          // A UTF-8 byte order mark is tolerated.
          if (this.end < 3) throw MORE;
          if (this.buf[1] === 0xbb && this.buf[2] === 0xbf) this.pos = 3;
        }
        this.expect(0x7b, "a dataset file is a JSON object: expected '{'");
        this.state = TOP_FIRST;
        return true;
      }
      case TOP_FIRST:
      case TOP_KEY: {
        const c = this.ws();
        if (c === 0x7d && this.state === TOP_FIRST) {
          this.pos++;
          this.handler.documentEnd();
          this.state = TAIL;
          return true;
        }
        if (c !== 0x22) throw this.fault(this.pos, 'expected a string key');
        this.key = this.string();
        this.state = TOP_COLON;
        return true;
      }
      case TOP_COLON:
        this.expect(0x3a, "expected ':' after a key");
        this.state = TOP_VALUE;
        return true;
      case TOP_VALUE: {
        const c = this.ws();
        if (this.key === 'tables') {
          if (c === 0x7b) {
            this.pos++;
            this.handler.tablesStart();
            this.state = TABLES_FIRST;
            return true;
          }
          this.handler.tablesNotObject(this.value());
        } else {
          this.handler.header(this.key, this.value());
        }
        this.state = TOP_AFTER;
        return true;
      }
      case TOP_AFTER: {
        const c = this.ws();
        this.pos++;
        if (c === 0x2c) this.state = TOP_KEY;
        else if (c === 0x7d) {
          this.handler.documentEnd();
          this.state = TAIL;
        } else throw this.fault(this.pos - 1, "expected ',' or '}' after a value");
        return true;
      }
      case TAIL: {
        const buf = this.buf;
        let i = this.pos;
        while (i < this.end && (buf[i] === 0x20 || buf[i] === 0x0a || buf[i] === 0x0d || buf[i] === 0x09)) i++;
        this.pos = i;
        if (i < this.end) throw this.fault(i, 'unexpected data after the end of the document');
        if (this.final) this.state = DONE;
        return false;
      }
      default:
        return false;
    }
  }

  /** A step in "tables": a table's name, its rows' array (or another value), ',' or '}'. */
  private tablesStep(): boolean {
    switch (this.state) {
      case TABLES_FIRST:
      case TABLES_KEY: {
        const c = this.ws();
        if (c === 0x7d && this.state === TABLES_FIRST) {
          this.pos++;
          this.handler.tablesEnd();
          this.state = TOP_AFTER;
          return true;
        }
        if (c !== 0x22) throw this.fault(this.pos, 'expected a table name');
        this.table = this.string();
        this.state = TABLES_COLON;
        return true;
      }
      case TABLES_COLON:
        this.expect(0x3a, "expected ':' after a table name");
        this.state = TABLES_VALUE;
        return true;
      case TABLES_VALUE: {
        if (this.ws() === 0x5b) {
          this.pos++;
          this.handler.tableStart(this.table);
          this.state = ROW_FIRST;
          return true;
        }
        this.handler.tableNotArray(this.table, this.value());
        this.state = TABLES_AFTER;
        return true;
      }
      case TABLES_AFTER: {
        const c = this.ws();
        this.pos++;
        if (c === 0x2c) this.state = TABLES_KEY;
        else if (c === 0x7d) {
          this.handler.tablesEnd();
          this.state = TOP_AFTER;
        } else throw this.fault(this.pos - 1, "expected ',' or '}' after a table");
        return true;
      }
      default:
        return false;
    }
  }

  /** A step in a table's array: a row (or another value), ',' or ']'. */
  private rowStep(): boolean {
    switch (this.state) {
      case ROW_FIRST:
      case ROW: {
        const c = this.ws();
        if (c === 0x5d && this.state === ROW_FIRST) {
          this.pos++;
          this.handler.tableEnd(this.table);
          this.state = TABLES_AFTER;
          return true;
        }
        if (c === 0x7b) {
          const start = this.pos;
          this.row();
          this.handler.row(this.keys, this.values, this.pos - start, this.nestedTexts);
        } else {
          this.handler.rowNotObject(this.value());
        }
        this.state = ROW_AFTER;
        return true;
      }
      case ROW_AFTER: {
        const c = this.ws();
        this.pos++;
        if (c === 0x2c) this.state = ROW;
        else if (c === 0x5d) {
          this.handler.tableEnd(this.table);
          this.state = TABLES_AFTER;
        } else throw this.fault(this.pos - 1, "expected ',' or ']' after a row");
        return true;
      }
      default:
        return false;
    }
  }

  /** A flat object at '{' into this.keys / this.values. */
  private row(): void {
    const keys = this.keys;
    const values = this.values;
    const nested = this.nestedTexts;
    keys.length = 0;
    values.length = 0;
    nested.length = 0;
    this.pos++;
    let c = this.ws();
    if (c === 0x7d) {
      this.pos++;
      return;
    }
    for (;;) {
      if (c !== 0x22) throw this.fault(this.pos, 'expected a string key');
      keys.push(this.string());
      this.expect(0x3a, "expected ':' after a key");
      this.ws();
      const at = this.pos;
      const v = this.value();
      // A nested value's text is kept (its syntax checked already): rows are held whole anyway.
      if (v === OBJECT || v === ARRAY) nested[values.length] = this.buf.toString('utf8', at, this.pos);
      values.push(v);
      c = this.ws();
      this.pos++;
      if (c === 0x2c) {
        c = this.ws();
        continue;
      }
      if (c === 0x7d) return;
      throw this.fault(this.pos - 1, "expected ',' or '}' in an object");
    }
  }

  /** Any JSON value at this.pos (whitespace already skipped). */
  private value(): JsonValue {
    const c = this.pos < this.end ? this.buf[this.pos] : this.more();
    if (c === 0x22) return this.string();
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.number();
    if (c === 0x74) return this.literal('true', true);
    if (c === 0x66) return this.literal('false', false);
    if (c === 0x6e) return this.literal('null', null);
    if (c === 0x7b || c === 0x5b) return this.nested();
    throw this.fault(this.pos, 'expected a value');
  }

  private more(): never {
    throw MORE;
  }

  private literal<T extends boolean | null>(word: string, v: T): T {
    const i = this.pos;
    for (let k = 0; k < word.length; k++) {
      if (i + k >= this.end) throw MORE;
      if (this.buf[i + k] !== word.charCodeAt(k)) throw this.fault(i, 'expected a value');
    }
    this.pos = i + word.length;
    return v;
  }

  private number(): number | NonInteger {
    const buf = this.buf;
    const end = this.end;
    const s = this.pos;
    let i = s;
    if (buf[i] === 0x2d) i++;
    if (i >= end) throw MORE;
    if (buf[i] === 0x30) i++;
    else if (buf[i] >= 0x31 && buf[i] <= 0x39) {
      while (i < end && buf[i] >= 0x30 && buf[i] <= 0x39) i++;
    } else throw this.fault(i, 'invalid number');
    let integer = true;
    if (i < end && buf[i] === 0x2e) {
      integer = false;
      i++;
      if (i >= end) throw MORE;
      if (!(buf[i] >= 0x30 && buf[i] <= 0x39)) throw this.fault(i, 'invalid number: expected a digit after the point');
      while (i < end && buf[i] >= 0x30 && buf[i] <= 0x39) i++;
    }
    if (i < end && (buf[i] === 0x65 || buf[i] === 0x45)) {
      integer = false;
      i++;
      if (i < end && (buf[i] === 0x2b || buf[i] === 0x2d)) i++;
      if (i >= end) throw MORE;
      if (!(buf[i] >= 0x30 && buf[i] <= 0x39)) throw this.fault(i, 'invalid number: expected a digit in the exponent');
      while (i < end && buf[i] >= 0x30 && buf[i] <= 0x39) i++;
    }
    // A number is never the last byte of a document: the byte after it must be here.
    if (i >= end) throw MORE;
    this.pos = i;
    const raw = buf.toString('latin1', s, i);
    return integer ? Number(raw) : new NonInteger(raw);
  }

  /** A string at '"'. */
  private string(): string {
    const buf = this.buf;
    const end = this.end;
    const s = this.pos + 1;
    let i = s;
    let high = false;
    for (;;) {
      if (i >= end) throw MORE;
      const c = buf[i];
      if (c === 0x22) break;
      if (c === 0x5c) return this.escapedString(s, i);
      if (c < 0x20) throw this.fault(i, 'a control character in a string must be escaped');
      if (c >= 0x80) high = true;
      i++;
    }
    this.pos = i + 1;
    if (!high) return buf.toString('latin1', s, i);
    return this.utf8(s, i);
  }

  private utf8(s: number, e: number): string {
    const sub = this.buf.subarray(s, e);
    if (!isUtf8(sub)) throw this.fault(s + firstBadUtf8(sub), 'invalid UTF-8');
    return sub.toString('utf8');
  }

  private escapedString(s: number, first: number): string {
    const buf = this.buf;
    const end = this.end;
    let out = '';
    let seg = s;
    let i = first;
    for (;;) {
      if (i >= end) throw MORE;
      const c = buf[i];
      if (c === 0x22) {
        if (i > seg) out += this.utf8(seg, i);
        this.pos = i + 1;
        return out;
      }
      if (c === 0x5c) {
        if (i > seg) out += this.utf8(seg, i);
        if (i + 1 >= end) throw MORE;
        const e = buf[i + 1];
        let n = 2;
        switch (e) {
          case 0x22:
            out += '"';
            break;
          case 0x5c:
            out += '\\';
            break;
          case 0x2f:
            out += '/';
            break;
          case 0x62:
            out += '\b';
            break;
          case 0x66:
            out += '\f';
            break;
          case 0x6e:
            out += '\n';
            break;
          case 0x72:
            out += '\r';
            break;
          case 0x74:
            out += '\t';
            break;
          case 0x75: {
            if (i + 6 > end) throw MORE;
            let code = 0;
            for (let k = i + 2; k < i + 6; k++) {
              const h = hex(buf[k]);
              if (h < 0) throw this.fault(k, 'invalid \\u escape: expected four hex digits');
              code = code * 16 + h;
            }
            out += String.fromCharCode(code);
            n = 6;
            break;
          }
          default:
            throw this.fault(i, 'invalid escape in a string');
        }
        i += n;
        seg = i;
        continue;
      }
      if (c < 0x20) throw this.fault(i, 'a control character in a string must be escaped');
      i++;
    }
  }

  /** Checks the syntax of a nested object or array (iteratively) and skips it. */
  private nested(): typeof OBJECT | typeof ARRAY {
    const kind = this.buf[this.pos] === 0x7b ? OBJECT : ARRAY;
    const stack: number[] = [this.buf[this.pos]];
    let state = kind === OBJECT ? N_FIRST_KEY : N_FIRST_VALUE;
    this.pos++;
    for (;;) {
      const c = this.ws();
      switch (state) {
        case N_FIRST_KEY:
        case N_KEY:
          if (c === 0x7d && state === N_FIRST_KEY) {
            this.pos++;
            stack.pop();
            state = N_AFTER;
            break;
          }
          if (c !== 0x22) throw this.fault(this.pos, 'expected a string key');
          this.string();
          state = N_COLON;
          break;
        case N_COLON:
          if (c !== 0x3a) throw this.fault(this.pos, "expected ':' after a key");
          this.pos++;
          state = N_VALUE;
          break;
        case N_FIRST_VALUE:
        case N_VALUE:
          if (c === 0x5d && state === N_FIRST_VALUE) {
            this.pos++;
            stack.pop();
            state = N_AFTER;
          } else if (c === 0x7b || c === 0x5b) {
            stack.push(c);
            this.pos++;
            state = c === 0x7b ? N_FIRST_KEY : N_FIRST_VALUE;
          } else {
            this.value();
            state = N_AFTER;
          }
          break;
        default: {
          if (stack.length === 0) return kind;
          const top = stack[stack.length - 1];
          this.pos++;
          if (c === 0x2c) state = top === 0x7b ? N_KEY : N_VALUE;
          else if (c === (top === 0x7b ? 0x7d : 0x5d)) stack.pop();
          else throw this.fault(this.pos - 1, top === 0x7b ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array");
        }
      }
      if (state === N_AFTER && stack.length === 0) return kind;
    }
  }
}

function hex(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/** Characters (UTF-8 lead bytes) in buf[s..e). */
function chars(buf: Buffer, s: number, e: number): number {
  let n = 0;
  for (let i = s; i < e; i++) if ((buf[i] & 0xc0) !== 0x80) n++;
  return n;
}

/** Offset of the first byte where `b` stops being valid UTF-8 (for the error position). */
function firstBadUtf8(b: Buffer): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    let n: number;
    let min: number;
    if (c < 0x80) {
      i++;
      continue;
    } else if (c >= 0xc2 && c <= 0xdf) [n, min] = [1, 0x80];
    else if (c >= 0xe0 && c <= 0xef) [n, min] = [2, 0x800];
    else if (c >= 0xf0 && c <= 0xf4) [n, min] = [3, 0x10000];
    else return i;
    let cp = c & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      if (i + k >= b.length || (b[i + k] & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (b[i + k] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += n + 1;
  }
  return b.length;
}
