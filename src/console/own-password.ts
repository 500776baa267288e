// /admin/password_change/ (Django admin's): a console user changes their own password. The
// old password is checked as a sign-in checks it, through the sign-in throttle (a stolen
// session cannot guess it faster than the login page allows); the new one, twice, by the
// project's password rules (accounts/passwords). Then every session of the user ends, and
// this browser gets a new one: the user stays signed in here and only here. Audited.
import { AccountRefused } from '../accounts/users.js';
import type { Answer } from '../pipeline/answer.js';
import { audited } from './account-pages.js';
import type { ConsoleContext } from './context.js';
import { field, invalidIn, PASSWORDS_DIFFER } from './form-fields.js';
import { html } from '../http/html.js';
import { pageAnswer, query, redirectAnswer, setCookie } from './http.js';
import { csrfField, page, type Message } from './layout.js';
import { BUSY_LOGIN, SESSION_MAX_AGE, secure, THROTTLED_LOGIN, tryAgainIn } from './login.js';
import { consoleRoute, SESSION_COOKIE, type ConsoleRequest, type ConsoleRoute } from './route.js';

export const OWN_PASSWORD = '/admin/password_change/';
/** Django's PasswordChangeForm message. */
export const OLD_PASSWORD_WRONG = 'Your old password was entered incorrectly. Please enter it again.';

type Errors = Record<string, string[]>;

function passwordForm(r: ConsoleRequest, errors: Errors, status = 200, messages: Message[] = [], headers = {}): Answer {
  const input = (name: string, autocomplete: string, first: boolean) =>
    html`<input
      type="password"
      name="${name}"
      id="id_${name}"
      autocomplete="${autocomplete}"
      required
      ${invalidIn(errors, name)}
      ${first ? html`autofocus` : ''}
    />`;
  const firstInError = ['old_password', 'new_password1', 'new_password2'].find((n) => errors[n]?.length);
  return pageAnswer(
    status,
    page({
      title: 'Password change',
      user: r.session,
      breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: 'Password change' }],
      messages,
      content: html`${Object.keys(errors).length ? html`<p class="errornote" role="alert">Please correct the errors below.</p>` : ''}
        <p>Enter your old password, then your new one twice. Your other sessions are signed out once it changes.</p>
        <form method="post" action="${OWN_PASSWORD}" novalidate>
          ${csrfField(r.session.csrfToken)}
          ${field('id_old_password', 'Old password', input('old_password', 'current-password', firstInError === 'old_password'), errors.old_password ?? [])}
          ${field('id_new_password1', 'New password', input('new_password1', 'new-password', firstInError === 'new_password1'), errors.new_password1 ?? [])}
          ${field(
            'id_new_password2',
            'New password confirmation',
            input('new_password2', 'new-password', firstInError === 'new_password2'),
            errors.new_password2 ?? [],
          )}
          <div class="submit-row"><button type="submit">Change my password</button></div>
        </form>`,
    }),
    [],
    headers,
  );
}

export function ownPasswordRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: OWN_PASSWORD,
      area: 'programme',
      // Every role changes its own password (a viewer too).
      postNeeds: 'view',
      get(r) {
        const done = query(r.exchange.req).get('done') !== undefined;
        const messages: Message[] = done
          ? [{ level: 'success', text: 'Your password was changed. Your other sessions were signed out.' }]
          : [];
        return passwordForm(r, {}, 200, messages);
      },
      async post(r) {
        const { username, userId } = r.session;
        const next = r.form.get('new_password1') ?? '';
        // The old password as the login checks it: the same throttle, the same place among the checks in flight.
        const check = await ctx.signIn.attempt(username, r.form.get('old_password') ?? '', ctx.proxies.clientKey(r.exchange.req));
        if (!check.ok && check.reason === 'invalid') return passwordForm(r, { old_password: [OLD_PASSWORD_WRONG] });
        if (!check.ok) {
          const error = `${check.reason === 'throttled' ? THROTTLED_LOGIN : BUSY_LOGIN} ${tryAgainIn(check.retryAfterSeconds)}`;
          return passwordForm(r, { old_password: [error] }, 429, [], { 'Retry-After': String(check.retryAfterSeconds) });
        }
        // The check's own session is not wanted: this one goes on (until the password changes).
        await ctx.sessions.end(check.key);
        if (next !== (r.form.get('new_password2') ?? '')) return passwordForm(r, { new_password2: [PASSWORDS_DIFFER] });
        try {
          // Ends every session of the user, this one too.
          await ctx.users.setPassword(username, next, audited(ctx, r));
        } catch (e) {
          if (!(e instanceof AccountRefused)) throw e;
          return passwordForm(r, { new_password1: [e.message] });
        }
        const { key } = await ctx.sessions.start(userId);
        const cookie = setCookie(SESSION_COOKIE, key, { secure: secure(r.exchange.req, ctx), maxAgeSeconds: SESSION_MAX_AGE });
        return redirectAnswer(`${OWN_PASSWORD}?done=1`, [cookie]);
      },
    },
    ctx,
  );
}
