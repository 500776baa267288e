// The Node server's limits that keep one client from exhausting the service: the head's
// size as Node's parser reads it, and the time to send a request. What Node's parser refuses
// never reaches a route; it is answered here, in the contract's shape with the security
// headers like every other answer. (The URL and head sizes every route admits are
// pipeline/limits.ts and admission.ts.)
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { plainErrorAnswer } from '../pipeline/error-answer.js';
import { ApiError, errors } from '../pipeline/errors.js';
import { appendSecurityHeaders } from '../pipeline/headers.js';
import { MAX_HEADER_BYTES } from '../pipeline/limits.js';
import { REQUEST_ID, type RequestIds } from '../pipeline/request-id.js';

export interface ClientTimeouts {
  /** A client has this long to send its request line and headers… */
  headersMs: number;
  /** …and this long for the whole request, body included (then 408). */
  requestMs: number;
}

export const CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/** Fastify's server options for the limits above; `ids` names the answers Node's parser forces. */
export function serverLimits(timeouts: ClientTimeouts, goalTimeoutMs: number, ids: RequestIds) {
  return {
    http: {
      // Node's parser counts only the names and values toward this; admission.ts counts the
      // lines too (and sees every header: the server keeps all, maxHeadersCount 0).
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: timeouts.headersMs,
      // How often Node looks for requests past their time: the timeouts' granularity.
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    requestTimeout: timeouts.requestMs,
    // A connection silent for longer than a generation may take is cut.
    connectionTimeout: goalTimeoutMs + 30_000,
    clientErrorHandler: clientErrorHandler(ids),
  };
}

/**
 * Fastify's clientErrorHandler: Node's parser refused the bytes before any route ran
 * (headers too large, request too slow, malformed HTTP). We write the answer ourselves, with
 * a fresh request id (the request's own headers were not read).
 */
export function clientErrorHandler(ids: RequestIds) {
  return function (this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    answerClientError(this, ids, err, socket);
  };
}

function answerClientError(app: FastifyInstance, ids: RequestIds, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let error: ApiError;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') error = errors.requestTimeout();
  else if (err.code === 'HPE_HEADER_OVERFLOW') error = errors.headersTooLarge();
  else error = errors.badRequest();
  const id = ids.fresh();
  app.log.debug({ code: err.code, reqId: id }, 'client error');
  if (socket.writable) {
    // No request, so no response object: the answer's fields as the response writer
    // composes them, written to the socket by hand.
    const answer = plainErrorAnswer(error);
    const fields = answer.head.slice();
    appendSecurityHeaders(fields, answer.body.length);
    fields.push(REQUEST_ID, id, 'connection', 'close');
    const lines = [`HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`];
    for (let i = 0; i < fields.length; i += 2) lines.push(`${fields[i]}: ${fields[i + 1]}`);
    socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), answer.body]));
  }
  socket.destroy();
}
