// Python value semantics that Django REST Framework's behaviour depends on.
//
// DRF decodes JSON with Python's `json` module and validates with `str(value)`,
// `int(value)` and `str.strip()`. To answer exactly as it does we keep the
// distinctions Python keeps: integers of any size (bigint beyond 2^53) versus
// floats (PyFloat), and Python's own whitespace set and float formatting.

/** A JSON number that Python would decode as `float` (it had a fraction or an exponent). */
export class PyFloat {
  constructor(readonly value: number) {}
  toString(): string {
    return pyFloatRepr(this.value);
  }
}

/** A value as Python's `json.loads` would produce it. Objects have a null prototype. */
export type PyValue = null | boolean | string | number | bigint | PyFloat | PyValue[] | { [key: string]: PyValue };

// Characters for which Python's str.isspace() is true (what str.strip() removes and
// what `\s` matches in a str pattern), as the inside of a RegExp character class.
export const PY_SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python's `\d` in a str pattern: any Unicode decimal digit (use with the 'u' flag). */
export const PY_DIGIT = '\\p{Nd}';

/** Python's str.isspace() for one UTF-16 unit (PY_SPACE; every such character is in the BMP). */
export function isPySpace(c: number): boolean {
  if (c <= 0x20) return c >= 0x1c || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** `s` without the characters `isSpace` accepts at either end. */
function trimBy(s: string, isSpace: (c: number) => boolean): string {
  // Scanned from both ends, never with a regular expression: `[\s]+$` tries every inner
  // space as a start and rescans to the end of its run, quadratic on "a" + spaces + "b".
  let start = 0;
  let end = s.length;
  while (start < end && isSpace(s.charCodeAt(start))) start++;
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}

/** Python's `str.strip()` with no argument. */
export function pyStrip(s: string): string {
  return trimBy(s, isPySpace);
}

const PY_INT = /^([+-]?)(\d(?:_?\d)*)$/;
const ND = /^\p{Nd}$/u;
const NON_ASCII = /[^\x00-\x7f]/;

/** The value of a Unicode decimal digit (Nd runs are contiguous 0..9 blocks). */
function ndValue(cp: number): number {
  let start = cp;
  while (ND.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

/** Every non-ASCII decimal digit replaced by its ASCII digit, as Python's int() reads them. */
export function asciiDigits(s: string): string {
  if (!NON_ASCII.test(s)) return s;
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    out += cp > 0x7f && ND.test(ch) ? String(ndValue(cp)) : ch;
  }
  return out;
}

/** Length in code points, as Python's len(str) (a lone surrogate counts as one). */
export function pyLen(s: string): number {
  // The UTF-16 length less one for each surrogate pair: iterating the string's code points
  // (for…of) costs many times as much on a long field (docs/performance.md).
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** The first lone surrogate of `s` (a Python str's surrogate code point), or undefined. */
export function firstLoneSurrogate(s: string): number | undefined {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++; // a pair: one astral character
        continue;
      }
    }
    return c;
  }
  return undefined;
}

// int() turns non-ASCII whitespace into spaces and then skips only ASCII whitespace:
// unlike str.strip(), it does not skip U+001C..U+001F.
const isIntSpace = (c: number): boolean => isPySpace(c) && !(c >= 0x1c && c <= 0x1f);

/** CPython's default `sys.get_int_max_str_digits()`: int() of a str with more digits raises ValueError. */
export const INT_MAX_STR_DIGITS = 4300;

/** Python's `int(s)` for a str in base 10 (Unicode digits too); null where Python raises ValueError. */
export function parsePyInt(s: string): bigint | null {
  const m = PY_INT.exec(asciiDigits(trimBy(s, isIntSpace)));
  if (!m) return null;
  const digits = m[2].replaceAll('_', '');
  // Leading zeros count: int('0' * 4301) raises too.
  if (digits.length > INT_MAX_STR_DIGITS) return null;
  const magnitude = BigInt(digits);
  return m[1] === '-' ? -magnitude : magnitude;
}

/** Python's `repr(float)`: shortest round-trip digits, exponent outside 1e-4 <= |x| < 1e16. */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mantissa, exp] = Math.abs(x).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const decpt = Number(exp) + 1; // value = 0.<digits> * 10^decpt
  if (decpt <= -4 || decpt > 16) {
    const e = decpt - 1;
    const frac = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const ee = Math.abs(e).toString().padStart(2, '0');
    return `${sign}${frac}e${e < 0 ? '-' : '+'}${ee}`;
  }
  if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

function pyRepr(v: PyValue): string {
  if (typeof v === 'string') return `'${v.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return pyStr(v);
}

/** Python's `str(value)` for a decoded JSON value. */
export function pyStr(v: PyValue): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return v.toString();
  if (v instanceof PyFloat) return pyFloatRepr(v.value);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return `{${Object.keys(v)
    .map((k) => `${pyRepr(k)}: ${pyRepr(v[k])}`)
    .join(', ')}}`;
}

/** Python's type name, as DRF puts it in "Expected a dictionary, but got list." */
export function pyTypeName(v: PyValue): string {
  if (v === null) return 'NoneType';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'str';
  if (typeof v === 'number' || typeof v === 'bigint') return 'int';
  if (v instanceof PyFloat) return 'float';
  if (Array.isArray(v)) return 'list';
  return 'dict';
}

/** True for a decoded JSON object (a Python dict). */
export function isPyDict(v: PyValue | undefined): v is { [key: string]: PyValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof PyFloat);
}

/**
 * Thrown where Django/DRF would raise an exception that is not a validation
 * error (the reference answers HTTP 500). `pythonType` is the exception class.
 */
export class PythonCrash extends Error {
  constructor(
    readonly pythonType: string,
    message: string,
  ) {
    super(`${pythonType}: ${message}`);
    this.name = 'PythonCrash';
  }
}
