// The people pickers' server side (tables/picker-field.ts): the choices a box offers as one
// types, /admin/<table>/choices/?q= (JSON, for the script), and the search page a form's
// "Find" button opens without JavaScript, /admin/<table>/pick/?field=…[&id=…] (POST: the
// form as typed comes along, its CSRF token checked), which returns to the form with the
// chosen row, what was typed kept. Both search as the lists do (folded, word by word, any
// table size) and answer only those who may read the table, or change the form's.
import type { Row } from '../../../store/repositories/console-rows.js';
import { textOf } from '../../../store/repositories/console-rows.js';
import { AnswerHead, type Answer } from '../../../pipeline/answer.js';
import { html } from '../../../http/html.js';
import { idParam, pageAnswer, query } from '../../http.js';
import { csrfField, page } from '../../layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from '../../route.js';
import { TABLE_BY_NAME, type TableDefinition } from '../definitions.js';
import { isPicked, typedOf } from '../forms.js';
import { pickAction, queryKey, textKey } from '../picker-field.js';
import { sortsByText } from './list-query.js';
import { crumbs, formPage, label, mayAdd, mayChange, notFound, optionsOf, tableOf, type ViewContext } from './shared.js';

/** Choices a box offers; the search page lists more. */
export const CHOICES_LIMIT = 20;
export const PICK_PAGE_LIMIT = 50;

/** The rows of `t` a search finds, in the order of their text (Czech), at most `limit`. */
async function found(ctx: ViewContext, t: TableDefinition, search: string, limit: number): Promise<{ id: number; text: string }[]> {
  const sort = t.searchColumns[0] ?? 'id';
  const rows = await ctx.rows.rows(t, {
    search: search.replaceAll('\0', '').trim().slice(0, 200),
    sort,
    byText: sortsByText(t, sort),
    descending: false,
    offset: 0,
    limit,
  });
  return rows.map((row: Row) => ({ id: row.id, text: textOf(row) }));
}

function jsonAnswer(value: unknown): Answer {
  const head = new AnswerHead()
    .header('Content-Type', 'application/json')
    .header('Cache-Control', 'max-age=0, no-cache, no-store, must-revalidate, private')
    .header('Vary', 'Cookie');
  return { status: 200, head: head.fields, body: Buffer.from(JSON.stringify(value)) };
}

/** GET /admin/<table>/choices/?q=: {"results": [{"id": 7, "text": "Žofie Řeháková"}, …]}. */
export function choicesView(ctx: ViewContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/:table/choices/',
      area: 'programme',
      async get(r) {
        const t = tableOf(r);
        if (!t) return notFound(r);
        return jsonAnswer({ results: await found(ctx, t, query(r.exchange.req).get('q') ?? '', CHOICES_LIMIT) });
      },
    },
    ctx,
  );
}

/** The form a pick belongs to: its table, its row (a change form), the field, the table it names. */
async function pickedForm(ctx: ViewContext, r: ConsoleRequest) {
  const t = tableOf(r);
  if (!t) return undefined;
  const q = query(r.exchange.req);
  const field = q.get('field') ?? '';
  const w = t.widgets[field];
  if (w?.kind !== 'reference' || !t.fields.some((f) => f.name === field)) return undefined;
  const options = await optionsOf(ctx, t);
  if (!isPicked(t, field, options)) return undefined;
  const id = idParam(q.get('id'));
  let row: Row | undefined;
  if (q.has('id')) {
    row = id === undefined ? undefined : await ctx.reads.row(t, id);
    if (!row) return undefined;
  }
  if (row ? !mayChange(r, t) : !mayAdd(r, t)) return undefined;
  return {
    t,
    row,
    field,
    to: TABLE_BY_NAME.get(w.table)!,
    options,
    action: row ? `/admin/${t.slug}/${row.id}/change/` : `/admin/${t.slug}/add/`,
  };
}

/** POST /admin/<table>/pick/?field=…[&id=…]: the search page, or (`_choose`) the form again with the row chosen. */
export function pickView(ctx: ViewContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/:table/pick/',
      area: 'programme',
      async post(r) {
        const form = await pickedForm(ctx, r);
        if (!form) return notFound(r);
        const { t, row, field, to, options, action } = form;
        const typed = typedOf(t, r.form);
        const version = r.form.get('_version');
        const choose = r.form.get('_choose');
        if (choose !== undefined) {
          const chosen = idParam(choose);
          const named = chosen === undefined ? undefined : await ctx.rows.get(to, chosen);
          if (named) Object.assign(typed, { [field]: String(named.id), [textKey(field)]: textOf(named), [queryKey(field)]: textOf(named) });
          return formPage(r, t, {
            status: 200,
            title: row ? `Change ${t.singular.toLowerCase()}` : `Add ${t.singular.toLowerCase()}`,
            action,
            typed,
            errors: {},
            options,
            timeZone: ctx.timeZone,
            version,
            row,
          });
        }
        const search = typed[queryKey(field)] ?? '';
        const results = await found(ctx, to, search, PICK_PAGE_LIMIT);
        const fieldLabel = label(t, field);
        const kept = Object.entries(typed).filter(([k]) => k !== queryKey(field));
        return pageAnswer(
          200,
          page({
            title: `Choose a ${to.singular.toLowerCase()}`,
            user: r.session,
            breadcrumbs: crumbs(t, row ? textOf(row) : `Add ${t.singular.toLowerCase()}`),
            content: html`<form method="post" action="${pickAction(t.slug, field, row?.id)}" class="pick-page">
              ${csrfField(r.session.csrfToken)} ${version ? html`<input type="hidden" name="_version" value="${version}" />` : ''}
              ${kept.map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`)}
              <div class="search">
                <label for="id_pick_q">${fieldLabel}: search ${to.plural.toLowerCase()}</label>
                <input type="search" id="id_pick_q" name="${queryKey(field)}" value="${search}" maxlength="200" />
                <button type="submit">Search</button>
              </div>
              <p class="count">
                ${results.length === PICK_PAGE_LIMIT ? `The first ${PICK_PAGE_LIMIT}` : results.length}
                ${results.length === 1 ? to.singular.toLowerCase() : to.plural.toLowerCase()}${search ? html` matching “${search}”` : ''}.
                Choose one to return to the form.
              </p>
              <ul class="pick-results">
                ${results.map((o) => html`<li><button type="submit" name="_choose" value="${o.id}" class="link">${o.text}</button></li>`)}
              </ul>
              <p><button type="submit" name="_choose" value="">Back to the form without choosing</button></p>
            </form>`,
          }),
        );
      },
    },
    ctx,
  );
}
