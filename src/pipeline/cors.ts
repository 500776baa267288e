// CORS_ORIGINS (design §6): browsers on the listed origins may call the API; with none
// listed (the default) no hook is installed and no response changes. The behaviour is
// django-cors-headers': a preflight (OPTIONS with Access-Control-Request-Method) from an
// allowed origin gets an empty 200 before the view (and before authentication: browsers
// send no credentials on a preflight); other requests from it get Allow-Origin added.
// Responses then vary by Origin. No cookies are used, so credentials are never allowed.
import type { FastifyInstance } from 'fastify';
import { withSecurityHeaders } from './headers.js';

const ALLOW_METHODS = 'GET, POST, HEAD, OPTIONS';
const ALLOW_HEADERS = 'accept, authorization, content-type, idempotency-key';
const EXPOSE_HEADERS = 'Allow, Retry-After, Idempotent-Replayed, WWW-Authenticate';
const MAX_AGE_SECONDS = '86400';

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (!origins.length) return;
  // Origins compare as the browser serialises them: scheme and host in lower case.
  const allowed = new Set(origins.map((o) => o.toLowerCase()));
  const allowedOrigin = (origin: string | undefined) => (origin !== undefined && allowed.has(origin.toLowerCase()) ? origin : null);

  app.addHook('onRequest', async (request, reply) => {
    const origin = allowedOrigin(request.headers.origin);
    if (origin === null || request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return;
    reply
      .code(200)
      .header('Vary', 'Origin')
      .header('Access-Control-Allow-Origin', origin)
      .header('Access-Control-Allow-Methods', ALLOW_METHODS)
      .header('Access-Control-Allow-Headers', ALLOW_HEADERS)
      .header('Access-Control-Max-Age', MAX_AGE_SECONDS);
    withSecurityHeaders(reply, 0);
    return reply.send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('Vary', 'Origin');
    else if (!/(^|,)\s*origin\s*(,|$)/i.test(String(vary))) reply.header('Vary', `${vary}, Origin`);
    const origin = allowedOrigin(request.headers.origin);
    if (origin !== null && !reply.hasHeader('access-control-allow-origin')) {
      reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
    return payload;
  });
}
