// A console route: the steps every /admin/ request takes inside its route, on the server,
// before its handler runs (design §10). In order:
//   1. the method: one the page has, else 405;
//   2. the session: none (or expired, or the user disabled) → the login page with `next`;
//   3. the role may see this area, else 403;
//   4. a POST: a form of at most FORM_LIMIT_BYTES (else 413, the connection closed), from
//      this site (Origin, when sent, is this site) carrying the session's CSRF token, else
//      403 and nothing changes; and the role may change this area.
// Admission and the response writer (src/pipeline/) apply to these routes as to any other.
import type { IncomingMessage } from 'node:http';
import { csrfMatches, type Session } from '../accounts/sessions.js';
import type { Answer } from '../pipeline/answer.js';
import { errors, type ApiError } from '../pipeline/errors.js';
import type { Exchange, Route } from '../pipeline/exchange.js';
import type { Proxies } from '../pipeline/proxies.js';
import type { ConsoleContext } from './context.js';
import { html } from '../http/html.js';
import { cookies, FORM_LIMIT_BYTES, pageAnswer, readForm, redirectAnswer, type Form } from './http.js';
import { consoleErrorPage } from './error-pages.js';
import { page } from './layout.js';
import { canChange, canView, type Area } from './roles.js';

export const SESSION_COOKIE = 'sessionid';

export interface ConsoleRequest {
  exchange: Exchange;
  session: Session;
  /** A POST's fields (last value of each name) and every value of each name. */
  form: Form;
  all: ReadonlyMap<string, string[]>;
}

export type Handler = (request: ConsoleRequest) => Answer | Promise<Answer>;

export interface ConsolePage {
  path: string;
  area: Area;
  get?: Handler;
  post?: Handler;
  /** What a POST needs: to change the area (the default), or only to see it (logging out). */
  postNeeds?: 'view' | 'change';
}

export interface ConsoleRoute extends Route {
  readonly path: string;
}

/** Django's page for a refused form (CsrfViewMiddleware's 403). */
export function csrfFailure(): Answer {
  return pageAnswer(
    403,
    page({
      title: 'Forbidden (403)',
      content: html`<p>CSRF verification failed. Request aborted.</p>
        <p>
          The form was sent without its security token, or from another site, or the session it belonged to has ended. Go back, reload the
          page and try again.
        </p>`,
    }),
  );
}

export function forbidden(session: Session): Answer {
  return pageAnswer(
    403,
    page({
      title: 'Forbidden (403)',
      user: session,
      content: html`<p>Your role (${session.role}) does not allow this.</p>
        <p><a href="/admin/">Back to the console's home</a></p>`,
    }),
  );
}

/** A form over FORM_LIMIT_BYTES: the console's 413 page, the connection closed (error-pages.ts). */
export function formTooLarge(): Answer {
  return consoleErrorPage(errors.payloadTooLarge(FORM_LIMIT_BYTES));
}

/** A console route's errors: the console's page for the status (error-pages.ts). */
export function consoleErrorAnswer(_exchange: Exchange, error: ApiError): Answer {
  return consoleErrorPage(error);
}

export function methodNotAllowed(allowed: string): Answer {
  return pageAnswer(405, page({ title: 'Method not allowed (405)', content: html`<p>This page takes ${allowed}.</p>` }), [], {
    Allow: allowed,
  });
}

/**
 * Whether a POST comes from this site: no Origin (an older browser), or this site's scheme,
 * host and port (a default port written or not, as browsers leave it out).
 */
export function sameOrigin(req: IncomingMessage, proxies: Proxies): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    const own = new URL(`${proxies.scheme(req)}://${proxies.host(req)}`);
    const theirs = new URL(origin);
    return theirs.protocol === own.protocol && theirs.host === own.host && origin.length < 300;
  } catch {
    return false;
  }
}

export function loginRedirect(req: IncomingMessage): Answer {
  const url = req.url ?? '/admin/';
  const next = req.method === 'GET' || req.method === 'HEAD' ? url : url.split('?')[0];
  return redirectAnswer(`/admin/login/?next=${encodeURIComponent(next)}`);
}

export function consoleRoute(p: ConsolePage, ctx: ConsoleContext): ConsoleRoute {
  const allowed = [p.get && 'GET, HEAD', p.post && 'POST'].filter(Boolean).join(', ');
  return {
    path: p.path,
    label: p.path,
    async answer(exchange) {
      const { req } = exchange;
      const handler = req.method === 'GET' || req.method === 'HEAD' ? p.get : req.method === 'POST' ? p.post : undefined;
      if (!handler) return methodNotAllowed(allowed);
      const session = await ctx.sessions.resume(cookies(req).get(SESSION_COOKIE));
      if (!session) return loginRedirect(req);
      if (!canView(session.role, p.area)) return forbidden(session);
      if (req.method !== 'POST') return handler({ exchange, session, form: new Map(), all: new Map() });
      const { form, all } = await readForm(req);
      if (!sameOrigin(req, ctx.proxies) || !csrfMatches(session.csrfToken, form.get('csrfmiddlewaretoken'))) return csrfFailure();
      if (p.postNeeds !== 'view' && !canChange(session.role, p.area)) return forbidden(session);
      return handler({ exchange, session, form, all });
    },
    answerError: consoleErrorAnswer,
  };
}
