// The accounts pages, for admins only (design §10): users (list, add with a role and a
// password, change the role or whether active, set the password, disable) and API tokens (list, create, showing the key once on the answer to
// the POST and never again, revoke). Every change is audited; a revoked token or a disabled
// user's token is refused by the next request on every instance (the tokens' cache follows
// the tables' versions).
import { AccountRefused, isRole, ROLES, type UserListing } from '../accounts/users.js';
import { InvalidUsernameError } from '../accounts/tokens.js';
import type { Answer } from '../pipeline/answer.js';
import { formatIsoInZone, microsToUtcIso } from '../time/iso.js';
import { pgTimestamptzInZone } from '../time/postgres.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { idParam, pageAnswer, query, redirectAnswer } from './http.js';
import { csrfField, page, type Message } from './layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from './route.js';

const crumbs = (label: string, href?: string, last?: string) => [
  { label: 'Home', href: '/admin/' },
  last === undefined ? { label } : { label, href },
  ...(last === undefined ? [] : [{ label: last }]),
];

function field(id: string, label: string, input: Html, errors: readonly string[]): Html {
  return html`<div class="field${errors.length ? ' errors' : ''}">
    <label for="${id}">${label}:</label>
    ${
      errors.length
        ? html`<ul class="errorlist" id="${id}_errors">
            ${errors.map((m) => html`<li>${m}</li>`)}
          </ul>`
        : ''
    }
    ${input}
  </div>`;
}

/** A field's ARIA state when it has errors: invalid, described by them. */
const invalidIn = (errors: Record<string, string[]>, name: string) =>
  errors[name]?.length ? html`aria-invalid="true" aria-describedby="id_${name}_errors"` : html``;

/** A new password and its confirmation (Django's UserCreationForm and SetPasswordForm). */
function passwordFields(errors: Record<string, string[]>): Html {
  const input = (name: string) =>
    html`<input type="password" name="${name}" id="id_${name}" autocomplete="new-password" required ${invalidIn(errors, name)} />`;
  return html`${field('id_password1', 'Password', input('password1'), errors.password1 ?? [])}
  ${field('id_password2', 'Password confirmation', input('password2'), errors.password2 ?? [])}`;
}

export function accountRoutes(ctx: ConsoleContext): ConsoleRoute[] {
  const audited = (r: ConsoleRequest) => ({
    who: { userId: r.session.userId, username: r.session.username },
    now: microsToUtcIso(ctx.clock.nowMicros()),
  });

  function userForm(r: ConsoleRequest, typed: { username: string; role: string }, errors: Record<string, string[]>): Answer {
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
            ${passwordFields(errors)}
            <div class="submit-row"><button type="submit">Save</button></div>
          </form>`,
      }),
    );
  }

  const users = consoleRoute(
    {
      path: '/admin/users/',
      area: 'accounts',
      async get(r) {
        const q = query(r.exchange.req);
        const messages: Message[] = [];
        if (q.get('added') !== undefined) messages.push({ level: 'success', text: 'The user was added.' });
        if (q.get('disabled') !== undefined) messages.push({ level: 'success', text: 'The user was disabled and signed out everywhere.' });
        if (q.get('changed') !== undefined) messages.push({ level: 'success', text: 'The user was changed.' });
        if (q.get('password') !== undefined)
          messages.push({ level: 'success', text: 'The password was changed; the user was signed out everywhere.' });
        if (q.get('unlocked') !== undefined) messages.push({ level: 'success', text: 'The sign-in throttle on the user was lifted.' });
        const list = await ctx.reads.users();
        // Not cached: a throttle runs out with time, not with a table's version.
        const throttled = await ctx.loginThrottle.throttled();
        return pageAnswer(
          200,
          page({
            title: 'Users',
            user: r.session,
            breadcrumbs: crumbs('Users'),
            messages,
            content: html`<p class="object-tools"><a href="/admin/users/add/">Add user</a></p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Username</th>
                    <th scope="col">Role</th>
                    <th scope="col">Active</th>
                    <th scope="col">Signs in</th>
                    <th scope="col">Sign-ins throttled</th>
                    <th scope="col"><span class="visually-hidden">Action</span></th>
                  </tr>
                </thead>
                <tbody>
                  ${list.map(
                    (u) =>
                      html`<tr>
                        <td>${u.id}</td>
                        <td><a href="/admin/users/${u.id}/change/">${u.username}</a></td>
                        <td>${u.role}</td>
                        <td>${u.isActive ? 'Yes' : 'No'}</td>
                        <td>${u.hasPassword ? 'Yes' : 'No (API tokens only)'}</td>
                        <td>${throttledCell(r, u, throttled.get(u.username))}</td>
                        <td>
                          ${
                            u.isActive && u.id !== r.session.userId
                              ? html`<a href="/admin/users/${u.id}/disable/" aria-label="Disable ${u.username}">Disable</a>`
                              : ''
                          }
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>`,
          }),
        );
      },
    },
    ctx,
  );

  /** "No", or until when and a button that lifts it (`user unlock` in the console). */
  function throttledCell(r: ConsoleRequest, u: UserListing, until: bigint | undefined): Html {
    if (until === undefined) return html`No`;
    const local = formatIsoInZone(until, ctx.timeZone).slice(0, 16).replace('T', ' ');
    return html`Until ${local}
      <form method="post" action="/admin/users/${u.id}/unlock/" class="inline">
        ${csrfField(r.session.csrfToken)}
        <button type="submit" aria-label="Lift throttle on ${u.username}">Lift throttle</button>
      </form>`;
  }

  const addUser = consoleRoute(
    {
      path: '/admin/users/add/',
      area: 'accounts',
      get: (r) => userForm(r, { username: '', role: 'viewer' }, {}),
      async post(r) {
        const typed = { username: r.form.get('username') ?? '', role: r.form.get('role') ?? '' };
        const password = r.form.get('password1') ?? '';
        if (password !== (r.form.get('password2') ?? ''))
          return userForm(r, typed, { password2: ['The two password fields didn’t match.'] });
        try {
          await ctx.users.create(typed.username, typed.role, password, audited(r));
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

  const disableUser = consoleRoute(
    {
      path: '/admin/users/:id/disable/',
      area: 'accounts',
      async get(r) {
        const id = idParam(r.exchange.params.id);
        const u = (await ctx.reads.users()).find((x) => x.id === id);
        if (!u) return pageAnswer(404, page({ title: 'Not found', user: r.session, content: html`<p>There is no such user.</p>` }));
        return pageAnswer(
          200,
          page({
            title: 'Are you sure?',
            user: r.session,
            breadcrumbs: crumbs('Users', '/admin/users/', `Disable ${u.username}`),
            content: html`<p>
                Disable the user “${u.username}”? They are signed out everywhere, cannot sign in, and their API tokens are revoked for good.
              </p>
              <form method="post" action="/admin/users/${u.id}/disable/">
                ${csrfField(r.session.csrfToken)} <button type="submit">Yes, I’m sure</button>
                <a href="/admin/users/">No, take me back</a>
              </form>`,
          }),
        );
      },
      async post(r) {
        const id = idParam(r.exchange.params.id);
        const u = (await ctx.reads.users()).find((x) => x.id === id);
        if (!u || u.id === r.session.userId) return redirectAnswer('/admin/users/');
        await ctx.users.disable(u.username, audited(r));
        return redirectAnswer('/admin/users/?disabled=1');
      },
    },
    ctx,
  );

  /** The user the path names, as the accounts' list has them. */
  const named = async (r: ConsoleRequest) => {
    const id = idParam(r.exchange.params.id);
    return (await ctx.reads.users()).find((x) => x.id === id);
  };
  const noSuchUser = (r: ConsoleRequest) =>
    pageAnswer(404, page({ title: 'Not found', user: r.session, content: html`<p>There is no such user.</p>` }));
  const versionOf = (u: { role: string; isActive: boolean }) => `${u.role}:${u.isActive}`;

  function changeForm(
    r: ConsoleRequest,
    u: UserListing,
    typed: { role: string; isActive: boolean; version: string },
    errors: Record<string, string[]>,
  ): Answer {
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
            <div class="submit-row">
              ${self ? '' : html`<button type="submit">Save</button>`}
              <a href="/admin/users/${u.id}/password/">Change the password</a>
            </div>
          </form>`,
      }),
    );
  }

  const changeUser = consoleRoute(
    {
      path: '/admin/users/:id/change/',
      area: 'accounts',
      async get(r) {
        const u = await named(r);
        if (!u) return noSuchUser(r);
        return changeForm(r, u, { role: u.role, isActive: u.isActive, version: versionOf(u) }, {});
      },
      async post(r) {
        const u = await named(r);
        if (!u) return noSuchUser(r);
        const typed = { role: r.form.get('role') ?? '', isActive: r.form.get('is_active') === 'on', version: r.form.get('_version') ?? '' };
        if (u.id === r.session.userId)
          return changeForm(
            r,
            u,
            { ...typed, role: u.role, isActive: u.isActive },
            { __all__: ['You cannot change your own role or make yourself inactive.'] },
          );
        if (!isRole(typed.role)) return changeForm(r, u, typed, { role: [`“${typed.role}” is not a valid choice.`] });
        const [seenRole, seenActive, extra] = typed.version.split(':');
        const seen = { role: seenRole, isActive: seenActive === 'true' };
        const outcome =
          extra === undefined && isRole(seen.role) && (seenActive === 'true' || seenActive === 'false')
            ? await ctx.users.change(
                u.id,
                { role: seen.role, isActive: seen.isActive },
                { role: typed.role, isActive: typed.isActive },
                audited(r),
              )
            : 'stale';
        if (outcome === 'gone') return noSuchUser(r);
        if (outcome === 'stale') {
          const now = (await named(r)) ?? u;
          return changeForm(
            r,
            now,
            { ...typed, version: versionOf(now) },
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

  const userPassword = consoleRoute(
    {
      path: '/admin/users/:id/password/',
      area: 'accounts',
      async get(r) {
        const u = await named(r);
        return u ? passwordForm(r, u, {}) : noSuchUser(r);
      },
      async post(r) {
        const u = await named(r);
        if (!u) return noSuchUser(r);
        const password = r.form.get('password1') ?? '';
        if (password !== (r.form.get('password2') ?? ''))
          return passwordForm(r, u, { password2: ['The two password fields didn’t match.'] });
        try {
          await ctx.users.setPassword(u.username, password, audited(r));
        } catch (e) {
          if (!(e instanceof AccountRefused)) throw e;
          return passwordForm(r, u, { password1: [e.message] });
        }
        return redirectAnswer(u.id === r.session.userId ? '/admin/login/' : '/admin/users/?password=1');
      },
    },
    ctx,
  );

  const tokens = consoleRoute(
    {
      path: '/admin/api-tokens/',
      area: 'accounts',
      async get(r) {
        const q = query(r.exchange.req);
        const [list, people] = await Promise.all([ctx.reads.tokens(), ctx.reads.users()]);
        return pageAnswer(
          200,
          page({
            title: 'API tokens',
            user: r.session,
            breadcrumbs: crumbs('API tokens'),
            messages:
              q.get('revoked') !== undefined ? [{ level: 'success', text: 'The token was revoked: it is refused from now on.' }] : [],
            content: html`<form method="post" action="/admin/api-tokens/" class="inline-form">
                ${csrfField(r.session.csrfToken)}
                <label for="id_user">Create a token for:</label>
                <select name="user" id="id_user">
                  ${people.filter((u) => u.isActive).map((u) => html`<option value="${u.username}">${u.username}</option>`)}
                </select>
                <button type="submit">Create token</button>
              </form>
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">User</th>
                    <th scope="col">Key starts</th>
                    <th scope="col">Created</th>
                    <th scope="col"><span class="visually-hidden">Action</span></th>
                  </tr>
                </thead>
                <tbody>
                  ${list.map(
                    (t) =>
                      html`<tr>
                        <td>${t.id}</td>
                        <td>${t.username}</td>
                        <td><code>${t.keyPrefix}…</code></td>
                        <td>${pgTimestamptzInZone(t.createdAt, ctx.timeZone)}</td>
                        <td>
                          <a href="/admin/api-tokens/${t.id}/revoke/" aria-label="Revoke token ${t.keyPrefix}… of ${t.username}">Revoke</a>
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>`,
          }),
        );
      },
      async post(r) {
        const username = r.form.get('user') ?? '';
        const owner = (await ctx.reads.users()).find((u) => u.username === username && u.isActive);
        if (!owner) return redirectAnswer('/admin/api-tokens/');
        const created = await ctx.tokens.create(owner.username, ctx.clock, audited(r).who);
        // The key is shown on this answer only (never cached, never in a URL), as `token create` prints it once.
        return pageAnswer(
          200,
          page({
            title: 'Token created',
            user: r.session,
            breadcrumbs: crumbs('API tokens', '/admin/api-tokens/', 'Token created'),
            content: html`<p role="status">A token for ${created.user.username} was created. Copy its key now: it is not shown again.</p>
              <p><label for="id_key">Key:</label> <input type="text" id="id_key" readonly value="${created.key}" size="44" /></p>
              <p>Clients send it as <code>Authorization: Token ${created.key}</code>.</p>
              <p><a href="/admin/api-tokens/">Back to the tokens</a></p>`,
          }),
        );
      },
    },
    ctx,
  );

  const revoke = consoleRoute(
    {
      path: '/admin/api-tokens/:id/revoke/',
      area: 'accounts',
      async get(r) {
        const id = idParam(r.exchange.params.id);
        const t = (await ctx.reads.tokens()).find((x) => x.id === id);
        if (!t) return pageAnswer(404, page({ title: 'Not found', user: r.session, content: html`<p>There is no such token.</p>` }));
        return pageAnswer(
          200,
          page({
            title: 'Are you sure?',
            user: r.session,
            breadcrumbs: crumbs('API tokens', '/admin/api-tokens/', 'Revoke'),
            content: html`<p>Revoke the token ${t.keyPrefix}… of ${t.username}? Every instance refuses it from the next request on.</p>
              <form method="post" action="/admin/api-tokens/${t.id}/revoke/">
                ${csrfField(r.session.csrfToken)} <button type="submit">Yes, I’m sure</button>
                <a href="/admin/api-tokens/">No, take me back</a>
              </form>`,
          }),
        );
      },
      async post(r) {
        const id = idParam(r.exchange.params.id);
        if (id !== undefined) await ctx.tokens.revoke(id, audited(r));
        return redirectAnswer('/admin/api-tokens/?revoked=1');
      },
    },
    ctx,
  );

  const unlockUser = consoleRoute(
    {
      path: '/admin/users/:id/unlock/',
      area: 'accounts',
      async post(r) {
        const u = await named(r);
        if (!u) return noSuchUser(r);
        await ctx.loginThrottle.unlock(u.username);
        return redirectAnswer('/admin/users/?unlocked=1');
      },
    },
    ctx,
  );

  return [users, addUser, changeUser, userPassword, disableUser, unlockUser, tokens, revoke];
}
