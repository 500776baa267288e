// /admin/users/ (admins only, design §10): the users with their role, manager, whether active, whether
// they sign in and whether their sign-ins are throttled; disabling a user (signed out
// everywhere, their tokens revoked) and lifting a throttle. Every change is audited.
import type { UserListing } from '../accounts/users.js';
import { formatIsoInZone } from '../time/iso.js';
import { audited, crumbs, namedUser, noSuchUser } from './account-pages.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { idParam, pageAnswer, query, redirectAnswer } from './http.js';
import { csrfField, page, type Message } from './layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from './route.js';

export function usersRoute(ctx: ConsoleContext): ConsoleRoute {
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

  return consoleRoute(
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
                    <th scope="col">Manager</th>
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
                        <td>${u.managerName ?? ''}</td>
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
}

export function disableUserRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
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
        await ctx.users.disable(u.username, audited(ctx, r));
        return redirectAnswer('/admin/users/?disabled=1');
      },
    },
    ctx,
  );
}

export function unlockUserRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/users/:id/unlock/',
      area: 'accounts',
      async post(r) {
        const u = await namedUser(ctx, r);
        if (!u) return noSuchUser(r);
        await ctx.loginThrottle.unlock(u.username);
        return redirectAnswer('/admin/users/?unlocked=1');
      },
    },
    ctx,
  );
}
