// /admin/login/ and /admin/logout/ (design §10). The login form is protected against CSRF
// before any session exists by a `csrftoken` cookie that the form repeats (Django's
// double-submit); a sign-in makes a new session (a session id planted before it is never
// kept) and ends the one the browser had.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { csrfMatches, SESSION_IDLE_MICROS } from '../accounts/sessions.js';
import type { Answer } from '../pipeline/answer.js';
import type { ConsoleContext } from './context.js';
import { html } from '../http/html.js';
import { cookies, pageAnswer, query, readForm, redirectAnswer, safeNext, setCookie } from './http.js';
import { page } from './layout.js';
import { consoleErrorAnswer, consoleRoute, csrfFailure, methodNotAllowed, sameOrigin, SESSION_COOKIE, type ConsoleRoute } from './route.js';

export const LOGIN_CSRF_COOKIE = 'csrftoken';
const TOKEN = /^[0-9a-f]{64}$/;
export const SESSION_MAX_AGE = Number(SESSION_IDLE_MICROS / 1_000_000n);

export const INVALID_LOGIN =
  'Please enter the correct username and password for a staff account. Note that both fields may be case-sensitive.';
export const THROTTLED_LOGIN = 'Too many failed login attempts.';
export const BUSY_LOGIN = 'Too many sign-ins are being checked at the moment.';

/** "Please try again in …": the wait, rounded up to what a person reads. */
export function tryAgainIn(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? '' : 's'}`;
  return `Please try again in ${wait}.`;
}

export function secure(req: IncomingMessage, ctx: ConsoleContext): boolean {
  return ctx.sessionSecure === 'true' || (ctx.sessionSecure === 'auto' && ctx.proxies.scheme(req) === 'https');
}

function loginPage(
  status: number,
  o: { token: string; next: string; username?: string; error?: string },
  setCookies: string[],
  extra: Record<string, string> = {},
): Answer {
  const error = o.error ? html`<p class="errornote" role="alert">${o.error}</p>` : '';
  return pageAnswer(
    status,
    page({
      title: 'Log in',
      content: html`${error}
        <form method="post" action="/admin/login/" class="login">
          <input type="hidden" name="csrfmiddlewaretoken" value="${o.token}" />
          <input type="hidden" name="next" value="${o.next}" />
          <div class="field">
            <label for="id_username">Username:</label>
            <input
              type="text"
              name="username"
              id="id_username"
              value="${o.username ?? ''}"
              autocomplete="username"
              autocapitalize="none"
              maxlength="150"
              required
              autofocus
            />
          </div>
          <div class="field">
            <label for="id_password">Password:</label>
            <input type="password" name="password" id="id_password" autocomplete="current-password" required />
          </div>
          <div class="submit-row"><button type="submit">Log in</button></div>
        </form>`,
    }),
    setCookies,
    extra,
  );
}

export function loginRoutes(ctx: ConsoleContext): ConsoleRoute[] {
  const login: ConsoleRoute = {
    path: '/admin/login/',
    label: '/admin/login/',
    async answer({ req }) {
      const jar = cookies(req);
      if (req.method === 'GET' || req.method === 'HEAD') {
        const next = safeNext(query(req).get('next'));
        if (await ctx.sessions.resume(jar.get(SESSION_COOKIE))) return redirectAnswer(next);
        const existing = jar.get(LOGIN_CSRF_COOKIE);
        const token = existing !== undefined && TOKEN.test(existing) ? existing : randomBytes(32).toString('hex');
        const set = token === existing ? [] : [setCookie(LOGIN_CSRF_COOKIE, token, { secure: secure(req, ctx), path: '/admin/' })];
        return loginPage(200, { token, next }, set);
      }
      if (req.method !== 'POST') return methodNotAllowed('GET, HEAD, POST');
      const { form } = await readForm(req);
      const token = jar.get(LOGIN_CSRF_COOKIE);
      if (
        token === undefined ||
        !TOKEN.test(token) ||
        !sameOrigin(req, ctx.proxies) ||
        !csrfMatches(token, form.get('csrfmiddlewaretoken'))
      )
        return csrfFailure();
      const next = safeNext(form.get('next'));
      const username = form.get('username') ?? '';
      const result = await ctx.signIn.attempt(username, form.get('password') ?? '', ctx.proxies.clientKey(req));
      if (!result.ok) {
        if (result.reason === 'invalid') return loginPage(200, { token, next, username, error: INVALID_LOGIN }, []);
        // Refused before any password was checked: 429 with the wait, as the API's limits answer.
        const error = `${result.reason === 'throttled' ? THROTTLED_LOGIN : BUSY_LOGIN} ${tryAgainIn(result.retryAfterSeconds)}`;
        return loginPage(429, { token, next, username, error }, [], { 'Retry-After': String(result.retryAfterSeconds) });
      }
      const old = jar.get(SESSION_COOKIE);
      if (old !== undefined) await ctx.sessions.end(old);
      return redirectAnswer(next, [setCookie(SESSION_COOKIE, result.key, { secure: secure(req, ctx), maxAgeSeconds: SESSION_MAX_AGE })]);
    },
    answerError: consoleErrorAnswer,
  };

  const logout = consoleRoute(
    {
      path: '/admin/logout/',
      area: 'programme',
      postNeeds: 'view',
      async post({ exchange, session }) {
        await ctx.sessions.end(session.key);
        return pageAnswer(
          200,
          page({
            title: 'Logged out',
            content: html`<p>Thanks for spending some quality time with the console today.</p>
              <p><a href="/admin/login/">Log in again</a></p>`,
          }),
          [setCookie(SESSION_COOKIE, '""', { secure: secure(exchange.req, ctx), maxAgeSeconds: 0 })],
        );
      },
    },
    ctx,
  );
  return [login, logout];
}
