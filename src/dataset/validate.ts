// Checks one row of a table against its columns (tables.ts) and turns it into the values
// the import sends PostgreSQL. Every fault is reported by table, id and field.
import { ARRAY, NonInteger, OBJECT, type JsonValue } from './reader.js';
import { INT32_MAX } from '../store/schema.js';
import type { Column, ColumnRule, TableSpec } from './tables.js';
import { microsToUtcIso } from '../time/iso.js';
import { DATETIME_SHAPE, checkDate, parseDateTime } from './datetime.js';
import { isAcceptedUrl } from '../django/url-validator.js';

/** Problem lines, the first `max` kept, all counted. */
export class Problems {
  readonly lines: string[] = [];
  total = 0;

  constructor(readonly max = 50) {}

  /** `always`: listed even past the limit (the error that stopped the reading). */
  add(line: string, always = false): void {
    this.total++;
    if (always || this.lines.length < this.max) this.lines.push(line);
  }

  /** Problems counted but not listed (a check that found more than there is room for). */
  addUnlisted(n: number): void {
    this.total += n;
  }

  /** How many more lines may still be kept (for checks that can count without listing). */
  get room(): number {
    return this.max - this.lines.length;
  }
}

/** A short rendering of a file value for messages. */
export function describe(v: JsonValue): string {
  if (v === OBJECT) return 'an object';
  if (v === ARRAY) return 'an array';
  if (v instanceof NonInteger) return v.raw;
  if (typeof v === 'string') {
    const s = v.length > 40 ? `${v.slice(0, 40)}…` : v;
    return JSON.stringify(s);
  }
  return String(v);
}

const INVALID = Symbol('invalid');
type Checked = unknown | typeof INVALID;

export interface CheckedRow {
  /** The row's id when it is a positive int4 (even if out of order), else undefined. */
  id: number | undefined;
  /** Values ready for the database, in column order; null where a value was invalid. */
  values: unknown[];
  /** No problem in this row. */
  ok: boolean;
}

export class RowValidator {
  private readonly index = new Map<string, number>();
  private readonly seen: boolean[];
  private readonly raw: JsonValue[];
  private lastId = 0;
  private where = '';
  private ok = true;
  private nested: readonly (string | undefined)[] = [];

  constructor(
    private readonly spec: TableSpec,
    private readonly problems: Problems,
  ) {
    spec.columns.forEach((c, i) => this.index.set(c.name, i));
    this.seen = spec.columns.map(() => false);
    this.raw = spec.columns.map(() => null);
  }

  private report(field: string | undefined, message: string): void {
    this.ok = false;
    this.problems.add(`${this.where}${field === undefined ? '' : ` ${field}`}: ${message}`);
  }

  /**
   * `rowNumber` is 1-based, for rows without a usable id; `nested` the JSON text of each
   * value that is an object or an array, by its place in `values` (the reader's).
   */
  check(keys: string[], values: JsonValue[], rowNumber: number, nested: readonly (string | undefined)[] = []): CheckedRow {
    const { spec, seen, raw } = this;
    seen.fill(false);
    const unknown: string[] = [];
    const twice: string[] = [];
    const texts: (string | undefined)[] = [];
    for (let k = 0; k < keys.length; k++) {
      const i = this.index.get(keys[k]);
      if (i === undefined) unknown.push(keys[k]);
      else if (seen[i]) twice.push(keys[k]);
      else {
        seen[i] = true;
        raw[i] = values[k];
        texts[i] = nested[k];
      }
    }
    this.nested = texts;
    const idValue = seen[0] ? raw[0] : undefined;
    const id = typeof idValue === 'number' && Number.isInteger(idValue) && idValue >= 1 && idValue <= INT32_MAX ? idValue : undefined;
    this.where = id === undefined ? `${spec.name} row ${rowNumber}` : `${spec.name} id ${id}`;
    this.ok = true;
    for (const k of unknown) this.report(JSON.stringify(k).slice(1, -1), 'unknown field');
    for (const k of twice) this.report(k, 'appears twice in the row');
    const out: unknown[] = new Array(spec.columns.length);
    for (let i = 0; i < spec.columns.length; i++) {
      const column = spec.columns[i];
      if (!seen[i]) {
        this.report(column.name, 'missing');
        out[i] = null;
        continue;
      }
      const v = this.value(column, raw[i], this.nested[i]);
      out[i] = v === INVALID ? null : v;
    }
    if (id !== undefined) {
      if (id <= this.lastId) {
        this.report('id', `must be greater than the previous row's id ${this.lastId} (rows are sorted by id, each id once)`);
      } else this.lastId = id;
    }
    return { id, values: out, ok: this.ok };
  }

  private value(column: Column, v: JsonValue, nested: string | undefined): Checked {
    const rule = column.rule;
    const name = column.name;
    switch (rule.kind) {
      case 'id':
      case 'ref':
      case 'softRef': {
        const nullable = rule.kind !== 'id' && rule.nullable ? ' or null' : '';
        if (v === null && nullable) return null;
        if (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT32_MAX) return v;
        this.report(name, `must be a positive integer up to ${INT32_MAX}${nullable}, got ${describe(v)}`);
        return INVALID;
      }
      case 'int':
        if (typeof v === 'number' && Number.isInteger(v) && v >= rule.min && v <= rule.max) return v === 0 ? 0 : v;
        this.report(name, `must be an integer from ${rule.min} to ${rule.max}, got ${describe(v)}`);
        return INVALID;
      case 'bool':
        if (typeof v === 'boolean') return v;
        this.report(name, `must be true or false, got ${describe(v)}`);
        return INVALID;
      case 'string':
      case 'text':
        return this.string(name, rule, v);
      case 'answers':
        return this.answers(name, v, nested);
      case 'datetime': {
        if (v === null && rule.nullable) return null;
        if (typeof v !== 'string') {
          this.report(name, `must be a date-time ${DATETIME_SHAPE}${rule.nullable ? ' or null' : ''}, got ${describe(v)}`);
          return INVALID;
        }
        const t = parseDateTime(v);
        if (typeof t === 'string') {
          this.report(name, `${t}, got ${describe(v)}`);
          return INVALID;
        }
        return microsToUtcIso(t);
      }
      case 'date': {
        const fault = typeof v === 'string' ? checkDate(v) : 'must be a date YYYY-MM-DD';
        if (fault === undefined) return v;
        this.report(name, `${fault}, got ${describe(v)}`);
        return INVALID;
      }
    }
  }

  /** A submission's answers: the array as the database takes it (JSON text), each fault of it reported. */
  private answers(name: string, v: JsonValue, text: string | undefined): Checked {
    if (v !== ARRAY || text === undefined) {
      this.report(name, `must be an array of answers [{"question_id", "value"}], got ${describe(v)}`);
      return INVALID;
    }
    const list = JSON.parse(text) as unknown[];
    const seen = new Set<number>();
    let valid = true;
    list.forEach((a, i) => {
      const fault = answerFault(a, seen);
      if (fault === undefined) return;
      valid = false;
      this.report(name, `answer ${i + 1}: ${fault}`);
    });
    // As COPY takes a jsonb value: its JSON text.
    return valid ? JSON.stringify(list) : INVALID;
  }

  private string(name: string, rule: Extract<ColumnRule, { kind: 'string' | 'text' }>, v: JsonValue): Checked {
    const nullable = rule.kind === 'string' && rule.nullable;
    if (v === null && nullable) return null;
    if (typeof v !== 'string') {
      this.report(name, `must be a string${nullable ? ' or null' : ''}, got ${describe(v)}`);
      return INVALID;
    }
    if (v.includes('\0')) {
      this.report(name, 'must not contain NUL characters (\\u0000)');
      return INVALID;
    }
    if (!(v as unknown as { isWellFormed(): boolean }).isWellFormed()) {
      this.report(name, 'must not contain an unpaired surrogate (\\ud800-\\udfff escape)');
      return INVALID;
    }
    if (rule.kind === 'text') return v;
    if (v.length > rule.max) {
      const length = codePoints(v);
      if (length > rule.max) {
        this.report(name, `must be at most ${rule.max} characters, got ${length}`);
        return INVALID;
      }
    }
    if (rule.oneOf && !rule.oneOf.includes(v)) {
      this.report(name, `must be one of ${rule.oneOf.map((s) => JSON.stringify(s)).join(', ')}, got ${describe(v)}`);
      return INVALID;
    }
    // As the API's URLField: blank is allowed (allow_blank), anything else must pass Django's URLValidator.
    if (rule.link && v !== '' && !isAcceptedUrl(v)) {
      this.report(name, `must be an http or https link the API accepts (Django's URLValidator), got ${describe(v)}`);
      return INVALID;
    }
    if (rule.lowerCase && v !== v.toLowerCase()) {
      this.report(name, `must be lower-case, got ${describe(v)}`);
      return INVALID;
    }
    if (rule.pattern && !rule.pattern.re.test(v)) {
      this.report(name, `must be ${rule.pattern.text}, got ${describe(v)}`);
      return INVALID;
    }
    return v;
  }
}

/** Why a JSON value is not a submission's answer, or undefined when it is one. */
function answerFault(a: unknown, seen: Set<number>): string | undefined {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return 'must be an object {"question_id", "value"}';
  const keys = Object.keys(a);
  const extra = keys.filter((k) => k !== 'question_id' && k !== 'value');
  if (extra.length) return `has an unknown key ${JSON.stringify(extra[0])}`;
  const { question_id: id, value } = a as { question_id?: unknown; value?: unknown };
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT32_MAX)
    return `question_id must be a positive integer up to ${INT32_MAX}, got ${JSON.stringify(id) ?? 'nothing'}`;
  if (seen.has(id)) return `question_id ${id} is answered twice`;
  seen.add(id);
  if (typeof value !== 'string') return `value must be a string, got ${JSON.stringify(value) ?? 'nothing'}`;
  if (value.includes('\0')) return 'value must not contain NUL characters (\\u0000)';
  if (!(value as unknown as { isWellFormed(): boolean }).isWellFormed()) return 'value must not contain an unpaired surrogate';
  return undefined;
}

function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}
