// Query strings and form bodies as Django's QueryDict and Python's urllib use them: the
// last value of a repeated name, the values of each, and urlencode's writing with DRF's
// replace_query_param. Reading the pairs is the plain form encoding (http/query.ts).
import type { QueryPairs } from '../http/query.js';

export { parseQueryString, type QueryPairs } from '../http/query.js';

/** QueryDict.get / __getitem__: the last value given for a key. */
export function lastValue(pairs: QueryPairs, key: string): string | undefined {
  for (let i = pairs.length - 1; i >= 0; i--) if (pairs[i][0] === key) return pairs[i][1];
  return undefined;
}

export function toMultiMap(pairs: QueryPairs): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [k, v] of pairs) {
    const list = map.get(k);
    if (list) list.push(v);
    else map.set(k, [v]);
  }
  return map;
}

/** urllib's _ALWAYS_SAFE bytes: ASCII letters, digits and '_.-~'. */
function alwaysSafe(b: number): boolean {
  return (
    (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39) || b === 0x5f || b === 0x2e || b === 0x2d || b === 0x7e
  );
}
const HEX_DIGITS = Buffer.from('0123456789ABCDEF', 'latin1');

/** urllib.parse.quote_plus(s, safe=''). */
export function quotePlus(s: string): string {
  let i = 0;
  while (i < s.length && alwaysSafe(s.charCodeAt(i))) i++;
  if (i === s.length) return s; // most keys and values: nothing to quote
  // Byte by byte into one buffer: appending a piece per character to a string was
  // super-linear (a megabyte of 'é' took seconds).
  const bytes = Buffer.from(s, 'utf8');
  const out = Buffer.allocUnsafe(bytes.length * 3);
  let n = 0;
  for (const b of bytes) {
    if (b === 0x20) out[n++] = 0x2b;
    else if (alwaysSafe(b)) out[n++] = b;
    else {
      out[n++] = 0x25;
      out[n++] = HEX_DIGITS[b >> 4];
      out[n++] = HEX_DIGITS[b & 15];
    }
  }
  return out.toString('latin1', 0, n);
}

/** Python's str ordering: by code point (JS compares UTF-16 units, which differs above U+FFFF). */
function comparePy(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1;
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (d) return d;
  }
}

/**
 * DRF's replace_query_param: parse_qs the query, set each of `replace` to one value,
 * then urlencode(sorted(items), doseq=True) — so every key ends up sorted.
 */
export function replaceQueryParams(pairs: QueryPairs, replace: Record<string, string>): string {
  const map = toMultiMap(pairs);
  for (const [k, v] of Object.entries(replace)) map.set(k, [v]);
  return [...map.keys()]
    .sort(comparePy)
    .flatMap((k) => map.get(k)!.map((v) => `${quotePlus(k)}=${quotePlus(v)}`))
    .join('&');
}
