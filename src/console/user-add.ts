// /admin/users/add/ (admins only): a new user with a role and a password by Django's rules
// (the password typed twice); audited.
import { AccountRefused, ROLES } from '../accounts/users.js';
import { InvalidUsernameError } from '../accounts/tokens.js';
import type { Answer } from '../pipeline/answer.js';
import { audited, crumbs } from './account-pages.js';
import type { ConsoleContext } from './context.js';
import { field, invalidIn, passwordFields, PASSWORDS_DIFFER } from './form-fields.js';
import { html } from '../http/html.js';
import { pageAnswer, redirectAnswer } from './http.js';
import { csrfField, page } from './layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from './route.js';
import { chosenManager, managerField } from './user-manager-field.js';

export function addUserRoute(ctx: ConsoleContext): ConsoleRoute {
  async function userForm(
    r: ConsoleRequest,
    typed: { username: string; role: string; manager: string },
    errors: Record<string, string[]>,
  ): Promise<Answer> {
    const choices = await ctx.users.managerChoices();
    const invalid = (name: string) => invalidIn(errors, name);
    return pageAnswer(
      200,
      page({
        title: 'Add user',
        user: r.session,
        breadcrumbs: crumbs('Users', '/admin/users/', 'Add user'),
        content: html`${Object.keys(errors).length ? html`<p class="errornote" role="alert">Please correct the errors below.</p>` : ''}
          <form method="post" action="/admin/users/add/" novalidate>
            ${csrfField(r.session.csrfToken)}
            ${field(
              'id_username',
              'Username',
              html`<input
                type="text"
                name="username"
                id="id_username"
                value="${typed.username}"
                maxlength="150"
                required
                ${invalid('username')}
              />`,
              errors.username ?? [],
            )}
            ${field(
              'id_role',
              'Role',
              html`<select name="role" id="id_role" ${invalid('role')}>
                ${ROLES.map((role) => html`<option value="${role}" ${typed.role === role ? html`selected` : ''}>${role}</option>`)}
              </select>`,
              errors.role ?? [],
            )}
            ${managerField(choices, typed.manager, errors)} ${passwordFields(errors)}
            <div class="submit-row"><button type="submit">Save</button></div>
          </form>`,
      }),
    );
  }

  return consoleRoute(
    {
      path: '/admin/users/add/',
      area: 'accounts',
      get: (r) => userForm(r, { username: '', role: 'viewer', manager: '' }, {}),
      async post(r) {
        const typed = { username: r.form.get('username') ?? '', role: r.form.get('role') ?? '', manager: r.form.get('manager') ?? '' };
        const password = r.form.get('password1') ?? '';
        if (password !== (r.form.get('password2') ?? '')) return userForm(r, typed, { password2: [PASSWORDS_DIFFER] });
        const managerId = chosenManager(await ctx.users.managerChoices(), typed.manager);
        if (managerId === undefined) return userForm(r, typed, { manager: ['Select a manager from the list.'] });
        try {
          await ctx.users.create(typed.username, typed.role, password, audited(ctx, r), managerId);
        } catch (e) {
          if (e instanceof InvalidUsernameError) return userForm(r, typed, { username: [e.message] });
          if (!(e instanceof AccountRefused)) throw e;
          const on = /password/.test(e.message) ? 'password1' : /role/.test(e.message) ? 'role' : 'username';
          return userForm(r, typed, { [on]: [e.message] });
        }
        return redirectAnswer('/admin/users/?added=1');
      },
    },
    ctx,
  );
}
