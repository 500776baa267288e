// The pages of each table (Django admin's changelist, add, change, delete and history
// views): /admin/<table>/, …/add/, …/<id>/change/, …/<id>/delete/, …/<id>/history/.
// Every change goes through ConsoleRowRepository: one transaction with its audit entry.
// A change form carries the row's version as it was opened: a save over someone else's
// later save is refused with a message, and the form keeps what was typed.
import { createHash } from 'node:crypto';
import { validate } from '../../drf/serializer.js';
import type { Answer } from '../../pipeline/answer.js';
import type { Row } from '../../store/repositories/console-rows.js';
import { sqlState } from '../../store/repositories/console-rows.js';
import { microsToUtcIso } from '../../time/iso.js';
import type { ConsoleContext } from '../context.js';
import { auditTable } from '../log.js';
import { html, type Html } from '../html.js';
import { idParam, pageAnswer, query, redirectAnswer } from '../http.js';
import { csrfField, page, type Message } from '../layout.js';
import { canChange } from '../roles.js';
import { csvDocument } from '../csv.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from '../route.js';
import { TABLES, type TableDefinition } from './definitions.js';

export const PAGE_SIZE = 100;
const BY_SLUG = new Map(TABLES.map((t) => [t.slug, t]));

/** A row's version as a form carries it: a hash of its values. */
export function versionOf(row: Row): string {
  return createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 32);
}

function notFound(r: ConsoleRequest): Answer {
  return pageAnswer(404, page({ title: 'Not found', user: r.session, content: html`<p>There is no such page in the console.</p>` }));
}

const crumbs = (t: TableDefinition, last?: string) => [
  { label: 'Home', href: '/admin/' },
  last === undefined ? { label: t.plural } : { label: t.plural, href: `/admin/${t.slug}/` },
  ...(last === undefined ? [] : [{ label: last }]),
];

function fieldInputs(t: TableDefinition, typed: Record<string, string>, errors: Record<string, string[]>, readOnly: boolean): Html {
  return html`${t.fields.map((f) => {
    const id = `id_${f.name}`;
    const messages = errors[f.name] ?? [];
    const max = 'maxLength' in f && typeof f.maxLength === 'number' ? f.maxLength : undefined;
    return html`<div class="field${messages.length ? ' errors' : ''}">
      <label for="${id}">${f.label}:${f.required ? '' : html` <span class="optional">(optional)</span>`}</label>
      ${
        messages.length
          ? html`<ul class="errorlist" id="${id}_errors">
              ${messages.map((m) => html`<li>${m}</li>`)}
            </ul>`
          : ''
      }
      <input
        type="text"
        name="${f.name}"
        id="${id}"
        value="${typed[f.name] ?? ''}"
        ${max ? html`maxlength="${max}"` : ''}
        ${f.required ? html`required` : ''}
        ${readOnly ? html`readonly` : ''}
        ${messages.length ? html`aria-invalid="true" aria-describedby="${id}_errors"` : ''}
      />
    </div>`;
  })}`;
}

/** A form page; with errors it answers 200 too, as Django's admin does (the form again, messages beside the fields). */
function formPage(
  r: ConsoleRequest,
  t: TableDefinition,
  o: {
    status: number;
    title: string;
    action: string;
    typed: Record<string, string>;
    errors: Record<string, string[]>;
    version?: string;
    row?: Row;
    messages?: Message[];
  },
): Answer {
  const mayChange = canChange(r.session.role, t.area);
  const general = o.errors.__all__ ?? [];
  const links = o.row
    ? html`<p class="object-tools">
        <a href="/admin/${t.slug}/${o.row.id}/history/">History</a
        >${mayChange ? html` · <a href="/admin/${t.slug}/${o.row.id}/delete/">Delete</a>` : ''}
      </p>`
    : '';
  return pageAnswer(
    o.status,
    page({
      title: o.title,
      user: r.session,
      breadcrumbs: crumbs(t, o.row ? t.repr(o.row) : `Add ${t.singular.toLowerCase()}`),
      messages: [...(o.messages ?? []), ...general.map((text) => ({ level: 'error' as const, text }))],
      content: html`${links}${Object.keys(o.errors).length ? html`<p class="errornote" role="alert">Please correct the errors below.</p>` : ''}
        <form method="post" action="${o.action}" novalidate>
          ${csrfField(r.session.csrfToken)} ${o.version ? html`<input type="hidden" name="_version" value="${o.version}" />` : ''}
          ${fieldInputs(t, o.typed, o.errors, !mayChange)}
          ${mayChange ? html`<div class="submit-row"><button type="submit">Save</button></div>` : ''}
        </form>`,
    }),
  );
}

/** What the form sent for each field, as typed (kept on error). */
const typedOf = (t: TableDefinition, form: ReadonlyMap<string, string>) =>
  Object.fromEntries(t.fields.map((f) => [f.name, form.get(f.name) ?? '']));
const typedFromRow = (t: TableDefinition, row: Row) =>
  Object.fromEntries(t.fields.map((f) => [f.name, row[f.name] === null ? '' : String(row[f.name])]));

/** The form's values by the fields' rules, or DRF's messages by field. */
function validated(
  t: TableDefinition,
  all: ReadonlyMap<string, string[]>,
  timeZone: string,
): { ok: true; values: Record<string, unknown> } | { ok: false; errors: Record<string, string[]> } {
  const data = new Map(t.fields.map((f) => [f.name, all.get(f.name) ?? []]));
  const result = validate(t.fields, { kind: 'form', data }, { timeZone });
  if (!result.ok) return { ok: false, errors: result.errors };
  const extra = t.check?.(result.value) ?? {};
  if (Object.keys(extra).length) return { ok: false, errors: Object.fromEntries(Object.entries(extra).map(([k, m]) => [k, [m]])) };
  return { ok: true, values: result.value };
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
  const table = (r: ConsoleRequest) => BY_SLUG.get(r.exchange.params.table ?? '');
  /** The table and row the path names, if both exist. */
  const located = async (r: ConsoleRequest) => {
    const t = table(r);
    const id = idParam(r.exchange.params.id);
    const row = t && id !== undefined ? await deps.rows.get(t, id) : undefined;
    return t && row ? { t, row } : undefined;
  };
  /** Runs a write; a database constraint it breaks becomes the form's message. */
  const orMessage = async (write: () => Promise<Answer>, fail: (errors: Record<string, string[]>) => Answer): Promise<Answer> => {
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
    const search = (q.get('q') ?? '').trim().slice(0, 200);
    const order = q.get('o') ?? '';
    const descending = order.startsWith('-');
    const sort = t.columns.includes(order.replace(/^-/, '')) ? order.replace(/^-/, '') : 'id';
    return { q, search, order, descending, sort };
  };

  const exportCsv = consoleRoute(
    {
      path: '/admin/:table/export/',
      area: 'programme',
      async get(r) {
        const t = table(r);
        if (!t) return notFound(r);
        const { search, sort, descending } = listQuery(r, t);
        const lines: unknown[][] = [['ID', ...t.fields.map((f) => f.label ?? f.name)]];
        for (let offset = 0; ; offset += 1000) {
          const { rows } = await deps.rows.list(t, { search, sort, descending, offset, limit: 1000 });
          for (const row of rows) lines.push([row.id, ...t.fields.map((f) => row[f.name])]);
          if (rows.length < 1000) break;
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
          body: csvDocument(lines),
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
        const { q, search, order, descending, sort } = listQuery(r, t);
        const pageNumber = Math.max(1, Math.min(idParam(q.get('p')) ?? 1, 1_000_000));
        const { rows, total } = await deps.rows.list(t, {
          search,
          sort,
          descending,
          offset: (pageNumber - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
        });
        const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
        const link = (o: Record<string, string | number | undefined>) => {
          const p = new URLSearchParams();
          const merged = { q: search || undefined, o: order || undefined, p: undefined, ...o };
          for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '') p.set(k, String(v));
          const s = p.toString();
          return `/admin/${t.slug}/${s ? `?${s}` : ''}`;
        };
        const messages: Message[] = [];
        const saved = idParam(q.get('saved'));
        if (saved !== undefined) {
          const row = await deps.rows.get(t, saved);
          if (row)
            messages.push({
              level: 'success',
              text: html`The ${t.singular.toLowerCase()} “<a href="/admin/${t.slug}/${row.id}/change/">${t.repr(row)}</a>” was saved.`,
            });
        }
        if (q.get('deleted') !== undefined) messages.push({ level: 'success', text: `The ${t.singular.toLowerCase()} was deleted.` });
        const header = (c: string, label: string) => {
          const active = sort === c;
          const next = active && !descending ? `-${c}` : c;
          return html`<th scope="col" ${active ? html`aria-sort="${descending ? 'descending' : 'ascending'}"` : ''}>
            <a href="${link({ o: next })}">${label}</a>
          </th>`;
        };
        return pageAnswer(
          200,
          page({
            title: t.plural,
            user: r.session,
            breadcrumbs: crumbs(t),
            messages,
            content: html`${canChange(r.session.role, t.area) ? html`<p class="object-tools"><a href="/admin/${t.slug}/add/">Add ${t.singular.toLowerCase()}</a></p>` : ''}
              <p class="object-tools">
                <a href="${`/admin/${t.slug}/export/${link({}).slice(`/admin/${t.slug}/`.length)}`}">Export as CSV</a>
              </p>
              <form method="get" action="/admin/${t.slug}/" class="search" role="search">
                <label for="searchbar">Search</label> <input type="search" name="q" id="searchbar" value="${search}" maxlength="200" />
                <button type="submit">Search</button>
              </form>
              <p class="count">
                ${total} ${total === 1 ? t.singular.toLowerCase() : t.plural.toLowerCase()}${search ? html` matching “${search}”` : ''}
              </p>
              <table>
                <thead>
                  <tr>
                    ${header('id', 'ID')}${t.fields.map((f) => header(f.name, f.label ?? f.name))}
                  </tr>
                </thead>
                <tbody>
                  ${rows.map(
                    (row) =>
                      html`<tr>
                        <td><a href="/admin/${t.slug}/${row.id}/change/">${row.id}</a></td>
                        ${t.fields.map((f) => html`<td>${row[f.name] as string}</td>`)}
                      </tr>`,
                  )}
                </tbody>
              </table>
              <nav aria-label="Pages" class="paginator">
                Page ${pageNumber} of ${pages} ${pageNumber > 1 ? html` · <a href="${link({ p: pageNumber - 1 })}">Previous</a>` : ''}
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
      get(r) {
        const t = table(r);
        if (!t) return notFound(r);
        if (!canChange(r.session.role, t.area)) return notFound(r);
        return formPage(r, t, {
          status: 200,
          title: `Add ${t.singular.toLowerCase()}`,
          action: `/admin/${t.slug}/add/`,
          typed: {},
          errors: {},
        });
      },
      async post(r) {
        const t = table(r);
        if (!t) return notFound(r);
        const typed = typedOf(t, r.form);
        const v = validated(t, r.all, ctx.timeZone);
        const fail = (errors: Record<string, string[]>) =>
          formPage(r, t, { status: 200, title: `Add ${t.singular.toLowerCase()}`, action: `/admin/${t.slug}/add/`, typed, errors });
        if (!v.ok) return fail(v.errors);
        return orMessage(async () => {
          const row = await deps.rows.insert(t, v.values, who(r), now());
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
        const title = canChange(r.session.role, t.area) ? `Change ${t.singular.toLowerCase()}` : `View ${t.singular.toLowerCase()}`;
        return formPage(r, t, {
          status: 200,
          title,
          action: `/admin/${t.slug}/${row.id}/change/`,
          typed: typedFromRow(t, row),
          errors: {},
          version: versionOf(row),
          row,
        });
      },
      async post(r) {
        const found = await located(r);
        if (!found) return notFound(r);
        const { t, row } = found;
        const typed = typedOf(t, r.form);
        const version = r.form.get('_version') ?? '';
        const fail = (errors: Record<string, string[]>, current: Row = row) =>
          formPage(r, t, {
            status: 200,
            title: `Change ${t.singular.toLowerCase()}`,
            action: `/admin/${t.slug}/${row.id}/change/`,
            typed,
            errors,
            version,
            row: current,
          });
        const v = validated(t, r.all, ctx.timeZone);
        if (!v.ok) return fail(v.errors);
        return orMessage(async () => {
          const result = await deps.rows.update(t, row.id, (current) => versionOf(current) === version, v.values, who(r), now());
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
        if (!found || !canChange(r.session.role, found.t.area)) return notFound(r);
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
              ...crumbs(t, t.repr(row)).slice(0, 2),
              { label: t.repr(row), href: `/admin/${t.slug}/${row.id}/change/` },
              { label: 'Delete' },
            ],
            content: blockers.length
              ? html`<p>
                    Deleting the ${t.singular.toLowerCase()} “${t.repr(row)}” would leave rows pointing at nothing:
                    ${blockers.map((b) => html`${b.n} ${b.label}`)}. Change or delete those first.
                  </p>
                  <p><a href="/admin/${t.slug}/${row.id}/change/">Back</a></p>`
              : html`<p>Are you sure you want to delete the ${t.singular.toLowerCase()} “${t.repr(row)}”?</p>
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
        if (!t || id === undefined) return notFound(r);
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
        const [row, entries] = await Promise.all([deps.rows.get(t, id), deps.audit.entries(500, { table: t.name, id })]);
        if (!row && !entries.length) return notFound(r);
        const name = row ? t.repr(row) : (entries[0]?.objectRepr ?? String(id));
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
  return [list, exportCsv, add, change, remove, history];
}
