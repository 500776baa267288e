// The API's own description: the OpenAPI 3.1 document at /openapi.json (generated from
// the views, openapi.ts) and Swagger UI at /docs, both served by the service itself
// (Swagger UI's files from the swagger-ui-dist package, its start-up script a served file
// so that the page needs no inline script). These are not DRF views: plain JSON and HTML
// with the security headers, GET and HEAD only.
import { readFileSync } from 'node:fs';
import { cacheable, cacheableAnswer, plainRoute, type PlainRoute } from './plain.js';
import { CONTENT_SECURITY_POLICY, PAGE_ASSETS } from '../drf/browsable.js';
import { buildOpenApi } from '../drf/openapi.js';
import type { ViewDefinition } from '../drf/view.js';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

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

export function docsRoutes(views: readonly ViewDefinition[]): PlainRoute[] {
  const document = buildOpenApi(views, { title: PACKAGE.name, version: PACKAGE.version });
  const openapi = cacheable(Buffer.from(JSON.stringify(document)), 'application/json');
  const page = cacheable(Buffer.from(DOCS_PAGE), 'text/html; charset=utf-8');
  return [
    plainRoute(OPENAPI_PATH, (exchange) => cacheableAnswer(exchange.req, openapi)),
    plainRoute(DOCS_PATH, (exchange) => cacheableAnswer(exchange.req, page, { 'Content-Security-Policy': CONTENT_SECURITY_POLICY })),
  ];
}
