// Query strings and urlencoded form bodies read as Python's urllib and Django's QueryDict
// read them, which is also how browsers write them: '&'-separated, blank values kept, '+' a
// space, bad UTF-8 replaced. What a repeated name means is the reader's (django/query.ts
// for the public API, console/http.ts for the console).

export type QueryPairs = [string, string][];

const decoder = new TextDecoder('utf-8');

function hex(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** urllib.parse.unquote_plus(s, errors='replace'). */
function unquotePlus(s: string): string {
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

/** Django's limited_parse_qsl / urllib's parse_qsl with keep_blank_values=True: every pair, in order. */
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
