// The list view (Django admin's changelist): /admin/<table>/, searched, filtered, sorted, 100
// a page, with the bulk actions' form for those who may change the table.
import type { Row } from '../../../store/repositories/console-rows.js';
import { COUNT_LIMIT, textOf } from '../../../store/repositories/console-rows.js';
import { html, type Html } from '../../../http/html.js';
import { idParam, pageAnswer } from '../../http.js';
import { csrfField, page, scrollBox, type Message } from '../../layout.js';
import { canChange } from '../../roles.js';
import { consoleRoute, type ConsoleRoute } from '../../route.js';
import { TABLE_BY_NAME, type ListFilter, type TableDefinition } from '../definitions.js';
import { shownValue, swatch } from '../forms.js';
import { actionBar, actionMessage, actionsOf, selectAcross } from './actions.js';
import { exportLinks } from './export.js';
import { listQuery } from './list-query.js';
import { preservedField, preservedOf } from './preserved-filters.js';
import { crumbs, label, mayAdd, notFound, OPTIONS_LIMIT, tableOf, type ViewContext } from './shared.js';

export const PAGE_SIZE = 100;
/** Pages a list goes to (COUNT_LIMIT rows); past them, a search or a sort narrows it. */
export const MAX_PAGES = COUNT_LIMIT / PAGE_SIZE;

type Query = ReturnType<typeof listQuery>;
type Link = (o: Record<string, string | number | undefined>) => string;

/** A link to the list as it is, with `o` changed (search, filters, sort; back to the first page). */
function linkOf(t: TableDefinition, { search, filters, order }: Query): Link {
  return (o) => {
    const p = new URLSearchParams();
    const merged = { q: search || undefined, ...filters, o: order || undefined, p: undefined, ...o };
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '') p.set(k, String(v));
    const s = p.toString();
    return `/admin/${t.slug}/${s ? `?${s}` : ''}`;
  };
}

/** The messages a list shows after a save, a delete or an action. */
async function messagesOf(ctx: ViewContext, t: TableDefinition, q: ReadonlyMap<string, string>): Promise<Message[]> {
  const messages: Message[] = [];
  const saved = idParam(q.get('saved'));
  if (saved !== undefined) {
    const row = await ctx.reads.row(t, saved);
    if (row)
      messages.push({
        level: 'success',
        text: html`The ${t.singular.toLowerCase()} “<a href="/admin/${t.slug}/${row.id}/change/">${textOf(row)}</a>” was saved.`,
      });
  }
  if (q.get('deleted') !== undefined) messages.push({ level: 'success', text: `The ${t.singular.toLowerCase()} was deleted.` });
  messages.push(...(await actionMessage(ctx, t, q)));
  return messages;
}

/** A column's heading: a link that sorts by it (the other way when it is the sort already). */
function headerOf(t: TableDefinition, { sort, descending }: Query, link: Link) {
  return (c: string, text: string): Html => {
    if (c !== 'id' && !(t.sortColumns ?? t.listColumns).includes(c)) return html`<th scope="col">${text}</th>`;
    const active = sort === c;
    const next = active && !descending ? `-${c}` : c;
    return html`<th scope="col" ${active ? html`aria-sort="${descending ? 'descending' : 'ascending'}"` : ''}>
      <a href="${link({ o: next })}">${text}</a>
    </th>`;
  };
}

/** The table's filters, a reference's with its choices: the rows of the table it names (none past OPTIONS_LIMIT). */
async function filtersOf(ctx: ViewContext, t: TableDefinition): Promise<ListFilter[]> {
  return Promise.all(
    t.filters.map(async (f) => {
      if (!f.reference) return f;
      const options = await ctx.reads.optionsOf(TABLE_BY_NAME.get(f.reference)!, OPTIONS_LIMIT);
      return { ...f, choices: (options ?? []).map((o) => [String(o.id), o.text] as const) };
    }),
  );
}

/** The filters' links, the current value of each marked. */
function filterNav(shown: readonly ListFilter[], { filters }: Query, link: Link): Html | '' {
  if (!shown.length) return '';
  return html`<nav class="filters" aria-label="Filter">
    ${shown.map(
      (f) =>
        html`<p>
          By ${f.label.toLowerCase()}:
          ${[['', 'All'] as const, ...f.choices].map(([v, text], i) => {
            const current = (filters[f.column] ?? '') === v;
            return html`${i ? ' · ' : ''}<a href="${link({ [f.column]: v || undefined })}" ${current ? html`aria-current="true"` : ''}
                >${text}</a
              >`;
          })}
        </p>`,
    )}
  </nav>`;
}

/** The rows as a table, each with a checkbox when the bulk actions apply. */
function listTable(ctx: ViewContext, t: TableDefinition, found: Row[], selectable: boolean, header: ReturnType<typeof headerOf>): Html {
  const cell = (row: Row, c: string) => {
    const shown = shownValue(t, row, c, ctx.timeZone);
    const text = shown.length > 120 ? `${shown.slice(0, 119)}…` : shown;
    return html`<td>${text}${t.widgets[c]?.kind === 'colour' ? swatch(shown) : ''}</td>`;
  };
  const table = html`<table>
    <thead>
      <tr>
        ${selectable ? html`<th scope="col"><span class="visually-hidden">Select</span></th>` : ''}${header('id', 'ID')}${t.listColumns.map(
          (c) => header(c, label(t, c)),
        )}
      </tr>
    </thead>
    <tbody>
      ${found.map(
        (row) =>
          html`<tr>
            ${
              selectable
                ? html`<td>
                    <input type="checkbox" name="_selected_action" value="${row.id}" aria-label="Select ${textOf(row)}" />
                  </td>`
                : ''
            }
            <td><a href="/admin/${t.slug}/${row.id}/change/" aria-label="${row.id} ${textOf(row)}">${row.id}</a></td>
            ${t.listColumns.map((c) => cell(row, c))}
          </tr>`,
      )}
    </tbody>
  </table>`;
  return scrollBox(t.plural, table);
}

export function listView(ctx: ViewContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/:table/',
      area: 'programme',
      async get(r) {
        const t = tableOf(r);
        if (!t) return notFound(r);
        const lq = listQuery(r, t);
        const { q, search, descending, sort, byText, then, filters } = lq;
        const pageNumber = Math.max(1, Math.min(idParam(q.get('p')) ?? 1, MAX_PAGES));
        const { rows, total, more } = await ctx.reads.list(t, {
          search,
          filters,
          sort,
          descending,
          byText,
          then,
          offset: (pageNumber - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
        });
        // Past COUNT_LIMIT rows (and MAX_PAGES pages) a list is not counted or paged further: search or sort to narrow it.
        const pages = Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / PAGE_SIZE)));
        const link = linkOf(t, lq);
        const header = headerOf(t, lq, link);
        const withActions = canChange(r.session.role, t.area) && actionsOf(t).length > 0;
        // The list's place, carried by the actions' form and back (the forms take it from the Referer: preserved-filters.ts).
        const preserved = preservedOf(t, q);
        const counted = `${more ? 'More than ' : ''}${total.toLocaleString('en')} ${total === 1 && !more ? t.singular.toLowerCase() : t.plural.toLowerCase()}`;
        return pageAnswer(
          200,
          page({
            title: t.plural,
            user: r.session,
            breadcrumbs: crumbs(t),
            messages: await messagesOf(ctx, t, q),
            content: html`${mayAdd(r, t) ? html`<p class="object-tools"><a href="/admin/${t.slug}/add/">Add ${t.singular.toLowerCase()}</a></p>` : ''}
              <p class="object-tools">${exportLinks(t.slug, link({}).slice(`/admin/${t.slug}/`.length))}</p>
              ${
                t.searchColumns.length
                  ? html`<form method="get" action="/admin/${t.slug}/" class="search" role="search">
                      <label for="searchbar">Search</label>
                      <input type="search" name="q" id="searchbar" value="${search}" maxlength="200" />
                      ${Object.entries(filters).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`)}
                      <button type="submit">Search</button>
                    </form>`
                  : ''
              }
              ${filterNav(await filtersOf(ctx, t), lq, link)}
              <p class="count">${counted}${search ? html` matching “${search}”` : ''}</p>
              ${
                withActions
                  ? html`<form method="post" action="/admin/${t.slug}/actions/" class="changelist">
                      ${csrfField(r.session.csrfToken)} ${preservedField(preserved)} ${actionBar(t)}
                      ${selectAcross(t, rows.length, total, more)} ${listTable(ctx, t, rows, true, header)}
                    </form>`
                  : listTable(ctx, t, rows, false, header)
              }
              <nav aria-label="Pages" class="paginator">
                Page ${pageNumber} of ${pages}${more ? '+' : ''}
                ${pageNumber > 1 ? html` · <a href="${link({ p: pageNumber - 1 })}">Previous</a>` : ''}
                ${pageNumber < pages ? html` · <a href="${link({ p: pageNumber + 1 })}">Next</a>` : ''}
              </nav>`,
          }),
        );
      },
    },
    ctx,
  );
}
