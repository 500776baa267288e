// Client addresses as one spelling each (issue 29 item 6): every per-address limit (the
// rate limits, the sign-in throttle) keys on them, so any spelling of one client that
// counted apart was a way around the limits: a port after the address (203.0.113.7:1234,
// [2001:db8::1]:443, as some proxies write X-Forwarded-For), IPv6's many texts (upper case,
// zeros written out, an embedded IPv4), an IPv4-mapped IPv6 address, and the 2^64
// addresses of one IPv6 /64, which a single subscriber holds (RFC 6177).
import { isIP } from 'node:net';

const HEX_GROUP = /^[0-9a-f]{1,4}$/;

/** An IPv6 text (no zone, no brackets) as its eight 16-bit groups, or undefined. */
function groupsOf(v6: string): number[] | undefined {
  // The WHATWG URL parser writes IPv6 in RFC 5952's form (lower case, the longest run of
  // zero groups compressed, an embedded IPv4 as two groups): parsed from there.
  let host: string;
  try {
    host = new URL(`http://[${v6}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head, tail] = host.includes('::') ? host.split('::') : [host, undefined];
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((g) => HEX_GROUP.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

/** Eight groups in RFC 5952's text. */
function v6Text(groups: readonly number[]): string {
  return new URL(`http://[${groups.map((g) => g.toString(16)).join(':')}]/`).hostname.slice(1, -1);
}

/**
 * The address in `entry` in its one spelling: IPv4 dotted, IPv6 as RFC 5952 writes it, an
 * IPv4-mapped IPv6 address as the IPv4 one; a port (`a.b.c.d:port`, `[v6]:port`), brackets
 * and an IPv6 zone dropped. Undefined when it holds no IP address.
 */
export function canonicalAddress(entry: string): string | undefined {
  let s = entry.trim();
  if (s.startsWith('[')) {
    const close = s.indexOf(']');
    if (close < 0) return undefined;
    s = s.slice(1, close);
  } else {
    const colon = s.indexOf(':');
    if (colon > 0 && colon === s.lastIndexOf(':') && isIP(s.slice(0, colon)) === 4) s = s.slice(0, colon);
  }
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  const version = isIP(s);
  if (version === 4) return s;
  if (version !== 6) return undefined;
  const groups = groupsOf(s);
  if (!groups) return undefined;
  // ::ffff:a.b.c.d is an IPv4 client seen through an IPv6 socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return v6Text(groups);
}

/**
 * The key a per-address limit counts a client by: an IPv4 address, or an IPv6 address's /64
 * (`2001:db8:1:2::/64`). `address` as canonicalAddress gives it; anything else is its own key.
 */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = groupsOf(address);
  return groups ? `${v6Text([...groups.slice(0, 4), 0, 0, 0, 0])}/64` : address;
}
