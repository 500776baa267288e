// Paths that are not ours answer as Django does with DEBUG off: a known path without
// its trailing slash is a 301 to the slash path (APPEND_SLASH, query kept, any method);
// anything else is Django's small HTML 404 page.
import type { IncomingMessage } from 'node:http';
import { rawQueryString } from '../drf/view.js';
import type { Answer } from '../pipeline/answer.js';
import { plainErrorAnswer } from '../pipeline/error-answer.js';
import type { Route } from '../pipeline/exchange.js';

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

const PAGE = Buffer.from(NOT_FOUND_PAGE);

/** Django's 404 page. */
export function notFoundAnswer(): Answer {
  return { status: 404, head: ['content-type', 'text/html'], body: PAGE };
}

function answer(req: IncomingMessage, viewPaths: ReadonlySet<string>): Answer {
  const url = req.url!;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.endsWith('/') && viewPaths.has(`${path}/`)) {
    const query = rawQueryString(url);
    return {
      status: 301,
      head: ['content-type', 'text/html; charset=utf-8', 'location', `${path}/${query ? `?${query}` : ''}`],
      body: Buffer.alloc(0),
      layout: 'redirect',
    };
  }
  return notFoundAnswer();
}

/** What answers a path no route has (label 'unmatched' in /metrics: a bounded label set). */
export function notFoundRoute(viewPaths: ReadonlySet<string>): Route {
  return {
    label: 'unmatched',
    answer: (exchange) => answer(exchange.req, viewPaths),
    answerError: (_exchange, error) => plainErrorAnswer(error),
  };
}
