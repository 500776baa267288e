// /admin/: the day's work (design §10, issue 17): the feedbacks owed today by the
// /feedbacks_needed/ rule, grouped by manager, oldest first, a page at a time, each with
// "Mark as submitted" (a submission by the signed-in user, with undo: feedback-marks.ts); a
// user linked to a manager sees that manager's and their relations first, everybody's a
// click away (design §10a); how many rows each table holds; the dashboard's link.
import type { Answer } from '../pipeline/answer.js';
import { COUNTED_TABLES } from '../store/repositories/table-counts.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { mailOutbox } from '../programme/mail-outbox.js';
import { idParam, pageAnswer, query } from './http.js';
import { defaultLabel } from '../programme/fields/fields.js';
import { csrfField, page, type Message } from './layout.js';
import {
  homeHref,
  homeViewFields,
  homeViewOf,
  owedForms,
  owedPages,
  owedSection,
  today,
  OWED_PER_PAGE,
  type HomeView,
} from './owed-feedback.js';
import type { OwedFeedback } from '../store/repositories/feedbacks-needed.js';
import { manager as managerTable } from '../programme/manager.js';
import { relation } from '../programme/relation.js';
import { canChange } from './roles.js';
import { TABLE_BY_NAME } from './tables/definitions.js';
import { MAX_SELECTED } from './tables/views/actions.js';
import { consoleRoute, type ConsoleRequest, type ConsoleRoute } from './route.js';

/** The accounts' pages (admins only, as their counts). */
const ACCOUNT_PAGES: Record<string, string> = { users: '/admin/users/', api_tokens: '/admin/api-tokens/' };

/** The mail state in one line (design §11): off, or today's sent, the failed and the waiting, each a link to them in the outbox. */
async function mailLine(ctx: ConsoleContext): Promise<Html> {
  if (!ctx.mail.on) return html`<p class="mail-state">Mail is off (SMTP_URL is not set).</p>`;
  const s = await ctx.mail.state.on(today(ctx), ctx.timeZone);
  const outbox = (status: string) => `/admin/${mailOutbox.slug}/?status=${status}`;
  return html`<p class="mail-state">
    Mail: <a href="${outbox('sent')}">${s.sentToday} sent today</a>, <a href="${outbox('failed')}">${s.failed} failed</a>,
    <a href="${outbox('pending')}">${s.waiting} waiting</a>.
  </p>`;
}

/** Whose work the page shows: a manager (by the view, else the user's link) or every manager's. */
async function scopeOf(
  ctx: ConsoleContext,
  r: ConsoleRequest,
  view: HomeView,
  owed: readonly OwedFeedback[],
): Promise<{ linked?: { id: number; name: string }; manager?: { id: number; name: string } }> {
  const linked = await ctx.users.managerOf(r.session.userId);
  if (view.manager === 'all') return { linked };
  if (view.manager === undefined) return { linked, manager: linked };
  const id = view.manager;
  if (linked?.id === id) return { linked, manager: linked };
  const name = owed.find((o) => o.manager_id === id)?.manager_name ?? (await ctx.managerRelations.nameOf(id));
  return { linked, manager: name === undefined ? undefined : { id, name } };
}

/** The line that says whose work is shown, and the one click to the other view. */
function scopeLine(scope: Awaited<ReturnType<typeof scopeOf>>): Html | string {
  const { linked, manager } = scope;
  if (manager)
    return html`<p class="scope">
      Showing ${manager.name}’s work${linked?.id === manager.id ? ' (your manager)' : ''}.
      <a href="${homeHref({ manager: 'all', page: 1 })}">Show all ${managerTable.plural.toLowerCase()}</a>
    </p>`;
  if (linked)
    return html`<p class="scope">
      Showing every manager’s work. <a href="${homeHref({ manager: undefined, page: 1 })}">Show only ${linked.name}’s</a>
    </p>`;
  return '';
}

/** A manager's relations by status, each count a link to them in the relations list. */
async function relationsSection(ctx: ConsoleContext, manager: { id: number; name: string }): Promise<Html> {
  const counts = await ctx.managerRelations.countsOf(manager.id);
  const list = (status?: string) => `/admin/${relation.slug}/?manager_id=${manager.id}${status ? `&status=${status}` : ''}`;
  return html`<section aria-labelledby="relations-heading">
    <h2 id="relations-heading">${manager.name}’s relations (${counts.reduce((n, c) => n + c.count, 0)})</h2>
    <ul class="relation-counts">
      ${counts.map((c) => html`<li><a href="${list(c.status)}">${c.count} ${c.status}</a></li>`)}
      <li><a href="${list()}">All of them</a></li>
    </ul>
  </section>`;
}

export function homeRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/',
      area: 'programme',
      async get(r): Promise<Answer> {
        const q = query(r.exchange.req);
        const view = homeViewOf((name) => q.get(name));
        const messages: Message[] = [];
        const marked = idParam(q.get('marked'));
        if (marked !== undefined) {
          const s = await ctx.submissions.find(marked);
          if (s)
            messages.push({
              level: 'success',
              text: html`Marked as submitted: ${s.repr}.
                <form method="post" action="/admin/feedback/undo/" class="inline">
                  ${csrfField(r.session.csrfToken)}${homeViewFields(view)}<input type="hidden" name="submission" value="${s.id}" /><button
                    type="submit"
                  >
                    Undo
                  </button>
                </form>`,
            });
        }
        if (q.get('undone') !== undefined)
          messages.push({ level: 'success', text: 'The submission was undone: the feedback is owed again.' });
        const markedMany = q.get('marked_many');
        if (markedMany !== undefined && /^\d{1,4}$/.test(markedMany)) {
          const left = Number(/^\d{1,4}$/.test(q.get('left') ?? '') ? q.get('left') : 0);
          messages.push({
            level: 'success',
            text: `Marked ${markedMany} as submitted${left ? `; ${left} no longer owed, left as they were` : ''}.`,
          });
        }
        if (q.get('refused') === 'none-selected')
          messages.push({ level: 'warning', text: 'Select the feedbacks to mark: nothing was changed.' });
        if (q.get('refused') === 'too-many')
          messages.push({ level: 'warning', text: `Select at most ${MAX_SELECTED} feedbacks at once: nothing was changed.` });
        if (q.get('stale') !== undefined)
          messages.push({ level: 'warning', text: 'That feedback was no longer owed: nothing was changed.' });
        const [all, counts, mail] = await Promise.all([ctx.reads.owedByManager(today(ctx)), ctx.reads.tableCounts(), mailLine(ctx)]);
        const scope = await scopeOf(ctx, r, view, all);
        const owed = scope.manager ? all.filter((o) => o.manager_id === scope.manager!.id) : all;
        const shown = { ...view, page: Math.min(view.page, Math.max(1, Math.ceil(owed.length / OWED_PER_PAGE))) };
        return pageAnswer(
          200,
          page({
            title: 'Today',
            user: r.session,
            messages,
            content: html`${mail}
              <p class="object-tools"><a href="/admin/dashboard/">Dashboard</a></p>
              ${scopeLine(scope)}
              <section aria-labelledby="owed-heading">
                <h2 id="owed-heading">Feedback owed (${owed.length})</h2>
                ${canChange(r.session.role, 'programme') ? html`<p><a href="/admin/feedback/marks/">Your marks of today</a> (each with its undo)</p>` : ''}
                ${owedSection(owed, shown.page, canChange(r.session.role, 'programme'))} ${owedPages(owed.length, shown)}
                ${owed.length ? owedForms(r, shown) : ''}
              </section>
              ${scope.manager ? await relationsSection(ctx, scope.manager) : ''}
              <section aria-labelledby="counts-heading">
                <h2 id="counts-heading">Tables</h2>
                <table class="counts">
                  <thead>
                    <tr>
                      <th scope="col">Table</th>
                      <th scope="col">Rows</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${COUNTED_TABLES.filter((t) => r.session.role === 'admin' || (t !== 'users' && t !== 'api_tokens')).map(
                      (t) =>
                        html`<tr>
                          <th scope="row">
                            ${
                              TABLE_BY_NAME.has(t)
                                ? html`<a href="/admin/${TABLE_BY_NAME.get(t)!.slug}/">${TABLE_BY_NAME.get(t)!.plural}</a>`
                                : html`<a href="${ACCOUNT_PAGES[t]}">${defaultLabel(t)}</a>`
                            }
                          </th>
                          <td>${counts[t]}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>
              </section>`,
          }),
        );
      },
    },
    ctx,
  );
}
