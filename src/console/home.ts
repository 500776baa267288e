// /admin/: the day's work (design §10, issue 17): the feedbacks owed today by the
// /feedbacks_needed/ rule, grouped by manager, oldest first, each with "Mark as submitted"
// (a submission by the signed-in user, with undo: feedback-marks.ts); and how many rows each
// table holds.
import type { Answer } from '../pipeline/answer.js';
import { COUNTED_TABLES } from '../store/repositories/table-counts.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { mailOutbox } from '../programme/mail-outbox.js';
import { idParam, pageAnswer, query } from './http.js';
import { defaultLabel } from '../programme/fields/fields.js';
import { csrfField, page, type Message } from './layout.js';
import { owedForms, owedSections, today } from './owed-feedback.js';
import { canChange } from './roles.js';
import { TABLE_BY_NAME } from './tables/definitions.js';
import { MAX_SELECTED } from './tables/views/actions.js';
import { consoleRoute, type ConsoleRoute } from './route.js';

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

export function homeRoute(ctx: ConsoleContext): ConsoleRoute {
  const owedSection = owedSections();
  return consoleRoute(
    {
      path: '/admin/',
      area: 'programme',
      async get(r): Promise<Answer> {
        const q = query(r.exchange.req);
        const messages: Message[] = [];
        const marked = idParam(q.get('marked'));
        if (marked !== undefined) {
          const s = await ctx.submissions.find(marked);
          if (s)
            messages.push({
              level: 'success',
              text: html`Marked as submitted: ${s.repr}.
                <form method="post" action="/admin/feedback/undo/" class="inline">
                  ${csrfField(r.session.csrfToken)}<input type="hidden" name="submission" value="${s.id}" /><button type="submit">
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
        const [owed, counts, mail] = await Promise.all([ctx.reads.owedByManager(today(ctx)), ctx.reads.tableCounts(), mailLine(ctx)]);
        return pageAnswer(
          200,
          page({
            title: 'Today',
            user: r.session,
            messages,
            content: html`${mail}
              <section aria-labelledby="owed-heading">
                <h2 id="owed-heading">Feedback owed (${owed.length})</h2>
                ${canChange(r.session.role, 'programme') ? html`<p><a href="/admin/feedback/marks/">Your marks of today</a> (each with its undo)</p>` : ''}
                ${owedSection(owed, canChange(r.session.role, 'programme'))} ${owed.length ? owedForms(r) : ''}
              </section>
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
