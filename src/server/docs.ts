// The API's own description: the OpenAPI 3.1 document at /openapi.json (generated from
// the views, openapi.ts) and Swagger UI at /docs, both served by the service itself
// (Swagger UI's files from the swagger-ui-dist package, its start-up script a served file
// so that the page needs no inline script). These are not DRF views: plain JSON and HTML
// with the security headers, GET and HEAD only.
import { readFileSync } from 'node:fs';
import type { AccessPolicy } from '../config.js';
import { PAGE_ASSETS } from '../drf/browsable.js';
import { CONTENT_SECURITY_POLICY } from '../http/html-page.js';
import { OpenApiBuilder, type OpenApiDocument, type OpenApiInfo } from '../drf/openapi.js';
import type { ViewDefinition } from '../drf/view.js';
import { ASSETS } from './assets.js';
import { cacheable, cacheableAnswer, plainRoute, type PlainRoute } from './plain.js';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
  license: string;
};

export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

const DOCS_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API docs – ${PACKAGE.name}</title>
<link rel="icon" href="${PAGE_ASSETS.icon}" type="image/svg+xml">
<link rel="stylesheet" href="/assets/swagger-ui/swagger-ui.css">
<script src="/assets/swagger-ui/swagger-ui-bundle.js" defer></script>
<script src="/assets/docs.js" defer></script>
</head>
<body>
<main id="swagger-ui" aria-label="API documentation">
<noscript><p>The interactive documentation needs JavaScript. The document itself: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript>
</main>
</body>
</html>
`;

export function docsRoutes(views: readonly ViewDefinition[], options: DocumentOptions): PlainRoute[] {
  const document = apiDocument(views, options);
  const openapi = cacheable(Buffer.from(JSON.stringify(document)), 'application/json');
  const page = cacheable(Buffer.from(DOCS_PAGE), 'text/html; charset=utf-8');
  return [
    plainRoute(OPENAPI_PATH, (exchange) => cacheableAnswer(exchange.req, openapi)),
    plainRoute(DOCS_PATH, (exchange) => cacheableAnswer(exchange.req, page, { 'Content-Security-Policy': CONTENT_SECURITY_POLICY })),
  ];
}

export interface DocumentOptions {
  /** ACCESS_POLICY: who may call what. */
  policy: AccessPolicy;
  /** RATE_LIMIT is on: every path may answer 429. */
  rateLimited: boolean;
  /** OPENAPI_CONTACT_URL and OPENAPI_CONTACT_EMAIL: where the operators are reached. */
  contact?: { url?: string; email?: string };
}

const description = (
  views: readonly ViewDefinition[],
) => `The backend of a mentoring programme, answering as its Django REST Framework 3.14 original did.

- Every collection answers JSON by default; \`?format=api\` (or a browser's \`Accept: text/html\`) shows the browsable page: ${views.map((v) => `[${v.name}](${v.path}?format=api)`).join(', ')}.
- Credentials: \`Authorization: Token <key>\` (or \`Bearer <key>\`). ACCESS_POLICY decides who needs one: \`open\` nobody, \`token-writes\` POST, \`token\` everything; each operation's \`security\` says it for this service.
- A method not in a path's \`Allow\` header is a 405 \`{"detail": "Method \\"PUT\\" not allowed."}\`, whatever the body.
- Headers: each response lists those a client acts on (\`X-Request-Id\`, on every answer; \`Allow\` and \`Vary\` on a collection's; \`Retry-After\`, \`WWW-Authenticate\`, \`ETag\`, \`Cache-Control\`, \`Expires\`, \`Idempotent-Replayed\`). Not repeated on each: every answer's security headers (\`X-Frame-Options: DENY\`, \`X-Content-Type-Options: nosniff\`, \`Referrer-Policy: same-origin\`), the \`Content-Security-Policy\` of the browsable page and \`/docs\`, \`Connection: close\` while the service shuts down, and with CORS_ORIGINS set \`Vary: Origin\` on every answer and \`Access-Control-Allow-Origin\` and \`Access-Control-Expose-Headers\` on an allowed origin's.
- A collection's path without its trailing slash is a 301 to the slash path; an unknown path is Django's 404 HTML page.
- Errors that concern the whole request are \`{"detail": "…"}\`; invalid fields are \`{"field": ["message", …]}\`.
- Beside the API: the probes \`/healthz\` and \`/readyz\`, \`/metrics\` for Prometheus, this document and its viewer at \`/docs\`, and the programme console at \`/admin/\` (HTML pages for people, not part of this API).`;

/**
 * Who the document names to reach: the operators of this service at the address they
 * configured (the document describes this service, as configured); without one, only the
 * software's maintainers by name.
 */
function contactOf({ url, email }: NonNullable<DocumentOptions['contact']>): OpenApiInfo['contact'] {
  if (url === undefined && email === undefined) return { name: `${PACKAGE.name} maintainers` };
  return { name: `The operators of this ${PACKAGE.name} service`, ...(url ? { url } : {}), ...(email ? { email } : {}) };
}

/** The OpenAPI document of the service as configured: its collections and the paths beside them. */
export function apiDocument(views: readonly ViewDefinition[], options: DocumentOptions): OpenApiDocument {
  const b = new OpenApiBuilder({
    info: {
      title: PACKAGE.name,
      version: PACKAGE.version,
      description: description(views),
      license: { name: PACKAGE.license, identifier: PACKAGE.license },
      contact: contactOf(options.contact ?? {}),
    },
    policy: options.policy,
    rateLimited: options.rateLimited,
  });
  for (const view of views) b.addView(view);
  const operations = b.tag('Operations', 'Probes and metrics for load balancers, orchestrators and Prometheus.');
  const documentation = b.tag('Documentation', 'This document, its viewer and the files the HTML pages load.');
  addOperationsPaths(b, operations);
  addDocumentationPaths(b, documentation);
  return b.document();
}

interface ReadOnlyGet {
  summary: string;
  description: string;
  responses: Record<string, unknown>;
  parameters?: unknown[];
}

/** A path beside the collections: GET and HEAD only, any other method a 405. */
function readOnlyPath(b: OpenApiBuilder, path: string, base: string, tag: string, access: 'read' | 'anyone', get: ReadOnlyGet): void {
  const getOp = {
    operationId: `${base}Get`,
    summary: get.summary,
    description: get.description,
    tags: [tag],
    ...(get.parameters ? { parameters: get.parameters } : {}),
    security: b.security(access),
    responses: Object.fromEntries(Object.entries({ ...b.commonErrors(), ...get.responses }).sort(([x], [y]) => Number(x) - Number(y))),
  };
  b.addPath(path, {
    description: 'Allow: GET, HEAD. Any other method is a 405.',
    get: getOp,
    head: b.headOf(getOp, `${base}Head`, `Headers of: ${get.summary}`),
  });
}

/** The probes and the metrics. */
function addOperationsPaths(b: OpenApiBuilder, operations: string): void {
  const noStore = b.responseHeaders('Cache-Control');
  const status = (value: string) =>
    b.schema(value === 'ok' ? 'Health' : 'Readiness', {
      type: 'object',
      properties: { status: { type: 'string', const: value } },
      required: ['status'],
      additionalProperties: false,
    });
  readOnlyPath(b, '/healthz', 'healthz', operations, 'anyone', {
    summary: 'Liveness',
    description: 'The process answers (no database is asked). Never cached, answered whatever the Host, open under every ACCESS_POLICY.',
    responses: { '200': { description: 'Alive.', headers: noStore, content: { 'application/json': { schema: status('ok') } } } },
  });
  readOnlyPath(b, '/readyz', 'readyz', operations, 'anyone', {
    summary: 'Readiness',
    description:
      'The process and its database answer (within a second). Never cached, answered whatever the Host, open under every ACCESS_POLICY.',
    responses: {
      '200': { description: 'Ready.', headers: noStore, content: { 'application/json': { schema: status('ready') } } },
      // Its own answer carries Cache-Control; the shutting-down one, given on admission, does not.
      '503': b.errorWith(
        'ServiceUnavailable',
        'The database did not answer within a second (`Cache-Control: no-store`), or the service is shutting down; try again after `Retry-After`.',
        { 'Cache-Control': b.optionalHeader('Cache-Control') },
      ),
    },
  });
  readOnlyPath(b, '/metrics', 'metrics', operations, 'read', {
    summary: 'Prometheus metrics',
    description:
      "The service's counters and histograms in Prometheus' text format, answered whatever the Host; under ACCESS_POLICY=token the scraper presents a token.",
    responses: {
      '200': {
        description: 'The exposition (text format 0.0.4).',
        headers: noStore,
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
      '401': b.error('UnauthorizedPlain'),
    },
  });
}

/** This document, its viewer and the HTML pages' files, each cacheable (ETag, 304). */
function addDocumentationPaths(b: OpenApiBuilder, documentation: string): void {
  const cacheHeaders = b.responseHeaders('ETag', 'Cache-Control');
  const notModified = { '304': { description: 'The `If-None-Match` names the current version: no body.', headers: cacheHeaders } };
  readOnlyPath(b, OPENAPI_PATH, 'openapi', documentation, 'anyone', {
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of the service as configured (ACCESS_POLICY and the rate limits shape it).',
    responses: {
      '200': {
        description: 'The document.',
        headers: cacheHeaders,
        content: { 'application/json': { schema: { type: 'object', description: 'An OpenAPI 3.1 document.' } } },
      },
      ...notModified,
    },
  });
  readOnlyPath(b, DOCS_PATH, 'docs', documentation, 'anyone', {
    summary: 'The document in Swagger UI',
    description: 'An HTML page that shows this document with Swagger UI (served by the service itself; it needs JavaScript).',
    responses: {
      '200': { description: 'The page.', headers: cacheHeaders, content: { 'text/html': { schema: { type: 'string' } } } },
      ...notModified,
    },
  });
  const assetTypes = [...new Set([...ASSETS.values()].map(([, type]) => type.split(';')[0]))];
  readOnlyPath(b, '/assets/{file}', 'asset', documentation, 'anyone', {
    summary: 'A file of the HTML pages',
    description: 'The styles, scripts and icon of the browsable pages, the console and Swagger UI; only the listed files exist.',
    parameters: [
      {
        name: 'file',
        in: 'path',
        required: true,
        description: 'The file (a name with a `/` is sent as it is, not escaped).',
        schema: { type: 'string', enum: [...ASSETS.keys()] },
      },
    ],
    responses: {
      '200': {
        description: 'The file.',
        headers: cacheHeaders,
        // The source maps of Swagger UI's files are JSON; the rest is text (and the icon SVG).
        content: Object.fromEntries(
          assetTypes.map((t) => [
            t,
            { schema: t === 'application/json' ? { type: 'object', description: 'A source map.' } : { type: 'string' } },
          ]),
        ),
      },
      ...notModified,
      '404': {
        description: "Any other name: Django's 404 page.",
        headers: b.responseHeaders(),
        content: { 'text/html': { schema: { type: 'string' } } },
      },
    },
  });
}
