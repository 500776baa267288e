// Django 3.2's URLValidator, ported with Python's re and urllib semantics, for the
// course recording links.
import { PY_DIGIT, PY_SPACE, PythonCrash, pyLen } from './python.js';

// django.core.validators.URLValidator (Django 3.2.x, after the 3.2.2 and 3.2.4
// security releases: '\t\r\n' refused, no leading zeros in IPv4 octets; and 3.2.20's
// for CVE-2023-36053: a value over max_length = 2048 characters is refused first).
//
// Our decision: schemes are restricted to http and https (Django's default
// also allows ftp and ftps).
//
// Python's re semantics are kept: `\s` is Python's whitespace set, `\d` any
// Unicode digit, IGNORECASE with Unicode case folding ('iu'), `\Z` end of text.

const URL_SCHEMES = ['http', 'https'];
const UL = '\\u00a1-\\uffff';
const IPV4_OCTET = `(?:0|25[0-5]|2[0-4]${PY_DIGIT}|1${PY_DIGIT}?${PY_DIGIT}?|[1-9]${PY_DIGIT}?)`;
const IPV4_RE = `${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}`;
const IPV6_RE = '\\[[0-9a-f:.]+\\]';
const HOSTNAME_RE = `[a-z${UL}0-9](?:[a-z${UL}0-9-]{0,61}[a-z${UL}0-9])?`;
const DOMAIN_RE = `(?:\\.(?!-)[a-z${UL}0-9-]{1,63}(?<!-))*`;
const TLD_RE = `\\.(?!-)(?:[a-z${UL}-]{2,63}|xn--[a-z0-9]{1,59})(?<!-)\\.?`;
const HOST_RE = `(?:${HOSTNAME_RE}${DOMAIN_RE}${TLD_RE}|localhost)`;
const URL_RE = new RegExp(
  '^(?:[a-z0-9.+-]*)://' + // scheme is validated separately
    `(?:[^${PY_SPACE}:@/]+(?::[^${PY_SPACE}:@/]*)?@)?` + // user:pass authentication
    `(?:${IPV4_RE}|${IPV6_RE}|${HOST_RE})` +
    `(?::${PY_DIGIT}{2,5})?` + // port
    `(?:[/?#][^${PY_SPACE}]*)?` + // resource path
    '$',
  'iu',
);
const IPV6_NETLOC_RE = new RegExp(`^\\[([^\\n]+)\\](?::${PY_DIGIT}{2,5})?(?=\\n?$)`, 'u');

/** URLValidator.max_length (Django 3.2.20+, CVE-2023-36053), in characters (code points). */
export const URL_MAX_LENGTH = 2048;

/** URLValidator(schemes=['http', 'https'])(value) passes. Throws PythonCrash where Django crashes. */
export function isValidDjangoUrl(value: string): boolean {
  // Before any other work: the regular expressions, urlsplit and the IDNA codec below are
  // then bounded by the length (a longer value is refused, 'Enter a valid URL.').
  if (value.length > URL_MAX_LENGTH && pyLen(value) > URL_MAX_LENGTH) return false;
  if (/[\t\r\n]/.test(value)) return false; // unsafe_chars
  const scheme = value.split('://')[0].toLowerCase();
  if (!URL_SCHEMES.includes(scheme)) return false;
  if (!URL_RE.test(value)) {
    // Trivial case failed. Try for possible IDN domain.
    if (!value) return false;
    let parts: SplitUrl;
    try {
      parts = urlsplit(value);
    } catch {
      return false; // for example, "Invalid IPv6 URL"
    }
    let netloc: string;
    try {
      netloc = idnaEncode(parts.netloc);
    } catch {
      return false; // invalid domain part
    }
    if (!URL_RE.test(urlunsplit({ ...parts, netloc }))) return false;
  } else {
    // Now verify IPv6 in the netloc part. (urlsplit raising here is not caught by Django.)
    const m = IPV6_NETLOC_RE.exec(splitOrCrash(value).netloc);
    if (m && !isValidIpv6(m[1])) return false;
  }
  // The maximum length of a full host name is 253 characters (RFC 1034 3.1); Django 3.2 measures the netloc.
  return pyLen(splitOrCrash(value).netloc) <= 253;
}

interface SplitUrl {
  scheme: string;
  netloc: string;
  path: string;
  query: string;
  fragment: string;
}

function splitOrCrash(value: string): SplitUrl {
  try {
    return urlsplit(value);
  } catch (e) {
    throw new PythonCrash('ValueError', (e as Error).message);
  }
}

const SCHEME_CHARS = /^[A-Za-z0-9+\-.]+$/;

/** urllib.parse.urlsplit (Python 3.9/3.10 with their security fixes). */
function urlsplit(input: string): SplitUrl {
  let url = input.replace(/^[\x00-\x20]+/, '').replace(/[\t\r\n]/g, '');
  let scheme = '';
  let netloc = '';
  let query = '';
  let fragment = '';
  const i = url.indexOf(':');
  if (i > 0 && SCHEME_CHARS.test(url.slice(0, i))) {
    scheme = url.slice(0, i).toLowerCase();
    url = url.slice(i + 1);
  }
  if (url.startsWith('//')) {
    let delim = url.length;
    for (const c of '/?#') {
      const w = url.indexOf(c, 2);
      if (w >= 0) delim = Math.min(delim, w);
    }
    netloc = url.slice(2, delim);
    url = url.slice(delim);
    if (netloc.includes('[') !== netloc.includes(']')) throw new Error('Invalid IPv6 URL');
    if (netloc.includes('[')) checkBracketedHost(netloc);
  }
  const hash = url.indexOf('#');
  if (hash >= 0) {
    fragment = url.slice(hash + 1);
    url = url.slice(0, hash);
  }
  const q = url.indexOf('?');
  if (q >= 0) {
    query = url.slice(q + 1);
    url = url.slice(0, q);
  }
  checkNetloc(netloc);
  return { scheme, netloc, path: url, query, fragment };
}

/**
 * The bracketed-host check urlsplit gained in Python 3.11.4 (gh-103848, also in
 * the late-2024 security releases of 3.9 and 3.10): the text between the first
 * '[' and the next ']' must be an IPv6 or IPvFuture address.
 */
function checkBracketedHost(netloc: string): void {
  const afterOpen = netloc.slice(netloc.indexOf('[') + 1);
  const close = afterOpen.indexOf(']');
  const hostname = close >= 0 ? afterOpen.slice(0, close) : afterOpen;
  // _check_bracketed_host
  if (hostname.startsWith('v')) {
    if (!/^v[a-fA-F0-9]+\.[^\n]+$/.test(hostname)) throw new Error('IPvFuture address is invalid');
  } else if (parseIpv4(hostname) !== null) {
    throw new Error('An IPv4 address cannot be in brackets');
  } else if (!isValidIpv6(hostname)) {
    throw new Error(`${JSON.stringify(hostname)} does not appear to be an IPv4 or IPv6 address`);
  }
}

/** urllib.parse._checknetloc: a non-ASCII netloc must not gain '/?#@:' under NFKC. */
function checkNetloc(netloc: string): void {
  if (!netloc || /^[\x00-\x7f]*$/.test(netloc)) return;
  const n = netloc.replace(/[@:#?]/g, '');
  const n2 = n.normalize('NFKC');
  if (n === n2) return;
  for (const c of '/?#@:') {
    if (n2.includes(c)) throw new Error(`netloc '${netloc}' contains invalid characters under NFKC normalization`);
  }
}

/** urllib.parse.urlunsplit. */
function urlunsplit(p: SplitUrl): string {
  let url = p.path;
  if (p.netloc || (p.scheme && USES_NETLOC.has(p.scheme) && !url.startsWith('//'))) {
    if (url && !url.startsWith('/')) url = `/${url}`;
    url = `//${p.netloc}${url}`;
  }
  if (p.scheme) url = `${p.scheme}:${url}`;
  if (p.query) url = `${url}?${p.query}`;
  if (p.fragment) url = `${url}#${p.fragment}`;
  return url;
}

const USES_NETLOC = new Set([
  '',
  'ftp',
  'http',
  'gopher',
  'nntp',
  'telnet',
  'imap',
  'wais',
  'file',
  'mms',
  'https',
  'shttp',
  'snews',
  'prospero',
  'rtsp',
  'rtspu',
  'rsync',
  'svn',
  'svn+ssh',
  'sftp',
  'nfs',
  'git',
  'git+ssh',
  'ws',
  'wss',
]);

/** ipaddress.IPv6Address(s) accepts s (Python 3.9+: '%scope' allowed, IPv4 octets without leading zeros). */
function isValidIpv6(address: string): boolean {
  let s = address;
  const pct = s.indexOf('%');
  if (pct >= 0) {
    const scope = s.slice(pct + 1);
    if (!scope || scope.includes('%')) return false;
    s = s.slice(0, pct);
  }
  if (!s) return false;
  const parts = s.split(':');
  if (parts.length < 3) return false;
  const last = parts[parts.length - 1];
  if (last.includes('.')) {
    const v4 = parseIpv4(last);
    if (v4 === null) return false;
    parts.pop();
    parts.push(((v4 >>> 16) & 0xffff).toString(16), (v4 & 0xffff).toString(16));
  }
  if (parts.length > 9) return false;
  let skip: number | null = null;
  for (let i = 1; i < parts.length - 1; i++) {
    if (!parts[i]) {
      if (skip !== null) return false;
      skip = i;
    }
  }
  let hi: number;
  let lo: number;
  if (skip !== null) {
    hi = skip;
    lo = parts.length - skip - 1;
    if (!parts[0] && --hi) return false;
    if (!parts[parts.length - 1] && --lo) return false;
    if (8 - (hi + lo) < 1) return false;
  } else {
    if (parts.length !== 8 || !parts[0] || !parts[parts.length - 1]) return false;
    hi = parts.length;
    lo = 0;
  }
  const hextets = [...parts.slice(0, hi), ...(lo ? parts.slice(-lo) : [])];
  return hextets.every((h) => /^[0-9a-fA-F]{1,4}$/.test(h));
}

/** ipaddress.IPv4Address(s) as an unsigned int, or null. */
function parseIpv4(s: string): number | null {
  const octets = s.split('.');
  if (octets.length !== 4) return null;
  let v = 0;
  for (const o of octets) {
    if (!/^[0-9]{1,3}$/.test(o)) return null;
    if (o !== '0' && o[0] === '0') return null; // leading zeros are not permitted
    const n = Number(o);
    if (n > 255) return null;
    v = v * 256 + n;
  }
  return v >>> 0;
}

// --- The 'idna' codec (IDNA 2003: nameprep + punycode), as Python's encodings.idna.

const IDNA_DOTS = /[.\u3002\uff0e\uff61]/u;
// RFC 3454's tables list code points one by one, combining marks among them: a class is the
// set, never a sequence.
/* eslint-disable no-misleading-character-class */
// RFC 3454 B.1: mapped to nothing.
const STRINGPREP_B1 = /[\u00ad\u034f\u1806\u180b-\u180d\u200b-\u200d\u2060\ufe00-\ufe0f\ufeff]/gu;
// RFC 3454 C.1.2, C.2.2, C.3 - C.9 (prohibited output), merged.
const STRINGPREP_PROHIBITED =
  /[\u0080-\u00a0\u0340\u0341\u06dd\u070f\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2063\u206a-\u206f\u2ff0-\u2ffb\u3000\ud800-\uf8ff\ufdd0-\ufdef\ufeff\ufff9-\uffff\u{1d173}-\u{1d17a}\u{1fffe}\u{1ffff}\u{2fffe}\u{2ffff}\u{3fffe}\u{3ffff}\u{4fffe}\u{4ffff}\u{5fffe}\u{5ffff}\u{6fffe}\u{6ffff}\u{7fffe}\u{7ffff}\u{8fffe}\u{8ffff}\u{9fffe}\u{9ffff}\u{afffe}\u{affff}\u{bfffe}\u{bffff}\u{cfffe}\u{cffff}\u{dfffe}\u{dffff}\u{e0001}\u{e0020}-\u{e007f}\u{efffe}-\u{10ffff}]/u;
// RFC 3454 D.1: characters with bidi property R or AL.
const STRINGPREP_D1 =
  /[\u05be\u05c0\u05c3\u05d0-\u05ea\u05f0-\u05f4\u061b\u061f\u0621-\u063a\u0640-\u064a\u066d-\u066f\u0671-\u06d5\u06dd\u06e5\u06e6\u06fa-\u06fe\u0700-\u070d\u0710\u0712-\u072c\u0780-\u07a5\u07b1\u200f\ufb1d\ufb1f-\ufb28\ufb2a-\ufb36\ufb38-\ufb3c\ufb3e\ufb40\ufb41\ufb43\ufb44\ufb46-\ufbb1\ufbd3-\ufd3d\ufd50-\ufd8f\ufd92-\ufdc7\ufdf0-\ufdfc\ufe70-\ufe74\ufe76-\ufefc]/u;
/* eslint-enable no-misleading-character-class */
// RFC 3454 D.2 (bidi property L), approximated: letters and spacing marks outside right-to-left scripts.
const STRINGPREP_D2_APPROX = /[\p{L}\p{Mc}\p{Nl}]/u;
const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

const B2_SPECIAL: Record<string, string> = { '\u00df': 'ss', '\u03c2': '\u03c3', '\u0345': '\u03b9' };

/** Each character lower-cased on its own (no final-sigma context), with B2_SPECIAL. */
function lowerEach(x: string): string {
  if (x.length === 1) return B2_SPECIAL[x] ?? x.toLowerCase();
  let out = '';
  for (const ch of x) out += B2_SPECIAL[ch] ?? ch.toLowerCase();
  return out;
}

/** stringprep.map_table_b2, approximated with toLowerCase and NFKC (Unicode of today, not 3.2). */
function mapB2(c: string): string {
  return lowerEach(lowerEach(c).normalize('NFKC')).normalize('NFKC');
}

/** encodings.idna.nameprep; throws where Python raises UnicodeError. */
function nameprep(label: string): string {
  let out = '';
  for (const c of label.replace(STRINGPREP_B1, '')) out += mapB2(c);
  out = out.normalize('NFKC');
  if (STRINGPREP_PROHIBITED.test(out)) throw new Error('Invalid character');
  const chars = [...out];
  const randAL = chars.map((c) => STRINGPREP_D1.test(c));
  if (randAL.some(Boolean)) {
    if (chars.some((c) => !STRINGPREP_D1.test(c) && !RTL_SCRIPT.test(c) && STRINGPREP_D2_APPROX.test(c))) {
      throw new Error('Violation of BIDI requirement 2');
    }
    if (!randAL[0] || !randAL[randAL.length - 1]) throw new Error('Violation of BIDI requirement 3');
  }
  return out;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** encodings.idna.ToASCII. */
function toAscii(label: string): string {
  if (ASCII_ONLY.test(label)) {
    if (label.length > 0 && label.length < 64) return label;
    throw new Error('label empty or too long');
  }
  const prepped = nameprep(label);
  if (ASCII_ONLY.test(prepped)) {
    if (prepped.length > 0 && prepped.length < 64) return prepped;
    throw new Error('label empty or too long');
  }
  if (prepped.startsWith('xn--')) throw new Error('Label starts with ACE prefix');
  // Punycode is never shorter than its input (one character for each basic code point, at
  // least one for each other): a label over 63 code points would fail the check below
  // anyway, so it fails here, before the encoding, whose work grows with the label's square.
  if (pyLen(prepped) > 63) throw new Error('label empty or too long');
  const ace = `xn--${punycodeEncode(prepped)}`;
  if (ace.length < 64) return ace;
  throw new Error('label empty or too long');
}

/** `text.encode('idna').decode('ascii')`; throws where Python raises UnicodeError. */
function idnaEncode(text: string): string {
  if (!text) return '';
  if (ASCII_ONLY.test(text)) {
    const labels = text.split('.');
    for (const l of labels.slice(0, -1)) {
      if (!(l.length > 0 && l.length < 64)) throw new Error('label empty or too long');
    }
    if (labels[labels.length - 1].length >= 64) throw new Error('label too long');
    return text;
  }
  const labels = text.split(IDNA_DOTS);
  let trailingDot = '';
  if (labels.length && !labels[labels.length - 1]) {
    trailingDot = '.';
    labels.pop();
  }
  return labels.map(toAscii).join('.') + trailingDot;
}

/** RFC 3492 punycode encoding of a string (Python's 'punycode' codec). */
function punycodeEncode(input: string): string {
  const base = 36;
  const tMin = 1;
  const tMax = 26;
  const skew = 38;
  const damp = 700;
  const cps = [...input].map((c) => c.codePointAt(0)!);
  let output = cps
    .filter((c) => c < 0x80)
    .map((c) => String.fromCharCode(c))
    .join('');
  const basicLength = output.length;
  let handled = basicLength;
  if (basicLength > 0) output += '-';
  const digit = (d: number) => String.fromCharCode(d + 22 + 75 * (d < 26 ? 1 : 0));
  const adapt = (delta: number, numPoints: number, first: boolean): number => {
    let d = first ? Math.floor(delta / damp) : delta >> 1;
    d += Math.floor(d / numPoints);
    let k = 0;
    while (d > ((base - tMin) * tMax) >> 1) {
      d = Math.floor(d / (base - tMin));
      k += base;
    }
    return k + Math.floor(((base - tMin + 1) * d) / (d + skew));
  };
  let n = 0x80;
  let delta = 0;
  let bias = 72;
  while (handled < cps.length) {
    // The smallest code point not yet handled (a loop: spreading a client-sized array into
    // Math.min's arguments can overflow the stack).
    let m = Infinity;
    for (const c of cps) if (c >= n && c < m) m = c;
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of cps) {
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = base; ; k += base) {
          const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
          if (q < t) break;
          output += digit(t + ((q - t) % (base - t)));
          q = Math.floor((q - t) / (base - t));
        }
        output += digit(q);
        bias = adapt(delta, handled + 1, handled === basicLength);
        delta = 0;
        handled++;
      }
    }
    delta++;
    n++;
  }
  return output;
}

/**
 * Whether a link is one the API stores: isValidDjangoUrl, a value on which Django would crash
 * counted as refused (the serializer answers it 'Enter a valid URL.', drf/serializer.ts).
 */
export function isAcceptedUrl(value: string): boolean {
  try {
    return isValidDjangoUrl(value);
  } catch (e) {
    if (e instanceof PythonCrash) return false;
    throw e;
  }
}
