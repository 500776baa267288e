// /admin/log/: every change made in the console, newest first, 100 a page (Django admin's
// "Recent actions", whole); a page of older entries starts below the last one shown (by id,
// so any page of a long log costs the same). Read-only: nothing in the console edits the audit log.
// The accounts' entries (users made, roles, passwords set, tokens) are shown to admins only,
// as the accounts' pages are: left out in the query, count included, for the manager and viewer roles.
import { pgTimestamptzInZone } from '../time/postgres.js';
import type { ConsoleContext } from './context.js';
import type { AuditRecord } from '../store/repositories/audit-log.js';
import { html, type Html } from '../http/html.js';
import { idParam, pageAnswer, query } from './http.js';
import { page } from './layout.js';
import { canView } from './roles.js';
import { consoleRoute, type ConsoleRoute } from './route.js';
import { TABLES } from './tables/definitions.js';

const PAGE_SIZE = 100;
const SLUG_OF = new Map(TABLES.map((t) => [t.name, t.slug]));

/** A value of the audit's changes as the page shows it. */
export function auditValue(v: unknown): string {
  return v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
}

/** Audit entries as a table; `withObject` adds the table and object columns (the log page). */
export function auditTable(entries: readonly AuditRecord[], timeZone: string, withObject: boolean): Html {
  return html`<table>
    <thead>
      <tr>
        <th scope="col">Date/time (${timeZone})</th>
        <th scope="col">User</th>
        <th scope="col">Action</th>
        ${
          withObject
            ? html`<th scope="col">Table</th>
                <th scope="col">Object</th>`
            : ''
        }
        <th scope="col">Changes</th>
      </tr>
    </thead>
    <tbody>
      ${entries.map((e) => {
        const slug = SLUG_OF.get(e.tableName);
        const object = slug ? html`<a href="/admin/${slug}/${e.objectId}/history/">${e.objectRepr}</a>` : e.objectRepr;
        return html`<tr>
          <td>${pgTimestamptzInZone(e.at, timeZone)}</td>
          <td>${e.username}</td>
          <td>${e.action}</td>
          ${
            withObject
              ? html`<td>${e.tableName}</td>
                  <td>${object}</td>`
              : ''
          }
          <td>
            <ul class="changes">
              ${Object.entries(e.changes).map(([field, [before, after]]) => html`<li>${field}: ${auditValue(before)} → ${auditValue(after)}</li>`)}
            </ul>
          </td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

export function logRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/log/',
      area: 'programme',
      async get(r) {
        const before = idParam(query(r.exchange.req).get('before'));
        const { entries, total } = await ctx.reads.log(PAGE_SIZE, before, canView(r.session.role, 'accounts'));
        const older = entries.length === PAGE_SIZE ? entries[entries.length - 1].id : undefined;
        return pageAnswer(
          200,
          page({
            title: 'Log',
            user: r.session,
            breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: 'Log' }],
            content: html`<p class="count">${total} change${total === 1 ? '' : 's'}</p>
              ${auditTable(entries, ctx.timeZone, true)}
              <nav aria-label="Pages" class="paginator">
                ${before !== undefined ? html`<a href="/admin/log/">Newest</a>` : ''}
                ${older !== undefined ? html`${before !== undefined ? ' · ' : ''}<a href="/admin/log/?before=${older}">Older</a>` : ''}
              </nav>`,
          }),
        );
      },
    },
    ctx,
  );
}
