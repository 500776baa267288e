// /admin/users/:id/change/ (admins only): a user's role, whether active and their manager
// ("my work", design §10a), saved only over
// the version the form was opened on (another admin's change in between is not overwritten);
// an admin cannot change their own, so that the console keeps an admin. Audited.
import { isRole, ROLES, type UserListing } from '../accounts/users.js';
import type { Answer } from '../pipeline/answer.js';
import { audited, crumbs, namedUser, noSuchUser } from './account-pages.js';
import type { ConsoleContext } from './context.js';
import { field } from './form-fields.js';
import { html } from '../http/html.js';
import { pageAnswer, redirectAnswer } from './http.js';
import { csrfField, page } from './layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from './route.js';
import { chosenManager, managerField } from './user-manager-field.js';

/** The version a change form carries: what the user was when the form was opened. */
const versionOf = (u: { role: string; isActive: boolean; managerId: number | null }) =>
  `${u.role}:${u.isActive}${u.managerId === null ? '' : `:${u.managerId}`}`;

/** The version a form carried ("role:active", then ":manager" when linked), or undefined when it is not one this page writes. */
function parseVersion(version: string): { role: UserListing['role']; isActive: boolean; managerId: number | null } | undefined {
  const m = /^([a-z]+):(true|false)(?::(\d{1,10}))?$/.exec(version);
  if (!m || !isRole(m[1])) return undefined;
  return { role: m[1], isActive: m[2] === 'true', managerId: m[3] === undefined ? null : Number(m[3]) };
}

export function changeUserRoute(ctx: ConsoleContext): ConsoleRoute {
  async function changeForm(
    r: ConsoleRequest,
    u: UserListing,
    typed: { role: string; isActive: boolean; manager: string; version: string },
    errors: Record<string, string[]>,
  ): Promise<Answer> {
    const choices = await ctx.users.managerChoices();
    const self = u.id === r.session.userId;
    return pageAnswer(
      200,
      page({
        title: `Change user ${u.username}`,
        user: r.session,
        breadcrumbs: crumbs('Users', '/admin/users/', u.username),
        content: html`${
            Object.keys(errors).length
              ? html`<p class="errornote" role="alert">${errors.__all__?.[0] ?? 'Please correct the errors below.'}</p>`
              : ''
          }
          ${self ? html`<p>This is you: another admin changes your role or makes you inactive, so that the console keeps an admin.</p>` : ''}
          <form method="post" action="/admin/users/${u.id}/change/" novalidate>
            ${csrfField(r.session.csrfToken)}<input type="hidden" name="_version" value="${typed.version}" />
            ${field(
              'id_role',
              'Role',
              html`<select name="role" id="id_role" ${self ? html`disabled` : ''}>
                ${ROLES.map((role) => html`<option value="${role}" ${typed.role === role ? html`selected` : ''}>${role}</option>`)}
              </select>`,
              errors.role ?? [],
            )}
            ${field(
              'id_is_active',
              'Active',
              html`<input
                type="checkbox"
                name="is_active"
                id="id_is_active"
                value="on"
                ${typed.isActive ? html`checked` : ''}
                ${self ? html`disabled` : ''}
              />`,
              [],
            )}
            ${self ? '' : managerField(choices, typed.manager, errors)}
            <div class="submit-row">
              ${self ? '' : html`<button type="submit">Save</button>`}
              <a href="/admin/users/${u.id}/password/">Change the password</a>
            </div>
          </form>`,
      }),
    );
  }

  return consoleRoute(
    {
      path: '/admin/users/:id/change/',
      area: 'accounts',
      async get(r) {
        const u = await namedUser(ctx, r);
        if (!u) return noSuchUser(r);
        return changeForm(r, u, { role: u.role, isActive: u.isActive, manager: String(u.managerId ?? ''), version: versionOf(u) }, {});
      },
      async post(r) {
        const u = await namedUser(ctx, r);
        if (!u) return noSuchUser(r);
        const typed = {
          role: r.form.get('role') ?? '',
          isActive: r.form.get('is_active') === 'on',
          manager: r.form.get('manager'),
          version: r.form.get('_version') ?? '',
        };
        if (u.id === r.session.userId)
          return changeForm(
            r,
            u,
            { ...typed, role: u.role, isActive: u.isActive, manager: String(u.managerId ?? '') },
            { __all__: ['You cannot change your own role or make yourself inactive.'] },
          );
        const shown = { ...typed, manager: typed.manager ?? String(u.managerId ?? '') };
        if (!isRole(typed.role)) return changeForm(r, u, shown, { role: [`“${typed.role}” is not a valid choice.`] });
        // No manager field (a form of before the choice): the link is left as it is.
        const managerId = typed.manager === undefined ? undefined : chosenManager(await ctx.users.managerChoices(), typed.manager);
        if (managerId === undefined && typed.manager !== undefined)
          return changeForm(r, u, shown, { manager: ['Select a manager from the list.'] });
        const seen = parseVersion(typed.version);
        const next = { role: typed.role, isActive: typed.isActive, ...(managerId === undefined ? {} : { managerId }) };
        const outcome = seen ? await ctx.users.change(u.id, seen, next, audited(ctx, r)) : 'stale';
        if (outcome === 'gone') return noSuchUser(r);
        if (outcome === 'stale') {
          const now = (await namedUser(ctx, r)) ?? u;
          return changeForm(
            r,
            now,
            { ...shown, version: versionOf(now) },
            {
              __all__: ['This user was changed by someone else since you opened the form: nothing was saved. Check it and save again.'],
            },
          );
        }
        return redirectAnswer('/admin/users/?changed=1');
      },
    },
    ctx,
  );
}
