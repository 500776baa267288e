// /admin/users/:id/password/ (admins only): a user's new password by Django's rules; the
// user is signed out everywhere (the admin too, when it is theirs). Audited.
import { AccountRefused, type UserListing } from '../accounts/users.js';
import type { Answer } from '../pipeline/answer.js';
import { audited, crumbs, namedUser, noSuchUser } from './account-pages.js';
import type { ConsoleContext } from './context.js';
import { passwordFields, PASSWORDS_DIFFER } from './form-fields.js';
import { html } from '../http/html.js';
import { pageAnswer, redirectAnswer } from './http.js';
import { csrfField, page } from './layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from './route.js';

export function userPasswordRoute(ctx: ConsoleContext): ConsoleRoute {
  function passwordForm(r: ConsoleRequest, u: UserListing, errors: Record<string, string[]>): Answer {
    return pageAnswer(
      200,
      page({
        title: `Change password: ${u.username}`,
        user: r.session,
        breadcrumbs: crumbs('Users', '/admin/users/', u.username),
        content: html`${Object.keys(errors).length ? html`<p class="errornote" role="alert">Please correct the errors below.</p>` : ''}
          <p>The user is signed out everywhere once the password changes${u.id === r.session.userId ? ': you too' : ''}.</p>
          <form method="post" action="/admin/users/${u.id}/password/" novalidate>
            ${csrfField(r.session.csrfToken)} ${passwordFields(errors)}
            <div class="submit-row"><button type="submit">Change password</button></div>
          </form>`,
      }),
    );
  }

  return consoleRoute(
    {
      path: '/admin/users/:id/password/',
      area: 'accounts',
      async get(r) {
        const u = await namedUser(ctx, r);
        return u ? passwordForm(r, u, {}) : noSuchUser(r);
      },
      async post(r) {
        const u = await namedUser(ctx, r);
        if (!u) return noSuchUser(r);
        const password = r.form.get('password1') ?? '';
        if (password !== (r.form.get('password2') ?? '')) return passwordForm(r, u, { password2: [PASSWORDS_DIFFER] });
        try {
          await ctx.users.setPassword(u.username, password, audited(ctx, r));
        } catch (e) {
          if (!(e instanceof AccountRefused)) throw e;
          return passwordForm(r, u, { password1: [e.message] });
        }
        return redirectAnswer(u.id === r.session.userId ? '/admin/login/' : '/admin/users/?password=1');
      },
    },
    ctx,
  );
}
