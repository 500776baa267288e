// Answers of the routes that are not DRF views (operations, files, the API's description,
// the 404 page): plain bytes with their own headers; errors as plain JSON. The response
// writer adds what every answer carries.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AnswerHead, type Answer } from '../pipeline/answer.js';
import { plainErrorAnswer } from '../pipeline/error-answer.js';
import { ApiError } from '../pipeline/errors.js';
import type { Exchange, Route } from '../pipeline/exchange.js';

export function plainAnswer(status: number, contentType: string | null, body: Buffer, headers?: Readonly<Record<string, string>>): Answer {
  const head = new AnswerHead();
  if (contentType !== null) head.header('Content-Type', contentType);
  return { status, head: head.headers(headers).fields, body };
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** 405 for a method other than GET and HEAD, in the API's shape. */
export function checkReadOnly(req: IncomingMessage): void {
  if (!READ_METHODS.has(req.method!)) throw new ApiError(405, { detail: `Method "${req.method}" not allowed.` }, { Allow: 'GET, HEAD' });
}

export interface PlainRouteOptions {
  /** Admitted whatever the Host (operations paths: asked by address, they build no links). */
  anyHost?: boolean;
  /** GET and HEAD only (405 otherwise); true unless said. */
  readOnly?: boolean;
}

export interface PlainRoute extends Route {
  readonly path: string;
}

export function plainRoute(
  path: string,
  answer: (exchange: Exchange) => Answer | Promise<Answer>,
  options: PlainRouteOptions = {},
): PlainRoute {
  const readOnly = options.readOnly ?? true;
  return {
    path,
    label: path,
    anyHost: options.anyHost,
    answer: readOnly
      ? (exchange) => {
          checkReadOnly(exchange.req);
          return answer(exchange);
        }
      : answer,
    answerError: (_exchange, error) => plainErrorAnswer(error),
  };
}

export interface Cacheable {
  body: Buffer;
  type: string;
  etag: string;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function cacheable(body: Buffer, type: string): Cacheable {
  return { body, type, etag: etagOf(body) };
}

/**
 * An answer that may be cached but must be revalidated: a matching If-None-Match is a 304.
 * (Files change with a deployment, and their URLs do not.)
 */
export function cacheableAnswer(req: IncomingMessage, asset: Cacheable, headers: Readonly<Record<string, string>> = {}): Answer {
  const validators = { ETag: asset.etag, 'Cache-Control': 'no-cache', ...headers };
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === asset.etag)) {
    return plainAnswer(304, null, Buffer.alloc(0), validators);
  }
  return plainAnswer(200, asset.type, asset.body, validators);
}
