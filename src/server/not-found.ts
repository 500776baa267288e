// Paths that are not ours answer as Django does with DEBUG off: a known path without
// its trailing slash is a 301 to the slash path (APPEND_SLASH, query kept, any method);
// anything else is Django's small HTML 404 page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS, withSecurityHeaders } from '../pipeline/headers.js';
import { rawQueryString } from '../drf/view.js';

// django.views.defaults.ERROR_PAGE_TEMPLATE with its leading newline (179 bytes).
export const NOT_FOUND_PAGE = `
<!doctype html>
<html lang="en">
<head>
  <title>Not Found</title>
</head>
<body>
  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>
</body>
</html>
`;

export function notFoundHandler(viewPaths: ReadonlySet<string>) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!path.endsWith('/') && viewPaths.has(`${path}/`)) {
      const query = rawQueryString(url);
      return reply
        .code(301)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Location', `${path}/${query ? `?${query}` : ''}`)
        .header('Content-Length', 0)
        .headers(SECURITY_HEADERS)
        .send('');
    }
    return withSecurityHeaders(reply.code(404).header('Content-Type', 'text/html'), Buffer.byteLength(NOT_FOUND_PAGE)).send(
      NOT_FOUND_PAGE,
    );
  };
}
