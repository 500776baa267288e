// /admin/api-tokens/ (admins only, design §10): the API tokens, creating one (its key shown
// once, on the answer to the POST, never again) and revoking one. Every change is audited; a
// revoked token or a disabled user's token is refused by the next request on every instance
// (the tokens' cache follows the tables' versions).
import { pgTimestamptzInZone } from '../time/postgres.js';
import { audited, crumbs } from './account-pages.js';
import type { ConsoleContext } from './context.js';
import { html } from '../http/html.js';
import { idParam, pageAnswer, query, redirectAnswer } from './http.js';
import { csrfField, page } from './layout.js';
import { consoleRoute, type ConsoleRoute } from './route.js';

export function tokensRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
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
        const created = await ctx.tokens.create(owner.username, ctx.clock, audited(ctx, r).who);
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
}

export function revokeTokenRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
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
        if (id !== undefined) await ctx.tokens.revoke(id, audited(ctx, r));
        return redirectAnswer('/admin/api-tokens/?revoked=1');
      },
    },
    ctx,
  );
}
