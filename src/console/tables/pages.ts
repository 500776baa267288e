// The pages of each table (Django admin's changelist, add, change, delete and history
// views): /admin/<table>/, …/add/, …/<id>/change/, …/<id>/delete/, …/<id>/history/.
// Every change goes through ConsoleRowRepository: one transaction with its audit entry.
// A change form carries the row's version as it was opened: a save over someone else's
// later save is refused with a message, and the form keeps what was typed.
import { createHash } from 'node:crypto';
import type { Answer } from '../../pipeline/answer.js';
import type { Row } from '../../store/repositories/console-rows.js';
import { COUNT_LIMIT, sqlState, textOf } from '../../store/repositories/console-rows.js';
import { microsToUtcIso } from '../../time/iso.js';
import type { ConsoleContext } from '../context.js';
import { auditTable } from '../log.js';
import { html } from '../../http/html.js';
import { idParam, pageAnswer, query, redirectAnswer } from '../http.js';
import { csrfField, page, type Message } from '../layout.js';
import { canChange } from '../roles.js';
import { CSV_START, csvLine } from '../csv.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from '../route.js';
import { TABLE_BY_NAME, TABLE_BY_SLUG, type TableDefinition } from './definitions.js';
import { actionBar, actionMessage, actionRoute, actionsOf } from './actions.js';
import {
  fieldInputs,
  shownValue,
  swatch,
  typedFromRow,
  typedOf,
  validated,
  type FieldErrors,
  type ReferenceOptions,
  type Typed,
} from './forms.js';

export const PAGE_SIZE = 100;
/** Pages a list goes to (COUNT_LIMIT rows); past them, a search or a sort narrows it. */
export const MAX_PAGES = COUNT_LIMIT / PAGE_SIZE;

/** A row's version as a form carries it: a hash of its own values (not of the texts read beside them). */
export function versionOf(t: TableDefinition, row: Row): string {
  const own = [row.id, ...t.columns.map((c) => row[c])];
  return createHash('sha256').update(JSON.stringify(own)).digest('hex').slice(0, 32);
}

/** A select offers at most this many rows; past it, a reference is typed as an id (Django's raw_id_fields). */
export const OPTIONS_LIMIT = 1000;

function notFound(r: ConsoleRequest): Answer {
  return pageAnswer(404, page({ title: 'Not found', user: r.session, content: html`<p>There is no such page in the console.</p>` }));
}

/** Rows an export reads at a time: one short query on the event loop between the client's reads (docs/performance.md). */
const EXPORT_BATCH = 250;

const crumbs = (t: TableDefinition, last?: string) => [
  { label: 'Home', href: '/admin/' },
  last === undefined ? { label: t.plural } : { label: t.plural, href: `/admin/${t.slug}/` },
  ...(last === undefined ? [] : [{ label: last }]),
];

/** What a role may do to a table's rows: the table's own rules and the role's. */
const mayAdd = (r: ConsoleRequest, t: TableDefinition) => t.may.add && canChange(r.session.role, t.area);
const mayChange = (r: ConsoleRequest, t: TableDefinition) => t.may.change && canChange(r.session.role, t.area);
const mayDelete = (r: ConsoleRequest, t: TableDefinition) => t.may.delete && canChange(r.session.role, t.area);

interface FormParts {
  status: number;
  title: string;
  action: string;
  typed: Typed;
  errors: FieldErrors;
  options: ReferenceOptions;
  timeZone: string;
  version?: string;
  row?: Row;
  messages?: Message[];
}

/** A form page; with errors it answers 200 too, as Django's admin does (the form again, messages beside the fields). */
function formPage(r: ConsoleRequest, t: TableDefinition, o: FormParts): Answer {
  const editable = o.row ? mayChange(r, t) : mayAdd(r, t);
  const general = o.errors.__all__ ?? [];
  const links = o.row
    ? html`<p class="object-tools">
        <a href="/admin/${t.slug}/${o.row.id}/history/">History</a
        >${mayDelete(r, t) ? html` · <a href="/admin/${t.slug}/${o.row.id}/delete/">Delete</a>` : ''}
      </p>`
    : '';
  return pageAnswer(
    o.status,
    page({
      title: o.title,
      user: r.session,
      breadcrumbs: crumbs(t, o.row ? textOf(o.row) : `Add ${t.singular.toLowerCase()}`),
      messages: [...(o.messages ?? []), ...general.map((text) => ({ level: 'error' as const, text }))],
      content: html`${links}${Object.keys(o.errors).length ? html`<p class="errornote" role="alert">Please correct the errors below.</p>` : ''}
        <form method="post" action="${o.action}" novalidate>
          ${csrfField(r.session.csrfToken)} ${o.version ? html`<input type="hidden" name="_version" value="${o.version}" />` : ''}
          ${fieldInputs(t, o.typed, o.errors, { before: o.row, options: o.options, readOnly: !editable, timeZone: o.timeZone })}
          ${editable && t.fields.length ? html`<div class="submit-row"><button type="submit">Save</button></div>` : ''}
        </form>`,
    }),
  );
}

/** A database constraint the form broke, as a form message (never a 500). */
function constraintMessage(e: unknown): string | undefined {
  const state = sqlState(e);
  if (state === '23505') return 'A row with these values already exists.';
  if (state === '23503') return 'A row this one refers to does not exist (any more).';
  if (state === '23514' || state === '22001') return 'A value is not one this table accepts.';
  return undefined;
}

export function tableRoutes(ctx: ConsoleContext): ConsoleRoute[] {
  const deps = ctx;
  const now = () => microsToUtcIso(ctx.clock.nowMicros());
  const who = (r: ConsoleRequest) => ({ userId: r.session.userId, username: r.session.username });
  const table = (r: ConsoleRequest) => TABLE_BY_SLUG.get(r.exchange.params.table ?? '');
  /** The table and row the path names, if both exist. */
  const located = async (r: ConsoleRequest) => {
    const t = table(r);
    const id = idParam(r.exchange.params.id);
    const row = t && id !== undefined ? await deps.reads.row(t, id) : undefined;
    return t && row ? { t, row } : undefined;
  };
  /** The rows each reference of the form may name (a select), or undefined past OPTIONS_LIMIT. */
  const optionsOf = async (t: TableDefinition): Promise<ReferenceOptions> => {
    const tables = [...new Set(Object.values(t.widgets).flatMap((w) => (w.kind === 'reference' ? [w.table] : [])))];
    return new Map(
      await Promise.all(tables.map(async (name) => [name, await deps.reads.optionsOf(TABLE_BY_NAME.get(name)!, OPTIONS_LIMIT)] as const)),
    );
  };
  const exists = (name: string, id: number) => deps.rows.exists(name, id);
  /** Runs a write; a database constraint it breaks becomes the form's message. */
  const orMessage = async (write: () => Promise<Answer>, fail: (errors: FieldErrors) => Promise<Answer>): Promise<Answer> => {
    try {
      return await write();
    } catch (e) {
      const message = constraintMessage(e);
      if (message === undefined) throw e;
      return fail({ __all__: [message] });
    }
  };

  /** The list's search and sort as the query gives them (a sort by anything else is by id). */
  const listQuery = (r: ConsoleRequest, t: TableDefinition) => {
    const q = query(r.exchange.req);
    // PostgreSQL's text holds no NUL: a search for one looks for the rest.
    const search = (q.get('q') ?? '').replaceAll('\0', '').trim().slice(0, 200);
    const order = q.get('o') ?? '';
    const descending = order.startsWith('-');
    const sort = (t.sortColumns ?? t.listColumns).includes(order.replace(/^-/, '')) ? order.replace(/^-/, '') : 'id';
    // A filter's value counts only when it is one of its choices.
    const filters: Record<string, string> = {};
    for (const f of t.filters ?? []) {
      const v = q.get(f.column);
      if (v !== undefined && f.choices.some(([value]) => value === v)) filters[f.column] = v;
    }
    return { q, search, order, descending, sort, filters };
  };
  const label = (t: TableDefinition, column: string) =>
    t.fields.find((f) => f.name === column)?.label ?? t.readOnly.find((c) => c.column === column)?.label ?? column;

  const exportCsv = consoleRoute(
    {
      path: '/admin/:table/export/',
      area: 'programme',
      async get(r) {
        const t = table(r);
        if (!t) return notFound(r);
        const { search, sort, descending, filters } = listQuery(r, t);
        const columns = [...t.readOnly.map((c) => c.column), ...t.fields.map((f) => f.name)];
        const line = (row: Row) =>
          csvLine([row.id, ...columns.map((c) => (c in t.references ? shownValue(t, row, c, ctx.timeZone) : row[c]))]);
        // Streamed a batch at a time (issue 29: a 300,000-row export built one string, held
        // the event loop 82 s and grew the process by 2.3 GB): one chunk a batch, made when
        // the client has taken the last. The first batch is read before the answer goes
        // out, so that a database that cannot be read answers 503 rather than a 200 cut short.
        const batches = deps.rows.batches(t, { search, filters, sort, descending }, EXPORT_BATCH);
        const first = r.exchange.req.method === 'HEAD' ? undefined : await batches.next();
        const header = CSV_START + csvLine(['ID', ...columns.map((c) => label(t, c))]);
        async function* body(): AsyncGenerator<string> {
          try {
            yield header;
            if (first === undefined || first.done) return;
            yield first.value.map(line).join('');
            for (let next = await batches.next(); !next.done; next = await batches.next()) yield next.value.map(line).join('');
          } finally {
            await batches.return(undefined); // a client that left
          }
        }
        return {
          status: 200,
          head: [
            'content-type',
            'text/csv; charset=utf-8',
            'content-disposition',
            `attachment; filename="${t.slug}.csv"`,
            'cache-control',
            'no-store',
            'vary',
            'Cookie',
          ],
          body: Buffer.alloc(0),
          stream: body,
        };
      },
    },
    ctx,
  );

  const list = consoleRoute(
    {
      path: '/admin/:table/',
      area: 'programme',
      async get(r) {
        const t = table(r);
        if (!t) return notFound(r);
        const { q, search, order, descending, sort, filters } = listQuery(r, t);
        const pageNumber = Math.max(1, Math.min(idParam(q.get('p')) ?? 1, MAX_PAGES));
        const { rows, total, more } = await deps.reads.list(t, {
          search,
          filters,
          sort,
          descending,
          offset: (pageNumber - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
        });
        // Past COUNT_LIMIT rows (and MAX_PAGES pages) a list is not counted or paged further: search or sort to narrow it.
        const pages = Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / PAGE_SIZE)));
        const link = (o: Record<string, string | number | undefined>) => {
          const p = new URLSearchParams();
          const merged = { q: search || undefined, ...filters, o: order || undefined, p: undefined, ...o };
          for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '') p.set(k, String(v));
          const s = p.toString();
          return `/admin/${t.slug}/${s ? `?${s}` : ''}`;
        };
        const messages: Message[] = [];
        const saved = idParam(q.get('saved'));
        if (saved !== undefined) {
          const row = await deps.reads.row(t, saved);
          if (row)
            messages.push({
              level: 'success',
              text: html`The ${t.singular.toLowerCase()} “<a href="/admin/${t.slug}/${row.id}/change/">${textOf(row)}</a>” was saved.`,
            });
        }
        if (q.get('deleted') !== undefined) messages.push({ level: 'success', text: `The ${t.singular.toLowerCase()} was deleted.` });
        const acted = actionMessage(t, q);
        if (acted) messages.push(acted);
        const withActions = canChange(r.session.role, t.area) && actionsOf(t).length > 0;
        const header = (c: string, text: string) => {
          if (c !== 'id' && !(t.sortColumns ?? t.listColumns).includes(c)) return html`<th scope="col">${text}</th>`;
          const active = sort === c;
          const next = active && !descending ? `-${c}` : c;
          return html`<th scope="col" ${active ? html`aria-sort="${descending ? 'descending' : 'ascending'}"` : ''}>
            <a href="${link({ o: next })}">${text}</a>
          </th>`;
        };
        const filterNav = t.filters?.length
          ? html`<nav class="filters" aria-label="Filter">
              ${t.filters.map(
                (f) =>
                  html`<p>
                    By ${f.label.toLowerCase()}:
                    ${[['', 'All'] as const, ...f.choices].map(([v, text], i) => {
                      const current = (filters[f.column] ?? '') === v;
                      return html`${i ? ' · ' : ''}<a
                          href="${link({ [f.column]: v || undefined })}"
                          ${current ? html`aria-current="true"` : ''}
                          >${text}</a
                        >`;
                    })}
                  </p>`,
              )}
            </nav>`
          : '';
        const counted = `${more ? 'More than ' : ''}${total.toLocaleString('en')} ${total === 1 && !more ? t.singular.toLowerCase() : t.plural.toLowerCase()}`;
        const cell = (row: Row, c: string) => {
          const shown = shownValue(t, row, c, ctx.timeZone);
          const text = shown.length > 120 ? `${shown.slice(0, 119)}…` : shown;
          return html`<td>${text}${t.widgets[c]?.kind === 'colour' ? swatch(shown) : ''}</td>`;
        };
        const listTable = (found: Row[], selectable: boolean) =>
          html`<table>
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
                    <td><a href="/admin/${t.slug}/${row.id}/change/" aria-label="${textOf(row)}">${row.id}</a></td>
                    ${t.listColumns.map((c) => cell(row, c))}
                  </tr>`,
              )}
            </tbody>
          </table>`;
        return pageAnswer(
          200,
          page({
            title: t.plural,
            user: r.session,
            breadcrumbs: crumbs(t),
            messages,
            content: html`${mayAdd(r, t) ? html`<p class="object-tools"><a href="/admin/${t.slug}/add/">Add ${t.singular.toLowerCase()}</a></p>` : ''}
              <p class="object-tools">
                <a href="${`/admin/${t.slug}/export/${link({}).slice(`/admin/${t.slug}/`.length)}`}">Export as CSV</a>
              </p>
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
              ${filterNav}
              <p class="count">${counted}${search ? html` matching “${search}”` : ''}</p>
              ${
                withActions
                  ? html`<form method="post" action="/admin/${t.slug}/actions/" class="changelist">
                      ${csrfField(r.session.csrfToken)} ${actionBar(t)} ${listTable(rows, true)}
                    </form>`
                  : listTable(rows, false)
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

  const add = consoleRoute(
    {
      path: '/admin/:table/add/',
      area: 'programme',
      async get(r) {
        const t = table(r);
        if (!t || !mayAdd(r, t)) return notFound(r);
        return formPage(r, t, {
          status: 200,
          title: `Add ${t.singular.toLowerCase()}`,
          action: `/admin/${t.slug}/add/`,
          typed: {},
          errors: {},
          options: await optionsOf(t),
          timeZone: ctx.timeZone,
        });
      },
      async post(r) {
        const t = table(r);
        if (!t || !mayAdd(r, t)) return notFound(r);
        const typed = typedOf(t, r.form);
        const fail = async (errors: FieldErrors) =>
          formPage(r, t, {
            status: 200,
            title: `Add ${t.singular.toLowerCase()}`,
            action: `/admin/${t.slug}/add/`,
            typed,
            errors,
            options: await optionsOf(t),
            timeZone: ctx.timeZone,
          });
        const v = await validated(t, r.all, undefined, ctx.timeZone, exists);
        if (!v.ok) return fail(v.errors);
        return orMessage(async () => {
          const row = await deps.rows.insert(t, { ...v.values, ...t.onAdd?.(r.session.userId) }, who(r), now());
          return redirectAnswer(`/admin/${t.slug}/?saved=${row.id}`);
        }, fail);
      },
    },
    ctx,
  );

  const change = consoleRoute(
    {
      path: '/admin/:table/:id/change/',
      area: 'programme',
      async get(r) {
        const found = await located(r);
        if (!found) return notFound(r);
        const { t, row } = found;
        const title = mayChange(r, t) ? `Change ${t.singular.toLowerCase()}` : `View ${t.singular.toLowerCase()}`;
        return formPage(r, t, {
          status: 200,
          title,
          action: `/admin/${t.slug}/${row.id}/change/`,
          typed: typedFromRow(t, row, ctx.timeZone),
          errors: {},
          options: await optionsOf(t),
          timeZone: ctx.timeZone,
          version: versionOf(t, row),
          row,
        });
      },
      async post(r) {
        const found = await located(r);
        if (!found) return notFound(r);
        const { t, row } = found;
        if (!mayChange(r, t)) return notFound(r);
        const typed = typedOf(t, r.form);
        const version = r.form.get('_version') ?? '';
        const fail = async (errors: FieldErrors, current: Row = row) =>
          formPage(r, t, {
            status: 200,
            title: `Change ${t.singular.toLowerCase()}`,
            action: `/admin/${t.slug}/${row.id}/change/`,
            typed,
            errors,
            options: await optionsOf(t),
            timeZone: ctx.timeZone,
            version,
            row: current,
          });
        const v = await validated(t, r.all, row, ctx.timeZone, exists);
        if (!v.ok) return fail(v.errors);
        return orMessage(async () => {
          // The row's version is checked under its lock: a status move was judged from the row as the form saw it.
          const result = await deps.rows.update(t, row.id, (current) => versionOf(t, current) === version, v.values, who(r), now());
          if (result.ok) return redirectAnswer(`/admin/${t.slug}/?saved=${row.id}`);
          if (result.reason === 'gone') return notFound(r);
          const current = (await deps.rows.get(t, row.id)) ?? row;
          return fail(
            {
              __all__: [
                `Someone else changed this ${t.singular.toLowerCase()} after you opened the form, so nothing was saved. Reload the page to see their change (and the History page for what it was), then make yours again.`,
              ],
            },
            current,
          );
        }, fail);
      },
    },
    ctx,
  );

  const remove = consoleRoute(
    {
      path: '/admin/:table/:id/delete/',
      area: 'programme',
      async get(r) {
        const found = await located(r);
        if (!found || !mayDelete(r, found.t)) return notFound(r);
        const { t, row } = found;
        const blockers = (
          await Promise.all(t.referencedBy.map(async (ref) => ({ ...ref, n: await deps.rows.references(ref.table, ref.column, row.id) })))
        ).filter((b) => b.n > 0);
        return pageAnswer(
          200,
          page({
            title: 'Are you sure?',
            user: r.session,
            breadcrumbs: [
              ...crumbs(t, textOf(row)).slice(0, 2),
              { label: textOf(row), href: `/admin/${t.slug}/${row.id}/change/` },
              { label: 'Delete' },
            ],
            content: blockers.length
              ? html`<p>
                    Deleting the ${t.singular.toLowerCase()} “${textOf(row)}” would leave rows pointing at nothing:
                    ${blockers.map((b) => html`${b.n} ${b.label}`)}. Change or delete those first.
                  </p>
                  <p><a href="/admin/${t.slug}/${row.id}/change/">Back</a></p>`
              : html`<p>Are you sure you want to delete the ${t.singular.toLowerCase()} “${textOf(row)}”?</p>
                  <form method="post" action="/admin/${t.slug}/${row.id}/delete/">
                    ${csrfField(r.session.csrfToken)} <button type="submit">Yes, I’m sure</button>
                    <a href="/admin/${t.slug}/${row.id}/change/">No, take me back</a>
                  </form>`,
          }),
        );
      },
      async post(r) {
        const t = table(r);
        const id = idParam(r.exchange.params.id);
        if (!t || id === undefined || !mayDelete(r, t)) return notFound(r);
        const result = await deps.rows.remove(t, id, who(r), now());
        if (result.ok) return redirectAnswer(`/admin/${t.slug}/?deleted=1`);
        if (result.reason === 'gone') return notFound(r);
        return redirectAnswer(`/admin/${t.slug}/${id}/delete/`);
      },
    },
    ctx,
  );

  const history = consoleRoute(
    {
      path: '/admin/:table/:id/history/',
      area: 'programme',
      async get(r) {
        const t = table(r);
        const id = idParam(r.exchange.params.id);
        if (!t || id === undefined) return notFound(r);
        const [row, entries] = await Promise.all([deps.reads.row(t, id), deps.reads.history(t.name, id, 500)]);
        if (!row && !entries.length) return notFound(r);
        const name = row ? textOf(row) : (entries[0]?.objectRepr ?? String(id));
        return pageAnswer(
          200,
          page({
            title: `Change history: ${name}`,
            user: r.session,
            breadcrumbs: [
              ...crumbs(t, name).slice(0, 2),
              { label: name, href: row ? `/admin/${t.slug}/${id}/change/` : undefined },
              { label: 'History' },
            ],
            content: entries.length
              ? auditTable(entries, ctx.timeZone, false)
              : html`<p>This object doesn’t have a change history. It probably wasn’t added via the console.</p>`,
          }),
        );
      },
    },
    ctx,
  );
  return [list, exportCsv, actionRoute(ctx), add, change, remove, history];
}
