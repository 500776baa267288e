// The public feedback pages' side of HTTP (design §11): their answers, with what every one
// of them carries — never stored by a browser or a proxy (a personal link's page), no
// Referer sent on from it (the URL holds the link's token), kept out of search engines, the
// strict CSP of every page we serve — and their form bodies.
import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/body.js';
import type { Html } from '../http/html.js';
import { CONTENT_SECURITY_POLICY, HTML_CONTENT_TYPE } from '../http/html-page.js';
import { parseQueryString } from '../http/query.js';
import { AnswerHead, type Answer } from '../pipeline/answer.js';
import { errors } from '../pipeline/errors.js';
import type { Proxies } from '../pipeline/proxies.js';

/**
 * A form body's limit: the largest form (ten questions, each text answer at its
 * TEXT_ANSWER_LIMIT characters, every one percent-encoded at up to 9 bytes a character)
 * is well under it.
 */
export const PUBLIC_FORM_LIMIT_BYTES = 256 * 1024;

export function publicPage(status: number, page: Html, extra: Readonly<Record<string, string>> = {}): Answer {
  const head = new AnswerHead()
    .header('Content-Type', HTML_CONTENT_TYPE)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .headers(extra);
  return {
    status,
    head: head.fields,
    body: Buffer.from(page.text),
    tail: ['content-security-policy', CONTENT_SECURITY_POLICY],
    referrerPolicy: 'no-referrer',
  };
}

/** Every value of each name of a urlencoded body; any other body is an empty form. */
export async function readPublicForm(req: IncomingMessage): Promise<ReadonlyMap<string, string[]>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const body = await readBody(req, PUBLIC_FORM_LIMIT_BYTES, errors, { stopAtLimit: true });
  const all = new Map<string, string[]>();
  if (type !== 'application/x-www-form-urlencoded') return all;
  for (const [k, v] of parseQueryString(body.toString('utf8'))) {
    const list = all.get(k);
    if (list) list.push(v);
    else all.set(k, [v]);
  }
  return all;
}

/**
 * The token of a path `/{prefix}/{token}/` as the request sent it (undefined for any other
 * shape): only the characters a token of ours has (base64url), at most 128 of them, so an
 * odd or huge path segment is an unknown link without a database read.
 */
export function tokenOfPath(url: string | undefined, prefix: string): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.startsWith(prefix) || !path.endsWith('/')) return undefined;
  const token = path.slice(prefix.length, -1);
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined;
}

/**
 * Whether a POST may come from this site: this site's scheme, host and port, as the console
 * judges its forms (design §10); or no Origin (an older browser); or `null`, which a
 * browser sends from a page whose Referrer-Policy is no-referrer, as ours are (Fetch's
 * "serializing a request origin"). Another site's origin is refused.
 */
export function sameOrigin(req: IncomingMessage, proxies: Proxies): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  if (origin.length > 300 || !URL.canParse(origin)) return false;
  const own = new URL(`${proxies.scheme(req)}://${proxies.host(req)}`);
  const theirs = new URL(origin);
  return theirs.protocol === own.protocol && theirs.host === own.host;
}
