// Bulk actions on a list's selected rows, as Django admin's actions: the list's form posts
// the action and the rows to /admin/<table>/actions/, which answers a confirmation page
// naming each row (and those the action cannot apply to); confirming applies it in one
// transaction, every row audited, and goes back to the list with a message.
import type { Answer } from '../../../pipeline/answer.js';
import type { Row } from '../../../store/repositories/console-rows.js';
import { textOf } from '../../../store/repositories/console-rows.js';
import { html, type Html } from '../../../http/html.js';
import { microsToUtcIso } from '../../../time/iso.js';
import { idParam, pageAnswer, redirectAnswer } from '../../http.js';
import { csrfField, page } from '../../layout.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from '../../route.js';
import { TABLE_BY_SLUG, TABLES, type TableDefinition } from '../definitions.js';
import { who, type ViewContext } from './shared.js';

/** How many rows one action may take at once (a page is 100). */
export const MAX_SELECTED = 1000;

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
  'too-many': () => `Select at most ${MAX_SELECTED} rows at once: nothing was changed.`,
  referenced: (t) => `Nothing was deleted: other rows still point at some of the selected ${t.plural.toLowerCase()}.`,
};

/** The list page's message after an action (from the names and counts in its query), if any. */
export function actionMessage(
  t: TableDefinition,
  q: ReadonlyMap<string, string>,
): { level: 'success' | 'error'; text: string } | undefined {
  const refusal = REFUSALS[q.get('refused') ?? ''];
  if (refusal) return { level: 'error', text: refusal(t) };
  const action = ACTIONS.get(t.slug)?.find((a) => a.name === q.get('action'));
  const changed = idParam(q.get('changed')) ?? (q.get('changed') === '0' ? 0 : undefined);
  if (!action || changed === undefined) return undefined;
  const left = idParam(q.get('left')) ?? 0;
  const what = changed === 1 ? t.singular.toLowerCase() : t.plural.toLowerCase();
  return { level: 'success', text: `${changed} ${what} ${action.done}${left ? `; ${left} left as they were` : ''}.` };
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

/** The selected ids of a form (each a positive integer, each once, in the order sent). */
function selectedIds(all: ReadonlyMap<string, string[]>): number[] {
  const ids = new Set<number>();
  for (const s of all.get('_selected_action') ?? []) {
    const id = idParam(s);
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

export function actionsView(ctx: ViewContext): ConsoleRoute {
  // The outcome travels in the query as names and counts, never as text a link could forge.
  const back = (t: TableDefinition, outcome: Record<string, string | number>) =>
    redirectAnswer(`/admin/${t.slug}/?${new URLSearchParams(Object.entries(outcome).map(([k, v]) => [k, String(v)])).toString()}`);

  function confirmation(r: ConsoleRequest, t: TableDefinition, action: BulkAction, rows: Row[]): Answer {
    const now = microsToUtcIso(ctx.clock.nowMicros());
    const verdicts = rows.map((row) => ({ row, outcome: action.change?.(row, now) }));
    const applies = verdicts.filter((v) => !(v.outcome && 'refused' in v.outcome));
    const refused = verdicts.filter((v) => v.outcome && 'refused' in v.outcome);
    return pageAnswer(
      200,
      page({
        title: 'Are you sure?',
        user: r.session,
        breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: t.plural, href: `/admin/${t.slug}/` }, { label: action.label }],
        content: html`<p>${action.label}: ${applies.length} of the ${rows.length} selected.</p>
          ${
            applies.length
              ? html`<ul class="objects">
                  ${applies.map((v) => html`<li><a href="/admin/${t.slug}/${v.row.id}/change/">${textOf(v.row)}</a></li>`)}
                </ul>`
              : ''
          }
          ${
            refused.length
              ? html`<p>Left as they are:</p>
                  <ul class="objects">
                    ${refused.map((v) => html`<li>${textOf(v.row)}: ${(v.outcome as { refused: string }).refused}</li>`)}
                  </ul>`
              : ''
          }
          ${
            applies.length
              ? html`<form method="post" action="/admin/${t.slug}/actions/">
                  ${csrfField(r.session.csrfToken)}
                  <input type="hidden" name="action" value="${action.name}" />
                  ${applies.map((v) => html`<input type="hidden" name="_selected_action" value="${v.row.id}" />`)}
                  <input type="hidden" name="post" value="yes" />
                  <button type="submit">Yes, I’m sure</button>
                  <a href="/admin/${t.slug}/">No, take me back</a>
                </form>`
              : html`<p><a href="/admin/${t.slug}/">Back to the list</a></p>`
          }`,
      }),
    );
  }

  return consoleRoute(
    {
      path: '/admin/:table/actions/',
      area: 'programme',
      async post(r) {
        // The role may change the programme's tables: consoleRoute checked it before this.
        const t = TABLE_BY_SLUG.get(r.exchange.params.table ?? '');
        if (!t) return redirectAnswer('/admin/');
        const action = ACTIONS.get(t.slug)?.find((a) => a.name === r.form.get('action'));
        const ids = selectedIds(r.all);
        if (!action) return back(t, { refused: 'no-action' });
        if (!ids.length) return back(t, { refused: 'none-selected' });
        if (ids.length > MAX_SELECTED) return back(t, { refused: 'too-many' });
        if (r.form.get('post') !== 'yes') return confirmation(r, t, action, await ctx.rows.getMany(t, ids));
        if (!action.change) {
          const removed = await ctx.service.removeMany(t, ids, who(r));
          if (!removed.ok) return back(t, { refused: 'referenced' });
          return back(t, { action: action.name, changed: removed.rows.length, left: ids.length - removed.rows.length });
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
        return back(t, { action: action.name, changed: changed.length, left: ids.length - changed.length });
      },
    },
    ctx,
  );
}
