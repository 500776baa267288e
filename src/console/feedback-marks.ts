// The home page's forms (design §10, issue 17): mark an owed feedback as submitted (a
// submission by the signed-in user), undo that, and mark the selected ones after a
// confirmation page. An entry no longer owed is left as it was. Each write goes through the
// programme's service (programme/service.ts), with its audit entry. The marks of the day
// (/admin/feedback/marks/) list what the signed-in user marked today, each with its undo.
import { ROLES } from '../store/schema.js';
import type { FeedbackRole, SubmissionKey } from '../store/repositories/feedback-submissions.js';
import type { ConsoleContext } from './context.js';
import { html } from '../http/html.js';
import { idParam, pageAnswer, query, redirectAnswer } from './http.js';
import { csrfField, page, type Message } from './layout.js';
import { homeHref, homeViewFields, homeViewOf, homeViewQuery, today } from './owed-feedback.js';
import { pgTimestamptzInZone } from '../time/postgres.js';
import { MAX_SELECTED } from './tables/views/actions.js';
import { consoleRoute, type ConsoleRoute, type ConsoleRequest } from './route.js';

const who = (r: ConsoleRequest) => ({ userId: r.session.userId, username: r.session.username });

/** The home page's view (manager, page) the form came from, to return to it. */
const viewOf = (r: ConsoleRequest) => homeViewOf((name) => r.form.get(name));

/** An owed entry as a form names it: its relation, round and role, each well formed. */
function submissionKey(relation: string | undefined, round: string | undefined, role: string | undefined): SubmissionKey | undefined {
  const relationId = idParam(relation);
  const roundId = idParam(round);
  if (relationId === undefined || roundId === undefined || !(ROLES as readonly string[]).includes(role ?? '')) return undefined;
  return { relationId, roundId, role: role as FeedbackRole };
}

/** An entry "relation:round:role". */
function entryKey(entry: string): SubmissionKey | undefined {
  const [relation, round, role, extra] = entry.split(':');
  return extra === undefined ? submissionKey(relation, round, role) : undefined;
}

/** The owed entries a form selected, each once, well formed, at most MAX_SELECTED. */
function selectedEntries(all: ReadonlyMap<string, string[]>): SubmissionKey[] | undefined {
  const keys = new Map<string, SubmissionKey>();
  for (const s of all.get('entry') ?? []) {
    const key = entryKey(s);
    if (key) keys.set(`${key.relationId}:${key.roundId}:${key.role}`, key);
  }
  return keys.size > MAX_SELECTED ? undefined : [...keys.values()];
}

export function markSubmittedRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/feedback/mark-submitted/',
      area: 'programme',
      async post(r) {
        // The home page's buttons send their entry as `mark`; a form may send the three fields instead.
        const entry = r.form.get('mark');
        const key = entry !== undefined ? entryKey(entry) : submissionKey(r.form.get('relation'), r.form.get('round'), r.form.get('role'));
        const back = homeViewQuery(viewOf(r));
        if (!key) return redirectAnswer(`/admin/?stale=1${back}`);
        const added = await ctx.service.markSubmitted(key, who(r));
        return redirectAnswer(added ? `/admin/?marked=${added.id}${back}` : `/admin/?stale=1${back}`);
      },
    },
    ctx,
  );
}

export function undoSubmissionRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/feedback/undo/',
      area: 'programme',
      async post(r) {
        const id = idParam(r.form.get('submission'));
        const removed = id === undefined ? undefined : await ctx.service.undoSubmission(id, who(r));
        // From the marks of the day, back to them.
        if (r.form.get('back') === 'marks') return redirectAnswer(`${MARKS}?${removed ? `undone=${removed.id}` : 'stale=1'}`);
        return redirectAnswer(`/admin/?${removed ? 'undone' : 'stale'}=1${homeViewQuery(viewOf(r))}`);
      },
    },
    ctx,
  );
}

export function markSelectedRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/feedback/mark-selected/',
      area: 'programme',
      async post(r) {
        const keys = selectedEntries(r.all);
        const view = viewOf(r);
        const back = homeViewQuery(view);
        if (!keys) return redirectAnswer(`/admin/?refused=too-many${back}`);
        if (!keys.length) return redirectAnswer(`/admin/?refused=none-selected${back}`);
        // What is owed today, of what was selected (an entry no longer owed is left out).
        const selected = new Set(keys.map((k) => `${k.relationId}:${k.roundId}:${k.role}`));
        const owed = (await ctx.reads.owedByManager(today(ctx))).filter((o) => selected.has(`${o.relation_id}:${o.round_id}:${o.role}`));
        if (r.form.get('post') !== 'yes') {
          return pageAnswer(
            200,
            page({
              title: 'Are you sure?',
              user: r.session,
              breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: 'Mark as submitted' }],
              content: html`<p>Mark ${owed.length} feedback${owed.length === 1 ? '' : 's'} as submitted by you, now:</p>
                <ul class="objects">
                  ${owed.map((o) => html`<li>${o.title} feedback of ${o.role} ${o.full_name} (due ${o.due_date})</li>`)}
                </ul>
                ${owed.length < keys.length ? html`<p>${keys.length - owed.length} of the selected are no longer owed and are left out.</p>` : ''}
                ${
                  owed.length
                    ? html`<form method="post" action="/admin/feedback/mark-selected/">
                        ${csrfField(r.session.csrfToken)}
                        ${owed.map((o) => html`<input type="hidden" name="entry" value="${o.relation_id}:${o.round_id}:${o.role}" />`)}
                        <input type="hidden" name="post" value="yes" />${homeViewFields(view)}
                        <button type="submit">Yes, I’m sure</button>
                        <a href="${homeHref(view)}">No, take me back</a>
                      </form>`
                    : html`<p><a href="${homeHref(view)}">Back</a></p>`
                }`,
            }),
          );
        }
        const added = await ctx.service.markSubmittedMany(
          owed.map((o) => ({ relationId: o.relation_id, roundId: o.round_id, role: o.role as FeedbackRole })),
          who(r),
        );
        return redirectAnswer(`/admin/?marked_many=${added.length}&left=${keys.length - added.length}${back}`);
      },
    },
    ctx,
  );
}

/** The marks of the day's page. */
export const MARKS = '/admin/feedback/marks/';

/** Today's marks by the signed-in user (in TIME_ZONE's day), newest first, each with an Undo. */
export function marksOfTheDayRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: MARKS,
      area: 'programme',
      async get(r) {
        const q = query(r.exchange.req);
        const marks = await ctx.submissions.markedOn(r.session.userId, today(ctx), ctx.timeZone);
        const messages: Message[] = [];
        if (q.get('undone') !== undefined)
          messages.push({ level: 'success', text: 'The submission was undone: the feedback is owed again.' });
        if (q.get('stale') !== undefined)
          messages.push({ level: 'warning', text: 'That submission was already undone: nothing was changed.' });
        return pageAnswer(
          200,
          page({
            title: 'Your marks of today',
            user: r.session,
            breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: 'Your marks of today' }],
            messages,
            content: marks.length
              ? html`<p>What you marked as submitted today (${today(ctx)}), newest first. Undo makes the feedback owed again.</p>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Feedback</th>
                        <th scope="col">Marked at</th>
                        <th scope="col"><span class="visually-hidden">Undo</span></th>
                      </tr>
                    </thead>
                    <tbody>
                      ${marks.map(
                        (m) =>
                          html`<tr>
                            <td>${m.repr}</td>
                            <td>${pgTimestamptzInZone(m.submittedAt, ctx.timeZone).slice(11, 16)}</td>
                            <td>
                              <form method="post" action="/admin/feedback/undo/" class="inline">
                                ${csrfField(r.session.csrfToken)}<input type="hidden" name="submission" value="${m.id}" /><input
                                  type="hidden"
                                  name="back"
                                  value="marks"
                                /><button type="submit" aria-label="Undo: ${m.repr}">Undo</button>
                              </form>
                            </td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>`
              : html`<p>You have marked nothing as submitted today.</p>
                  <p><a href="/admin/">Back to today’s owed feedback</a></p>`,
          }),
        );
      },
    },
    ctx,
  );
}
