// CORS_ORIGINS (design §6): browsers on the listed origins may call the API; with none
// listed (the default) nothing changes. The behaviour is django-cors-headers': a preflight
// (OPTIONS with Access-Control-Request-Method) from an allowed origin gets an empty 200 on
// admission, before the route (and before authentication: browsers send no credentials on a
// preflight); every other answer gets Allow-Origin added for an allowed origin, and every
// answer varies by Origin. No cookies are used, so credentials are never allowed.
import type { IncomingMessage } from 'node:http';
import type { Answer, HeaderFields } from './answer.js';

const ALLOW_METHODS = 'GET, POST, HEAD, OPTIONS';
const ALLOW_HEADERS = 'accept, authorization, content-type, idempotency-key, x-request-id';
const EXPOSE_HEADERS = 'Allow, Retry-After, Idempotent-Replayed, WWW-Authenticate, X-Request-Id';
const MAX_AGE_SECONDS = '86400';
const NAMES_ORIGIN = /(^|,)\s*origin\s*(,|$)/i;

export class Cors {
  private readonly allowed: ReadonlySet<string>;

  constructor(origins: readonly string[]) {
    // Origins compare as the browser serialises them: scheme and host in lower case.
    this.allowed = new Set(origins.map((o) => o.toLowerCase()));
  }

  get enabled(): boolean {
    return this.allowed.size > 0;
  }

  private allowedOrigin(req: IncomingMessage): string | null {
    const origin = req.headers.origin;
    return origin !== undefined && this.allowed.has(origin.toLowerCase()) ? origin : null;
  }

  /** The answer to a preflight from an allowed origin; undefined for any other request. */
  preflight(req: IncomingMessage): Answer | undefined {
    if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) return undefined;
    const origin = this.allowedOrigin(req);
    if (origin === null) return undefined;
    return {
      status: 200,
      head: [
        'vary',
        'Origin',
        'access-control-allow-origin',
        origin,
        'access-control-allow-methods',
        ALLOW_METHODS,
        'access-control-allow-headers',
        ALLOW_HEADERS,
        'access-control-max-age',
        MAX_AGE_SECONDS,
      ],
      body: Buffer.alloc(0),
    };
  }

  /** Every answer varies by Origin; an allowed origin's answers allow it and expose our headers. */
  decorate(fields: HeaderFields, req: IncomingMessage): void {
    let vary = -1;
    let allowsOrigin = false;
    for (let i = 0; i < fields.length; i += 2) {
      if (fields[i] === 'vary') vary = i + 1;
      else if (fields[i] === 'access-control-allow-origin') allowsOrigin = true;
    }
    if (vary < 0) fields.push('vary', 'Origin');
    else if (!NAMES_ORIGIN.test(String(fields[vary]))) fields[vary] = `${fields[vary]}, Origin`;
    const origin = this.allowedOrigin(req);
    if (origin !== null && !allowsOrigin)
      fields.push('access-control-allow-origin', origin, 'access-control-expose-headers', EXPOSE_HEADERS);
  }
}
