// The console's side of HTTP: cookies, form bodies, and its answers (pages, redirects),
// each with the headers Django's admin sends: never cached, varying by Cookie, under the
// same strict Content-Security-Policy as the browsable API's pages (http/html-page.ts).
import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/body.js';
import type { Html } from '../http/html.js';
import { CONTENT_SECURITY_POLICY, HTML_CONTENT_TYPE } from '../http/html-page.js';
import { parseQueryString } from '../http/query.js';
import { INT32_MAX } from '../store/schema.js';
import { AnswerHead, type Answer } from '../pipeline/answer.js';
import { errors } from '../pipeline/errors.js';

/**
 * Every console POST's body limit, the login's included: the largest form a browser can
 * send from the console (a thousand rows selected) is about 40 kB (docs/decisions.md).
 */
export const FORM_LIMIT_BYTES = 64 * 1024;

/** The cookies of a request; of a name sent twice, the first counts (one value either way, never a list). */
export function cookies(req: IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  const header = req.headers.cookie;
  if (header === undefined) return out;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, pair.slice(eq + 1).trim());
  }
  return out;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  path?: string;
}

/** A Set-Cookie value: HttpOnly and SameSite=Lax always (design §10). */
export function setCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${value}`];
  if (o.maxAgeSeconds !== undefined) parts.push(`Max-Age=${o.maxAgeSeconds}`);
  parts.push(`Path=${o.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax');
  if (o.secure) parts.push('Secure');
  return parts.join('; ');
}

export type Form = ReadonlyMap<string, string>;

/**
 * A posted form's fields (the last value of a repeated name, as Django's QueryDict.get),
 * and every value of each name for the lists' selected rows. Anything but a urlencoded
 * body is an empty form, which fails the CSRF check. A body over FORM_LIMIT_BYTES (declared
 * or as it comes) throws a 413 with nothing more read: the answer closes the connection
 * (route.ts, formTooLarge).
 */
export async function readForm(req: IncomingMessage): Promise<{ form: Form; all: ReadonlyMap<string, string[]> }> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = await readBody(req, FORM_LIMIT_BYTES, errors, { stopAtLimit: true });
  const form = new Map<string, string>();
  const all = new Map<string, string[]>();
  if (type !== 'application/x-www-form-urlencoded') return { form, all };
  for (const [k, v] of parseQueryString(body.toString('utf8'))) {
    form.set(k, v);
    const list = all.get(k);
    if (list) list.push(v);
    else all.set(k, [v]);
  }
  return { form, all };
}

const NEVER_CACHE = 'max-age=0, no-cache, no-store, must-revalidate, private';

function head(extra: Readonly<Record<string, string>>, setCookies: readonly string[]): AnswerHead {
  const h = new AnswerHead().header('Content-Type', HTML_CONTENT_TYPE).header('Cache-Control', NEVER_CACHE).header('Vary', 'Cookie');
  for (const c of setCookies) h.header('Set-Cookie', c);
  return h.headers(extra);
}

export function pageAnswer(status: number, page: Html, setCookies: readonly string[] = [], extra: Record<string, string> = {}): Answer {
  return {
    status,
    head: head(extra, setCookies).fields,
    body: Buffer.from(page.text),
    tail: ['content-security-policy', CONTENT_SECURITY_POLICY],
  };
}

/** Characters a URI holds as they are (RFC 3986's unreserved and reserved, and % of an escape). */
const URI_CHARACTER = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]/;
const HEX = /^[0-9A-Fa-f]{2}$/;

/**
 * `location` as a URI: every other character percent-encoded as UTF-8 (a lone surrogate as
 * U+FFFD), existing %XX escapes kept, a stray % escaped. Node refuses a header holding
 * anything outside Latin-1 (a `next` of /admin/✓/ answered 500, issue 29 item 5), and a
 * browser reads the escaped form as the same path, as Django's iri_to_uri writes it. One
 * pass: linear.
 */
export function uriOf(location: string): string {
  let out = '';
  for (let i = 0; i < location.length; i++) {
    const c = location[i];
    if (c === '%') out += HEX.test(location.slice(i + 1, i + 3)) ? c : '%25';
    else if (URI_CHARACTER.test(c)) out += c;
    else {
      const code = location.codePointAt(i)!;
      const char = String.fromCodePoint(code);
      i += char.length - 1;
      out += code >= 0xd800 && code <= 0xdfff ? '%EF%BF%BD' : encodeURIComponent(char);
    }
  }
  return out;
}

/** 302 to `location` (a path of this site), written as a URI. */
export function redirectAnswer(location: string, setCookies: readonly string[] = []): Answer {
  return { status: 302, head: head({ Location: uriOf(location) }, setCookies).fields, body: Buffer.alloc(0) };
}

/** The request's path and query, as the URL it came with. */
export function pathAndQuery(req: IncomingMessage): string {
  return req.url ?? '/';
}

/** The query's values (last wins). */
export function query(req: IncomingMessage): Map<string, string> {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return new Map(q < 0 ? [] : parseQueryString(url.slice(q + 1)));
}

/**
 * A `next` the login may go to: a path of the console, nothing that leaves the site
 * (`//host`, `/\host`, a scheme) and no control character. Anything else is /admin/.
 */
export function safeNext(next: string | undefined): string {
  if (next === undefined || next.length > 2000 || !next.startsWith('/admin/') || /[\u0000-\u001f\u007f\\]/.test(next)) return '/admin/';
  // A dot segment, written or percent-encoded, would take a browser out of /admin/ ("/admin/../").
  const path = next.split(/[?#]/, 1)[0];
  if (path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) return '/admin/';
  return next;
}

/** A positive int4 id as a form, a query or a path sends it, else undefined. */
export function idParam(s: string | undefined): number | undefined {
  if (s === undefined || !/^[1-9][0-9]{0,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= INT32_MAX ? n : undefined;
}
