// Limits that keep one client from exhausting the service (issue 6): URL and header sizes,
// time to send a request, and a per-client request rate on every route. Each refusal is in
// the contract's shape ({"detail": …}) with the security headers, like every other answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError, errors } from '../pipeline/errors.js';
import { SECURITY_HEADERS } from '../pipeline/headers.js';
import { jsonBytes } from '../pipeline/json.js';
import { admitsAnyHost, type Admission } from '../pipeline/admission.js';
import { MAX_HEADER_BYTES } from '../pipeline/limits.js';
import type { Proxies } from '../pipeline/proxies.js';
import type { RateThrottle } from '../pipeline/throttling.js';

export interface ClientTimeouts {
  /** A client has this long to send its request line and headers… */
  headersMs: number;
  /** …and this long for the whole request, body included (then 408). */
  requestMs: number;
}

export const CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/** Fastify's server options for the limits above. */
export function serverLimits(timeouts: ClientTimeouts, goalTimeoutMs: number) {
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
    clientErrorHandler,
  };
}

/**
 * Fastify's clientErrorHandler: Node's parser refused the bytes before any route ran
 * (headers too large, request too slow, malformed HTTP). We write the answer ourselves.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let error: ApiError;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') error = errors.requestTimeout();
  else if (err.code === 'HPE_HEADER_OVERFLOW') error = errors.headersTooLarge();
  else error = errors.badRequest();
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const body = jsonBytes(error.body);
    const head = [
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
      'Content-Type: application/json',
      ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}`),
      `Content-Length: ${body.length}`,
      'Connection: close',
    ];
    socket.write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]));
  }
  socket.destroy();
}

/**
 * The one admission step of Fastify's path (admission.ts, which the fast lane runs too), then
 * the RATE_LIMIT on every route (0 = off). A callback hook (no promise): it runs on every request.
 */
export function registerRequestLimits(app: FastifyInstance, admission: Admission, throttle: RateThrottle, proxies: Proxies): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const refusal = admission.check(request.raw, admitsAnyHost(request.routeOptions.config));
    if (refusal !== undefined) return done(refusal);
    try {
      if (throttle.enabled) throttle.check(proxies.clientAddress(request.raw));
    } catch (e) {
      return done(e as Error);
    }
    done();
  });
}
