// Request-body JSON decoding exactly as Django REST Framework 3.14's JSONParser:
//
//     decoded_stream = codecs.getreader('utf-8')(stream)
//     return json.load(decoded_stream, parse_constant=strict_constant)
//
// on CPython 3.11 (C scanner, Modules/_json.c). Every ValueError it can raise is
// reproduced with the same text, so the caller can answer
// `JSON parse error - <message>` byte for byte.
//
// Positions in messages are Python str indices (code points). We scan the JS
// string (UTF-16 units) and convert an index to code points only when reporting
// an error: the decoded body never contains lone surrogates (Python's utf-8
// codec rejects them), so every surrogate unit in it belongs to a valid pair.

import { INT_MAX_STR_DIGITS, PyFloat, type PyValue } from './python.js';

/** A ValueError from DRF's JSON parsing; `message` is `str(exc)` (without "JSON parse error - "). */
export class PyJsonError extends Error {
  override readonly name = 'PyJsonError';
}

/** Deepest nesting accepted. CPython raises RecursionError (a 500 in DRF) around here. */
export const MAX_JSON_DEPTH = 1000;

// ---------------------------------------------------------------------------
// UTF-8, as CPython's `utf_8_decode` reports it.

const fatalDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

type Utf8Problem = { kind: 'error'; start: number; end: number; reason: string } | { kind: 'incomplete'; at: number };

const isCont = (b: number): boolean => (b & 0xc0) === 0x80;

/** The first problem CPython's UTF-8 decoder meets in `b` (mirrors Objects/stringlib/codecs.h). */
function findUtf8Problem(b: Uint8Array, final: boolean): Utf8Problem | null {
  const n = b.length;
  const invalidStart = (i: number): Utf8Problem => ({ kind: 'error', start: i, end: i + 1, reason: 'invalid start byte' });
  // "InvalidContinuationK": K valid bytes, the error covers them.
  const invalidCont = (i: number, k: number): Utf8Problem => ({
    kind: 'error',
    start: i,
    end: i + k,
    reason: 'invalid continuation byte',
  });
  const incomplete = (i: number): Utf8Problem =>
    final ? { kind: 'error', start: i, end: n, reason: 'unexpected end of data' } : { kind: 'incomplete', at: i };
  let i = 0;
  while (i < n) {
    const c = b[i];
    if (c < 0x80) {
      i++;
    } else if (c < 0xc2) {
      return invalidStart(i);
    } else if (c < 0xe0) {
      if (n - i < 2) return incomplete(i);
      if (!isCont(b[i + 1])) return invalidCont(i, 1);
      i += 2;
    } else if (c < 0xf0) {
      if (n - i < 2) return incomplete(i);
      const c2 = b[i + 1];
      if (!isCont(c2) || (c === 0xe0 && c2 < 0xa0) || (c === 0xed && c2 >= 0xa0)) {
        // A truncated surrogate (ED A0..BF at the very end) counts as incomplete when not final.
        if (!final && n - i === 2 && c === 0xed && c2 >= 0xa0 && c2 <= 0xbf) return incomplete(i);
        return invalidCont(i, 1);
      }
      if (n - i < 3) return incomplete(i);
      if (!isCont(b[i + 2])) return invalidCont(i, 2);
      i += 3;
    } else if (c < 0xf5) {
      if (n - i < 2) return incomplete(i);
      const c2 = b[i + 1];
      if (!isCont(c2) || (c === 0xf0 && c2 < 0x90) || (c === 0xf4 && c2 >= 0x90)) return invalidCont(i, 1);
      if (n - i < 3) return incomplete(i);
      if (!isCont(b[i + 2])) return invalidCont(i, 2);
      if (n - i < 4) return incomplete(i);
      if (!isCont(b[i + 3])) return invalidCont(i, 3);
      i += 4;
    } else {
      return invalidStart(i);
    }
  }
  return null;
}

/**
 * Python's strict UTF-8 decoding of `body`. With `final` (the default, like `bytes.decode`)
 * a truncated sequence at the end is an error ("unexpected end of data"); without it, like
 * DRF's `codecs.getreader('utf-8')(stream).read()`, the truncated tail is silently dropped.
 * Throws PyJsonError carrying the UnicodeDecodeError text.
 */
export function decodePyUtf8(body: Uint8Array, final = true): string {
  try {
    return fatalDecoder.decode(body);
  } catch {
    const problem = findUtf8Problem(body, final);
    if (problem === null) throw new PyJsonError("'utf-8' codec can't decode bytes");
    if (problem.kind === 'incomplete') return fatalDecoder.decode(body.subarray(0, problem.at));
    const { start, end, reason } = problem;
    if (end === start + 1) {
      const hex = body[start].toString(16).padStart(2, '0');
      throw new PyJsonError(`'utf-8' codec can't decode byte 0x${hex} in position ${start}: ${reason}`);
    }
    throw new PyJsonError(`'utf-8' codec can't decode bytes in position ${start}-${end - 1}: ${reason}`);
  }
}

// ---------------------------------------------------------------------------
// The scanner (json.decoder + Modules/_json.c).

const C_TAB = 0x09;
const C_LF = 0x0a;
const C_CR = 0x0d;
const C_SPACE = 0x20;
const C_QUOTE = 0x22;
const C_PLUS = 0x2b;
const C_COMMA = 0x2c;
const C_MINUS = 0x2d;
const C_DOT = 0x2e;
const C_0 = 0x30;
const C_1 = 0x31;
const C_9 = 0x39;
const C_COLON = 0x3a;
const C_UPPER_E = 0x45;
const C_UPPER_I = 0x49;
const C_UPPER_N = 0x4e;
const C_LBRACKET = 0x5b;
const C_BACKSLASH = 0x5c;
const C_RBRACKET = 0x5d;
const C_LOWER_E = 0x65;
const C_LOWER_F = 0x66;
const C_LOWER_N = 0x6e;
const C_LOWER_T = 0x74;
const C_LOWER_U = 0x75;
const C_LBRACE = 0x7b;
const C_RBRACE = 0x7d;

/** Raise JSONDecodeError(msg, doc, pos): '%s: line %d column %d (char %d)', pos in code points. */
function fail(s: string, msg: string, pos16: number): never {
  let pairs = 0;
  let lines = 0;
  let lastNl = -1; // UTF-16 index of the last '\n' before pos
  let pairsBeforeNl = 0;
  for (let i = 0; i < pos16; i++) {
    const c = s.charCodeAt(i);
    if (c === C_LF) {
      lines++;
      lastNl = i;
      pairsBeforeNl = pairs;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      pairs++;
    }
  }
  const pos = pos16 - pairs;
  const nl = lastNl < 0 ? -1 : lastNl - pairsBeforeNl;
  throw new PyJsonError(`${msg}: line ${lines + 1} column ${pos - nl} (char ${pos})`);
}

function skipWs(s: string, i: number): number {
  const len = s.length;
  while (i < len) {
    const c = s.charCodeAt(i);
    if (c !== C_SPACE && c !== C_LF && c !== C_CR && c !== C_TAB) break;
    i++;
  }
  return i;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}

/** Four hex digits at s[i..i+3] (caller checked they exist), or -1. */
function hex4(s: string, i: number): number {
  const a = hexValue(s.charCodeAt(i));
  const b = hexValue(s.charCodeAt(i + 1));
  const c = hexValue(s.charCodeAt(i + 2));
  const d = hexValue(s.charCodeAt(i + 3));
  if ((a | b | c | d) < 0) return -1;
  return (a << 12) | (b << 8) | (c << 4) | d;
}

const SIMPLE_ESCAPES: Record<number, string> = {
  [C_QUOTE]: '"',
  [C_BACKSLASH]: '\\',
  0x2f: '/',
  0x62: '\b',
  0x66: '\f',
  0x6e: '\n',
  0x72: '\r',
  0x74: '\t',
};

interface Cursor {
  pos: number;
}

/** scanstring_unicode(pystr, end=start, strict=True): `start` is just past the opening quote. */
function scanString(s: string, start: number, cur: Cursor): string {
  const len = s.length;
  const begin = start - 1;
  let out = '';
  let end = start;
  for (;;) {
    let next = end;
    let c = 0;
    for (; next < len; next++) {
      c = s.charCodeAt(next);
      if (c === C_QUOTE || c === C_BACKSLASH) break;
      if (c <= 0x1f) fail(s, 'Invalid control character at', next);
    }
    if (next >= len) fail(s, 'Unterminated string starting at', begin);
    if (next !== end) out += s.slice(end, next);
    next++;
    if (c === C_QUOTE) {
      cur.pos = next;
      return out;
    }
    if (next === len) fail(s, 'Unterminated string starting at', begin);
    c = s.charCodeAt(next);
    if (c !== C_LOWER_U) {
      end = next + 1;
      const esc = SIMPLE_ESCAPES[c];
      if (esc === undefined) fail(s, 'Invalid \\escape', end - 2);
      out += esc;
      continue;
    }
    next++;
    end = next + 4;
    if (end >= len) fail(s, 'Invalid \\uXXXX escape', next - 1);
    const u = hex4(s, next);
    if (u < 0) fail(s, 'Invalid \\uXXXX escape', end - 5);
    // A high surrogate followed by "\uXXXX" (and at least one more char) may form a pair.
    if (u >= 0xd800 && u <= 0xdbff && end + 6 < len && s.charCodeAt(end) === C_BACKSLASH && s.charCodeAt(end + 1) === C_LOWER_U) {
      const u2 = hex4(s, end + 2);
      if (u2 < 0) fail(s, 'Invalid \\uXXXX escape', end + 1);
      if (u2 >= 0xdc00 && u2 <= 0xdfff) {
        out += String.fromCharCode(u, u2);
        end += 6;
        continue;
      }
    }
    out += String.fromCharCode(u);
  }
}

function outOfRange(name: string): never {
  throw new PyJsonError(`Out of range float values are not JSON compliant: '${name}'`);
}

const isDigit = (c: number): boolean => c >= C_0 && c <= C_9;

// Powers of ten that doubles hold exactly (Clinger's fast path).
const EXACT_POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));

/** Digits s[from..to) as a number; exact for up to 15 digits. */
function digitsValue(s: string, from: number, to: number): number {
  let v = 0;
  for (let k = from; k < to; k++) v = v * 10 + (s.charCodeAt(k) - C_0);
  return v;
}

/** _match_number_unicode; on no match Python raises StopIteration(start) → "Expecting value". */
function scanNumber(s: string, start: number, cur: Cursor): PyValue {
  const len = s.length;
  const endIdx = len - 1;
  let i = start;
  const negative = s.charCodeAt(i) === C_MINUS;
  if (negative) {
    i++;
    if (i > endIdx) fail(s, 'Expecting value', start);
  }
  const intStart = i;
  const first = s.charCodeAt(i);
  if (first >= C_1 && first <= C_9) {
    i++;
    while (i <= endIdx && isDigit(s.charCodeAt(i))) i++;
  } else if (first === C_0) {
    i++;
  } else {
    fail(s, 'Expecting value', start);
  }
  const intEnd = i;
  let fracEnd = i;
  let isFloat = false;
  if (i < endIdx && s.charCodeAt(i) === C_DOT && isDigit(s.charCodeAt(i + 1))) {
    isFloat = true;
    i += 2;
    while (i <= endIdx && isDigit(s.charCodeAt(i))) i++;
    fracEnd = i;
  }
  let expStart = -1; // index of the exponent's sign or first digit
  if (i < endIdx && (s.charCodeAt(i) === C_LOWER_E || s.charCodeAt(i) === C_UPPER_E)) {
    const eStart = i;
    i++;
    if (i < endIdx && (s.charCodeAt(i) === C_MINUS || s.charCodeAt(i) === C_PLUS)) i++;
    while (i <= endIdx && isDigit(s.charCodeAt(i))) i++;
    if (isDigit(s.charCodeAt(i - 1))) {
      isFloat = true;
      expStart = eStart + 1;
    } else {
      i = eStart;
    }
  }
  cur.pos = i;

  const intDigits = intEnd - intStart;
  if (!isFloat) {
    if (intDigits <= 15) {
      const v = digitsValue(s, intStart, intEnd);
      return negative ? 0 - v : v; // never -0: Python's int('-0') is 0
    }
    if (intDigits > INT_MAX_STR_DIGITS) {
      throw new PyJsonError(
        `Exceeds the limit (${INT_MAX_STR_DIGITS} digits) for integer string conversion: ` +
          `value has ${intDigits} digits; use sys.set_int_max_str_digits() to increase the limit`,
      );
    }
    const big = BigInt(s.slice(start, i));
    return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
  }

  // float(text), correctly rounded. Fast path: <= 15 mantissa digits and |exponent| <= 22.
  const fracDigits = fracEnd > intEnd ? fracEnd - intEnd - 1 : 0;
  if (intDigits + fracDigits <= 15 && (expStart < 0 || i - expStart <= 4)) {
    let m = digitsValue(s, intStart, intEnd);
    if (fracDigits > 0) m = m * EXACT_POW10[fracDigits] + digitsValue(s, intEnd + 1, fracEnd);
    let e = -fracDigits;
    if (expStart >= 0) {
      const sign = s.charCodeAt(expStart);
      const expDigitsFrom = sign === C_MINUS || sign === C_PLUS ? expStart + 1 : expStart;
      const x = digitsValue(s, expDigitsFrom, i);
      e += sign === C_MINUS ? -x : x;
    }
    if (e >= -22 && e <= 22) {
      const v = e >= 0 ? m * EXACT_POW10[e] : m / EXACT_POW10[-e];
      return new PyFloat(negative ? -v : v);
    }
  }
  return new PyFloat(Number(s.slice(start, i)));
}

type PyDict = { [key: string]: PyValue };

/** Reads `"key"` `:` at s[i]; returns the key, leaves cur.pos at the value (whitespace skipped). */
function scanKey(s: string, i: number, cur: Cursor): string {
  if (i >= s.length || s.charCodeAt(i) !== C_QUOTE) fail(s, 'Expecting property name enclosed in double quotes', i);
  const key = scanString(s, i + 1, cur);
  i = skipWs(s, cur.pos);
  if (i >= s.length || s.charCodeAt(i) !== C_COLON) fail(s, "Expecting ':' delimiter", i);
  cur.pos = skipWs(s, i + 1);
  return key;
}

/** JSONDecoder.decode(s) with parse_constant=strict_constant; iterative, so nesting can't overflow the stack. */
function decodeDocument(s: string): PyValue {
  const len = s.length;
  const cur: Cursor = { pos: 0 };
  // Open containers and, for objects, the key awaiting its value.
  const stack: (PyValue[] | PyDict)[] = [];
  const keys: string[] = [];
  let idx = skipWs(s, 0);
  let value: PyValue;
  for (;;) {
    // scan_once_unicode at idx
    if (idx >= len) fail(s, 'Expecting value', idx);
    const c = s.charCodeAt(idx);
    if (c === C_QUOTE) {
      value = scanString(s, idx + 1, cur);
      idx = cur.pos;
    } else if (c === C_LBRACE || c === C_LBRACKET) {
      if (stack.length >= MAX_JSON_DEPTH) throw new PyJsonError('maximum nesting depth exceeded');
      idx = skipWs(s, idx + 1);
      if (c === C_LBRACE) {
        const obj: PyDict = Object.create(null) as PyDict;
        if (idx < len && s.charCodeAt(idx) === C_RBRACE) {
          value = obj;
          idx++;
        } else {
          keys.push(scanKey(s, idx, cur));
          stack.push(obj);
          idx = cur.pos;
          continue;
        }
      } else {
        const arr: PyValue[] = [];
        if (idx < len && s.charCodeAt(idx) === C_RBRACKET) {
          value = arr;
          idx++;
        } else {
          keys.push('');
          stack.push(arr);
          continue;
        }
      }
    } else if (c === C_LOWER_N && s.startsWith('null', idx)) {
      value = null;
      idx += 4;
    } else if (c === C_LOWER_T && s.startsWith('true', idx)) {
      value = true;
      idx += 4;
    } else if (c === C_LOWER_F && s.startsWith('false', idx)) {
      value = false;
      idx += 5;
    } else if (c === C_UPPER_N && s.startsWith('NaN', idx)) {
      outOfRange('NaN');
    } else if (c === C_UPPER_I && s.startsWith('Infinity', idx)) {
      outOfRange('Infinity');
    } else if (c === C_MINUS && s.startsWith('-Infinity', idx)) {
      outOfRange('-Infinity');
    } else {
      value = scanNumber(s, idx, cur);
      idx = cur.pos;
    }

    // A value is complete: hand it to the enclosing containers, closing those that end here.
    let resume = false;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      idx = skipWs(s, idx);
      if (Array.isArray(top)) {
        top.push(value);
        if (idx < len && s.charCodeAt(idx) === C_RBRACKET) {
          value = top;
          stack.pop();
          keys.pop();
          idx++;
          continue;
        }
        if (idx >= len || s.charCodeAt(idx) !== C_COMMA) fail(s, "Expecting ',' delimiter", idx);
        idx = skipWs(s, idx + 1);
      } else {
        top[keys[keys.length - 1]] = value;
        if (idx < len && s.charCodeAt(idx) === C_RBRACE) {
          value = top;
          stack.pop();
          keys.pop();
          idx++;
          continue;
        }
        if (idx >= len || s.charCodeAt(idx) !== C_COMMA) fail(s, "Expecting ',' delimiter", idx);
        keys[keys.length - 1] = scanKey(s, skipWs(s, idx + 1), cur);
        idx = cur.pos;
      }
      resume = true;
      break;
    }
    if (resume) continue;
    idx = skipWs(s, idx);
    if (idx !== len) fail(s, 'Extra data', idx);
    return value;
  }
}

/**
 * Decode a request body exactly as DRF 3.14's JSONParser does on CPython 3.11:
 * `json.load(codecs.getreader('utf-8')(stream), parse_constant=strict_constant)`.
 * Objects have a null prototype; integers are `number` when safe, else `bigint`;
 * numbers with a fraction or exponent are PyFloat. Throws PyJsonError whose message
 * is Python's `str(exc)`, or 'maximum nesting depth exceeded' beyond MAX_JSON_DEPTH
 * levels (where Python itself would raise RecursionError).
 */
export function parsePyJson(body: Buffer | Uint8Array): PyValue {
  // The stream reader decodes with final=False: a truncated trailing sequence is dropped.
  const s = decodePyUtf8(body, false);
  if (s.charCodeAt(0) === 0xfeff) {
    throw new PyJsonError('Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)');
  }
  return decodeDocument(s);
}
