// What a public page's route shares (design §11): its path, the per-address limit before
// anything else, the methods it takes, and its errors as pages with the public headers.
import { html } from '../http/html.js';
import type { Answer } from '../pipeline/answer.js';
import type { ApiError } from '../pipeline/errors.js';
import type { Exchange, Route } from '../pipeline/exchange.js';
import type { FeedbackContext } from './context.js';
import { publicPage } from './http.js';
import { publicFrame } from './layout.js';
import { methodNotAllowedPage, requestErrorPage } from './link-pages.js';

export interface PublicRoute extends Route {
  readonly path: string;
}

export interface PublicPage {
  path: string;
  get(exchange: Exchange): Promise<Answer>;
  post(exchange: Exchange): Promise<Answer>;
}

/** A refused request or a failure as a page: a body too large or cut off, the database away. */
export function publicErrorAnswer(_exchange: Exchange, error: ApiError): Answer {
  if (error.status < 500) return requestErrorPage(error.status);
  return publicPage(
    error.status === 503 ? 503 : 500,
    publicFrame('Please try again', html`<p>The service could not answer just now. Nothing was saved. Please try again in a minute.</p>`),
    error.headers,
  );
}

export function publicRoute(p: PublicPage, ctx: FeedbackContext): PublicRoute {
  return {
    path: p.path,
    label: p.path,
    // The token in the path opens the form: it stays out of the access log.
    loggedPath: p.path.replace('*', '{token}/'),
    async answer(exchange) {
      const { req } = exchange;
      const limited = await ctx.limit.overLimit(req);
      if (limited) return limited;
      if (req.method === 'GET' || req.method === 'HEAD') return p.get(exchange);
      if (req.method === 'POST') return p.post(exchange);
      return methodNotAllowedPage('GET, HEAD, POST');
    },
    answerError: publicErrorAnswer,
  };
}
