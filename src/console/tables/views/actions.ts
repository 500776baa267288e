// Bulk actions on a list's selected rows, as Django admin's actions: the list's form posts
// the action and the rows to /admin/<table>/actions/, which answers a confirmation page
// naming each row (and those the action cannot apply to, each with why); confirming applies
// it, every row audited, and goes back to the list at its place with a message that names
// the rows left as they were. "Select all" takes every row of the list's query (its search,
// filters and sort), read and applied BATCH rows at a time: memory stays the same however
// many rows the list has.
import type { Answer } from '../../../pipeline/answer.js';
import type { Row } from '../../../store/repositories/console-rows.js';
import { textOf } from '../../../store/repositories/console-rows.js';
import { html, type Html } from '../../../http/html.js';
import { microsToUtcIso } from '../../../time/iso.js';
import { idParam, pageAnswer, redirectAnswer } from '../../http.js';
import { csrfField, page, type Message } from '../../layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from '../../route.js';
import { TABLE_BY_SLUG, TABLES, type TableDefinition } from '../definitions.js';
import { carrying, listQueryOf, listUrl, preservedField, preservedIn } from './preserved-filters.js';
import { who, type ViewContext } from './shared.js';

/** How many rows one action may take at once when they are ticked (a page is 100). */
export const MAX_SELECTED = 1000;
/** Rows read and changed at a time when the action takes the whole list. */
export const BATCH = 500;
/** Rows left as they were that a message names (the others are counted). */
export const NAMED = 50;
/** Rows the confirmation of an action on the whole list shows (the first of the list). */
const SHOWN = 20;

export interface BulkAction {
  name: string;
  /** "Delete the selected mentoring relations", as the list's select offers it. */
  label: string;
  /** "deleted", for the message after it. */
  done: string;
  /** The new values of a row (`now`: UTC), or why the action does not apply to it. Undefined for a delete. */
  change?(row: Row, now: string): Record<string, unknown> | { refused: string };
}

/** The actions a table offers (to those who may change it). */
export function actionsOf(t: TableDefinition): BulkAction[] {
  const out: BulkAction[] = [...(t.bulkChanges ?? [])];
  if (t.may.delete) out.push({ name: 'delete', label: `Delete the selected ${t.plural.toLowerCase()}`, done: 'deleted' });
  return out;
}

const ACTIONS = new Map(TABLES.map((t) => [t.slug, actionsOf(t)]));

const REFUSALS: Record<string, (t: TableDefinition) => string> = {
  'no-action': () => 'Choose an action, then Go.',
  'none-selected': () => 'Select the rows to apply the action to: nothing was changed.',
  'too-many': () => `Select at most ${MAX_SELECTED} rows at once, or select all the list’s rows: nothing was changed.`,
  referenced: (t) => `Nothing was deleted: other rows still point at some of the selected ${t.plural.toLowerCase()}.`,
};

/**
 * Why the action does not apply to each of `rows` (those it applies to are not in the map):
 * a delete, the rows that still point at each; a change, the action's own refusal or the
 * table's uniqueWhen rule.
 */
async function refusalsOf(ctx: ViewContext, t: TableDefinition, action: BulkAction, rows: readonly Row[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!action.change) {
    const ids = rows.map((r) => r.id);
    for (const ref of t.referencedBy) {
      for (const [id, n] of await ctx.rows.referencedIds(ref.table, ref.column, ids)) {
        const said = out.get(id);
        out.set(id, `${said ? `${said}, ` : ''}${n} ${ref.label}`);
      }
    }
    for (const [id, said] of out) out.set(id, `${said} still point at it`);
    return out;
  }
  const now = microsToUtcIso(ctx.clock.nowMicros());
  // A pair the rule allows once, claimed by an earlier row of the same action.
  const claimed = new Map<string, Row>();
  const rule = t.uniqueWhen;
  for (const row of rows) {
    const outcome = action.change(row, now);
    const refused = 'refused' in outcome ? String(outcome.refused) : await ctx.service.duplicateOf(t, outcome, row);
    if (refused) out.set(row.id, refused);
    if (refused || !rule) continue;
    const after: Record<string, unknown> = { ...row, ...outcome };
    if (Object.entries(rule.when).some(([c, v]) => after[c] !== v)) continue;
    const pair = JSON.stringify(rule.columns.map((c) => after[c]));
    const first = claimed.get(pair);
    if (first) out.set(row.id, rule.message(`${textOf(first)} (#${first.id})`));
    else claimed.set(pair, row);
  }
  return out;
}

/** A comma-separated list of ids from the query (those well formed, at most NAMED). */
const idList = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .slice(0, NAMED)
    .flatMap((x) => idParam(x) ?? []);

/** The list page's messages after an action (from the names, counts and ids in its query). */
export async function actionMessage(ctx: ViewContext, t: TableDefinition, q: ReadonlyMap<string, string>): Promise<Message[]> {
  const action = ACTIONS.get(t.slug)?.find((a) => a.name === q.get('action'));
  const out: Message[] = [];
  const refusal = REFUSALS[q.get('refused') ?? ''];
  const changed = idParam(q.get('changed')) ?? (q.get('changed') === '0' ? 0 : undefined);
  if (refusal) out.push({ level: 'error', text: refusal(t) });
  else if (action && changed !== undefined) {
    const left = idParam(q.get('left')) ?? 0;
    const what = changed === 1 ? t.singular.toLowerCase() : t.plural.toLowerCase();
    out.push({ level: 'success', text: `${changed} ${what} ${action.done}${left ? `; ${left} left as they were` : ''}.` });
  }
  // The rows left as they were, each named with why (judged now, from the ids: nothing a link could forge).
  const named = action ? await ctx.rows.getMany(t, idList(q.get('refused_ids'))) : [];
  if (!action || !named.length) return out;
  const why = await refusalsOf(ctx, t, action, named);
  out.push({
    level: 'warning',
    text: html`Left as they were:
      <ul>
        ${named.map((row) => html`<li>${textOf(row)}: ${why.get(row.id) ?? 'it changed while the action ran'}</li>`)}
      </ul>`,
  });
  return out;
}

/** The list's action bar: a select of the actions and a button (inside the list's form). */
export function actionBar(t: TableDefinition): Html {
  const actions = actionsOf(t);
  return html`<div class="actions">
    <label for="id_action">Action:</label>
    <select name="action" id="id_action">
      <option value="">---------</option>
      ${actions.map((a) => html`<option value="${a.name}">${a.label}</option>`)}
    </select>
    <button type="submit">Go</button>
  </div>`;
}

/** "Select all 12,345 rows" (Django admin's select across), when the list has more than its page. */
export function selectAcross(t: TableDefinition, onPage: number, total: number, more: boolean): Html | '' {
  if (total <= onPage && !more) return '';
  const count = `${more ? 'more than ' : ''}${total.toLocaleString('en')}`;
  return html`<p class="select-across">
    <input type="checkbox" name="select_across" value="1" id="id_select_across" />
    <label for="id_select_across">Select all ${count} ${t.plural.toLowerCase()} of this list (every page)</label>
  </p>`;
}

/** The selected ids of a form (each a positive integer, each once, in the order sent). */
function selectedIds(all: ReadonlyMap<string, string[]>): number[] {
  const ids = new Set<number>();
  for (const s of all.get('_selected_action') ?? []) {
    const id = idParam(s);
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

/** What an action did: rows changed, rows left, the first NAMED of those left. */
interface Outcome {
  changed: number;
  left: number;
  named: number[];
}

/** The confirmation of an action: what it applies to, what it leaves and why (Django admin's "Are you sure?"). */
function confirmation(
  r: ConsoleRequest,
  t: TableDefinition,
  action: BulkAction,
  rows: Row[],
  refused: Map<number, string>,
  across: { total: string } | undefined,
): Answer {
  const preserved = preservedIn(r, t);
  const applies = rows.filter((row) => !refused.has(row.id));
  const left = rows.filter((row) => refused.has(row.id));
  const rowLink = (row: Row) => html`<a href="${carrying(`/admin/${t.slug}/${row.id}/change/`, preserved)}">${textOf(row)}</a>`;
  return pageAnswer(
    200,
    page({
      title: 'Are you sure?',
      user: r.session,
      breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: t.plural, href: listUrl(t, preserved) }, { label: action.label }],
      content: html`${
        across
          ? html`<p>
                ${action.label}: all ${across.total} ${t.plural.toLowerCase()} of the list, ${BATCH} at a time. Rows it does not apply to
                are left as they are and named afterwards. The first of them:
              </p>
              <ul class="objects">
                ${rows.map((row) => html`<li>${rowLink(row)}${refused.has(row.id) ? html`: ${refused.get(row.id)!}` : ''}</li>`)}
              </ul>`
          : html`<p>${action.label}: ${applies.length} of the ${rows.length} selected.</p>
              ${
                applies.length
                  ? html`<ul class="objects">
                      ${applies.map((row) => html`<li>${rowLink(row)}</li>`)}
                    </ul>`
                  : ''
              }
              ${
                left.length
                  ? html`<p>Left as they are:</p>
                      <ul class="objects">
                        ${left.map((row) => html`<li>${textOf(row)}: ${refused.get(row.id)!}</li>`)}
                      </ul>`
                  : ''
              }`
      }
      ${
        across || applies.length
          ? html`<form method="post" action="/admin/${t.slug}/actions/">
              ${csrfField(r.session.csrfToken)} ${preservedField(preserved)}
              <input type="hidden" name="action" value="${action.name}" />
              ${
                across
                  ? html`<input type="hidden" name="select_across" value="1" />`
                  : applies.map((row) => html`<input type="hidden" name="_selected_action" value="${row.id}" />`)
              }
              <input type="hidden" name="post" value="yes" />
              <button type="submit">Yes, I’m sure</button>
              <a href="${listUrl(t, preserved)}">No, take me back</a>
            </form>`
          : html`<p><a href="${listUrl(t, preserved)}">Back to the list</a></p>`
      }`,
    }),
  );
}

export function actionsView(ctx: ViewContext): ConsoleRoute {
  // The outcome travels in the query as names, counts and ids, never as text a link could forge.
  const back = (t: TableDefinition, preserved: string, outcome: Record<string, string | number>) =>
    redirectAnswer(listUrl(t, preserved, outcome));
  // Ticked rows left as they were were named on the confirmation page; rows of the whole list are named after.
  const done = (t: TableDefinition, preserved: string, action: BulkAction, o: Outcome, across = false) =>
    back(t, preserved, {
      action: action.name,
      changed: o.changed,
      left: o.left,
      ...(across && o.named.length ? { refused_ids: o.named.join(',') } : {}),
    });

  /** Applies the action to `ids`; adds what it did to `o`. */
  async function apply(r: ConsoleRequest, t: TableDefinition, action: BulkAction, ids: readonly number[], o: Outcome) {
    const note = (left: readonly number[]) => {
      o.left += left.length;
      o.named.push(...left.slice(0, NAMED - o.named.length));
    };
    if (!action.change) {
      const refused = await refusalsOf(ctx, t, action, await ctx.rows.getMany(t, ids));
      const free = ids.filter((id) => !refused.has(id));
      const removed = free.length ? await ctx.service.removeMany(t, free, who(r)) : { ok: true as const, rows: [] };
      const gone = new Set(removed.ok ? removed.rows.map((x) => x.id) : []);
      o.changed += gone.size;
      note(ids.filter((id) => !gone.has(id)));
      return;
    }
    // Judged again under the rows' locks: a row that changed since the confirmation is left as it is.
    const changed = await ctx.service.changeMany(
      t,
      ids,
      (row, now) => {
        const outcome = action.change!(row, now);
        return 'refused' in outcome ? undefined : outcome;
      },
      who(r),
    );
    const ok = new Set(changed.map((x) => x.id));
    o.changed += ok.size;
    note(ids.filter((id) => !ok.has(id)));
  }

  /** The action on every row of the list's query, a batch at a time. */
  async function acrossAll(r: ConsoleRequest, t: TableDefinition, action: BulkAction): Promise<Answer> {
    const preserved = preservedIn(r, t);
    const lq = listQueryOf(t, preserved);
    const q = { search: lq.search, filters: lq.filters, sort: lq.sort, descending: lq.descending, then: lq.then };
    if (r.form.get('post') !== 'yes') {
      const { rows, total, more } = await ctx.reads.list(t, { ...q, offset: 0, limit: SHOWN });
      const refused = await refusalsOf(ctx, t, action, rows);
      return confirmation(r, t, action, rows, refused, { total: `${more ? 'more than ' : ''}${total.toLocaleString('en')}` });
    }
    const o: Outcome = { changed: 0, left: 0, named: [] };
    for await (const batch of ctx.rows.batches(t, q, BATCH))
      await apply(
        r,
        t,
        action,
        batch.map((row) => row.id),
        o,
      );
    return done(t, preserved, action, o, true);
  }

  return consoleRoute(
    {
      path: '/admin/:table/actions/',
      area: 'programme',
      async post(r) {
        // The role may change the programme's tables: consoleRoute checked it before this.
        const t = TABLE_BY_SLUG.get(r.exchange.params.table ?? '');
        if (!t) return redirectAnswer('/admin/');
        const preserved = preservedIn(r, t);
        const action = ACTIONS.get(t.slug)?.find((a) => a.name === r.form.get('action'));
        if (!action) return back(t, preserved, { refused: 'no-action' });
        if (r.form.get('select_across') === '1') return acrossAll(r, t, action);
        const ids = selectedIds(r.all);
        if (!ids.length) return back(t, preserved, { refused: 'none-selected' });
        if (ids.length > MAX_SELECTED) return back(t, preserved, { refused: 'too-many' });
        const rows = await ctx.rows.getMany(t, ids);
        if (r.form.get('post') !== 'yes') return confirmation(r, t, action, rows, await refusalsOf(ctx, t, action, rows), undefined);
        if (!action.change) {
          // Ticked rows are deleted all or none (the confirmation offered only those free to go): the others named.
          const refused = await refusalsOf(ctx, t, action, rows);
          if (refused.size)
            return back(t, preserved, {
              refused: 'referenced',
              action: action.name,
              refused_ids: [...refused.keys()].slice(0, NAMED).join(','),
            });
        }
        const o: Outcome = { changed: 0, left: 0, named: [] };
        await apply(r, t, action, ids, o);
        return done(t, preserved, action, o);
      },
    },
    ctx,
  );
}
