// The files the HTML pages load, served by the service itself (no CDN: the pages work
// offline and under a strict Content-Security-Policy): the browsable API's CSS, script and
// icon from ./assets/, and Swagger UI's bundle and styles from the swagger-ui-dist package.
// Only the files listed here are served; anything else under /assets/ is Django's 404 page.
// (Not /static/: the recorded service answers 404 there, transcript 115.)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withSecurityHeaders } from '../pipeline/headers.js';

const OWN_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const CSS = 'text/css; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const SOURCE_MAP = 'application/json';

/** URL path under /assets/ → [file, Content-Type]. */
const ASSETS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['api.css', [join(OWN_DIR, 'api.css'), CSS]],
  ['api.js', [join(OWN_DIR, 'api.js'), JS]],
  ['docs.js', [join(OWN_DIR, 'docs.js'), JS]],
  ['favicon.svg', [join(OWN_DIR, 'favicon.svg'), 'image/svg+xml']],
  ['swagger-ui/swagger-ui.css', [join(SWAGGER_UI_DIR, 'swagger-ui.css'), CSS]],
  ['swagger-ui/swagger-ui.css.map', [join(SWAGGER_UI_DIR, 'swagger-ui.css.map'), SOURCE_MAP]],
  ['swagger-ui/swagger-ui-bundle.js', [join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), JS]],
  ['swagger-ui/swagger-ui-bundle.js.map', [join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js.map'), SOURCE_MAP]],
] as const);

interface LoadedAsset {
  body: Buffer;
  type: string;
  etag: string;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A plain answer of a route that is not a DRF view (assets, /openapi.json, /docs): the
 * given headers, then the security headers every response carries.
 */
export function sendPlain(
  reply: FastifyReply,
  status: number,
  contentType: string | null,
  body: Buffer,
  headers: Record<string, string> = {},
): FastifyReply {
  reply.code(status);
  if (contentType) reply.header('Content-Type', contentType);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  withSecurityHeaders(reply, body.length);
  return reply.send(body);
}

/** 405 for a method other than GET and HEAD, in the API's shape. */
export function readOnlyMethodCheck(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (READ_METHODS.has(request.method)) return null;
  const body = Buffer.from(JSON.stringify({ detail: `Method "${request.method}" not allowed.` }));
  return sendPlain(reply, 405, 'application/json', body, { Allow: 'GET, HEAD' });
}

/**
 * An answer that may be cached but must be revalidated: a matching If-None-Match is a 304.
 * (Files change with a deployment, and their URLs do not.)
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: LoadedAsset,
  headers: Record<string, string> = {},
): FastifyReply {
  const validators = { ETag: asset.etag, 'Cache-Control': 'no-cache', ...headers };
  const inm = request.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === asset.etag)) {
    return sendPlain(reply, 304, null, Buffer.alloc(0), validators);
  }
  return sendPlain(reply, 200, asset.type, asset.body, validators);
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function registerAssets(app: FastifyInstance, methods: string[]): void {
  const loaded = new Map<string, LoadedAsset>();
  const load = (name: string): LoadedAsset | null => {
    const cached = loaded.get(name);
    if (cached) return cached;
    const entry = ASSETS.get(name);
    if (!entry) return null;
    const body = readFileSync(entry[0]);
    const asset = { body, type: entry[1], etag: etagOf(body) };
    loaded.set(name, asset);
    return asset;
  };
  app.route({
    method: methods,
    url: '/assets/*',
    handler: async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      // The raw wildcard: no query, no decoding tricks; only the listed names exist.
      if (!ASSETS.has(name)) return reply.callNotFound();
      return readOnlyMethodCheck(request, reply) ?? sendCacheable(request, reply, load(name)!);
    },
  });
}
