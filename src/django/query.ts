// Query strings and form bodies as Django's QueryDict and Python's urllib read and
// write them: '&'-separated, blank values kept, '+' is a space, bad UTF-8 replaced.

export type QueryPairs = [string, string][];

const decoder = new TextDecoder('utf-8');

function hex(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** urllib.parse.unquote_plus(s, errors='replace'). */
export function unquotePlus(s: string): string {
  if (!s.includes('%') && !s.includes('+')) return s;
  const src = s.replaceAll('+', ' ');
  if (!src.includes('%')) return src;
  const bytes: number[] = [];
  const out: string[] = [];
  const flush = () => {
    if (bytes.length) out.push(decoder.decode(Uint8Array.from(bytes)));
    bytes.length = 0;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 37 && i + 2 < src.length + 0 && hex(src.charCodeAt(i + 1)) >= 0 && hex(src.charCodeAt(i + 2)) >= 0) {
      bytes.push(hex(src.charCodeAt(i + 1)) * 16 + hex(src.charCodeAt(i + 2)));
      i += 2;
    } else {
      flush();
      out.push(src[i]);
    }
  }
  flush();
  return out.join('');
}

/** Django's limited_parse_qsl / urllib's parse_qsl with keep_blank_values=True. */
export function parseQueryString(qs: string): QueryPairs {
  const pairs: QueryPairs = [];
  if (!qs) return pairs;
  for (const piece of qs.split('&')) {
    if (!piece) continue;
    const eq = piece.indexOf('=');
    const name = eq < 0 ? piece : piece.slice(0, eq);
    const value = eq < 0 ? '' : piece.slice(eq + 1);
    pairs.push([unquotePlus(name), unquotePlus(value)]);
  }
  return pairs;
}

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
