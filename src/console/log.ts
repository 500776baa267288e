// /admin/log/: every change made in the console, newest first, 100 a page (Django admin's
// "Recent actions", whole); a page of older entries starts below the last one shown (by id,
// so any page of a long log costs the same). Read-only: nothing in the console edits the audit log.
// The accounts' entries (users made, roles, passwords set, tokens) are shown to admins only,
// as the accounts' pages are: left out in the query, count included, for the manager and viewer roles.
import type { ConsoleContext } from './context.js';
import type { AuditRecord } from '../store/repositories/audit-log.js';
import { textOf } from '../store/repositories/console-rows.js';
import { html, type Html } from '../http/html.js';
import { idParam, pageAnswer, query } from './http.js';
import { page, scrollBox } from './layout.js';
import { isInstantColumn, isStoredInstant, minuteInZone } from './local-time.js';
import { canView } from './roles.js';
import { consoleRoute, type ConsoleRoute } from './route.js';
import { TABLE_BY_NAME, type TableDefinition } from './tables/definitions.js';

const PAGE_SIZE = 100;

/** The names of the rows an audit page's changes point at: table → id → text. */
export type AuditNames = ReadonlyMap<string, ReadonlyMap<number, string>>;

/** A value of the audit's changes as the page shows it. */
export function auditValue(v: unknown): string {
  return v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
}

/** An id an audit value holds (ids are stored as numbers; text from older entries is read too). */
const idIn = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : undefined;

/**
 * The names of the rows the entries' changes point at (a relation's mentor, a course's author):
 * one read a table, whatever the number of entries. A row deleted since reads as its id.
 */
export async function auditNames(ctx: ConsoleContext, entries: readonly AuditRecord[]): Promise<AuditNames> {
  const wanted = new Map<string, Set<number>>();
  for (const e of entries) {
    const t = TABLE_BY_NAME.get(e.tableName);
    if (!t) continue;
    for (const [column, values] of Object.entries(e.changes)) {
      const to = t.references[column]?.name;
      if (to === undefined) continue;
      for (const v of values) {
        const id = idIn(v);
        if (id !== undefined) wanted.set(to, (wanted.get(to) ?? new Set()).add(id));
      }
    }
  }
  const names = new Map<string, Map<number, string>>();
  await Promise.all(
    [...wanted].map(async ([table, ids]) => {
      const def = TABLE_BY_NAME.get(table);
      if (def) {
        const rows = await ctx.rows.getMany(def, [...ids]);
        names.set(table, new Map(rows.map((r) => [r.id, textOf(r)])));
      } else if (table === 'users') {
        names.set(table, new Map((await ctx.reads.users()).map((u) => [u.id, u.username])));
      }
    }),
  );
  return names;
}

/** A field's label in the records: its table's (the console's label), or the column's name made readable. */
function fieldLabel(t: TableDefinition | undefined, column: string): string {
  const own = t?.fields.find((f) => f.name === column)?.label ?? t?.readOnly.find((c) => c.column === column)?.label;
  if (own !== undefined) return own;
  const words = column.replace(/_id$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed value as a person reads it: a row by its name, yes/no, a time in TIME_ZONE to the minute. */
function changeValue(t: TableDefinition | undefined, column: string, v: unknown, names: AuditNames, timeZone: string): string {
  if (v === null || v === undefined) return '—';
  const to = t?.references[column]?.name;
  const id = idIn(v);
  if (to !== undefined && id !== undefined) return names.get(to)?.get(id) ?? `#${id}`;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  // An entry of a table the console does not list (the accounts') is read by its value's shape.
  if (isStoredInstant(v) && (t === undefined || isInstantColumn(t, column))) return minuteInZone(v, timeZone);
  return auditValue(v);
}

/** Audit entries as a table; `withObject` adds the table and object columns (the log page). */
export function auditTable(entries: readonly AuditRecord[], timeZone: string, withObject: boolean, names: AuditNames = new Map()): Html {
  return scrollBox(
    'Changes',
    html`<table>
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
          const t = TABLE_BY_NAME.get(e.tableName);
          const object = t ? html`<a href="/admin/${t.slug}/${e.objectId}/history/">${e.objectRepr}</a>` : e.objectRepr;
          return html`<tr>
            <td>${minuteInZone(e.at, timeZone)}</td>
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
                ${Object.entries(e.changes).map(([column, [before, after]]) => {
                  const change = `${fieldLabel(t, column)}: ${changeValue(t, column, before, names, timeZone)} → ${changeValue(t, column, after, names, timeZone)}`;
                  return html`<li>${change}</li>`;
                })}
              </ul>
            </td>
          </tr>`;
        })}
      </tbody>
    </table>`,
  );
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
              ${auditTable(entries, ctx.timeZone, true, await auditNames(ctx, entries))}
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
