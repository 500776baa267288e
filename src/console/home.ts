// /admin/: the day's work (design §10, issue 17): the feedbacks owed today by the
// /feedbacks_needed/ rule, grouped by manager, oldest first, each with "Mark as submitted"
// (a submission by the signed-in user, with undo); and how many rows each table holds.
import type { Answer } from '../pipeline/answer.js';
import { ROLES } from '../store/schema.js';
import type { OwedFeedback } from '../store/repositories/feedbacks-needed.js';
import type { FeedbackRole, SubmissionKey } from '../store/repositories/feedback-submissions.js';
import { COUNTED_TABLES } from '../store/repositories/table-counts.js';
import { microsToUtcIso } from '../time/iso.js';
import { todayInZone } from '../time/zone.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { idParam, pageAnswer, query, redirectAnswer } from './http.js';
import { defaultLabel } from '../drf/serializer.js';
import { csrfField, page, type Message } from './layout.js';
import { canChange } from './roles.js';
import { TABLE_BY_NAME } from './tables/definitions.js';
import { MAX_SELECTED } from './tables/actions.js';
import { consoleRoute, type ConsoleRoute, type ConsoleRequest } from './route.js';

/** The accounts' pages (admins only, as their counts). */
const ACCOUNT_PAGES: Record<string, string> = { users: '/admin/users/', api_tokens: '/admin/api-tokens/' };

/**
 * The owed feedbacks grouped by manager. Built once for each list read and role's rights
 * (the read is cached by table versions, so one object serves every request until a write):
 * rows carry no session's token, their buttons and boxes belong to the forms of
 * `owedForms`, which do. 298 entries were 421 kB with a form in every row, built again for
 * every request.
 */
function owedSections(): (owed: readonly OwedFeedback[], mayMark: boolean) => Html {
  // Keyed by the list read (a new one after every write), so an old list's sections go with it.
  const sections = new WeakMap<readonly OwedFeedback[], Map<boolean, Html>>();
  return (owed, mayMark) => {
    let built = sections.get(owed);
    if (!built) sections.set(owed, (built = new Map()));
    let section = built.get(mayMark);
    if (!section) built.set(mayMark, (section = buildOwedSection(owed, mayMark)));
    return section;
  };
}

function buildOwedSection(owed: readonly OwedFeedback[], mayMark: boolean): Html {
  if (!owed.length) return html`<p>No feedback is owed today.</p>`;
  const groups = new Map<number, OwedFeedback[]>();
  for (const o of owed) {
    const list = groups.get(o.manager_id);
    if (list) list.push(o);
    else groups.set(o.manager_id, [o]);
  }
  const headings = mayMark
    ? html`<th scope="col"><span class="visually-hidden">Action</span></th>
        <th scope="col"><span class="visually-hidden">Select</span></th>`
    : '';
  return html`${[...groups.values()].map(
    (rows) =>
      html`<section class="owed" aria-labelledby="manager-${rows[0].manager_id}">
        <h3 id="manager-${rows[0].manager_id}">${rows[0].manager_name} <span class="count">(${rows.length})</span></h3>
        <table>
          <thead>
            <tr>
              <th scope="col">Due</th>
              <th scope="col">Feedback</th>
              <th scope="col">Who</th>
              <th scope="col">Role</th>
              ${headings}
            </tr>
          </thead>
          <tbody>
            ${rows.map((o) => {
              const entry = `${o.relation_id}:${o.round_id}:${o.role}`;
              const what = `${o.title} feedback of ${o.role} ${o.full_name}`;
              return html`<tr>
                <td>${o.due_date}</td>
                <td>${o.title}</td>
                <td>${o.full_name}</td>
                <td>${o.role}</td>
                ${
                  mayMark
                    ? html`<td>
                          <button type="submit" form="mark-one" name="mark" value="${entry}" aria-label="Mark ${what} as submitted">
                            Mark as submitted
                          </button>
                        </td>
                        <td><input type="checkbox" name="entry" value="${entry}" form="mark-selected" aria-label="Select ${what}" /></td>`
                    : ''
                }
              </tr>`;
            })}
          </tbody>
        </table>
      </section>`,
  )}`;
}

/** The forms the owed rows' buttons and boxes submit, with the session's token. */
function owedForms(r: ConsoleRequest): Html | string {
  if (!canChange(r.session.role, 'programme')) return '';
  return html`<form method="post" action="/admin/feedback/mark-submitted/" id="mark-one">${csrfField(r.session.csrfToken)}</form>
    <form method="post" action="/admin/feedback/mark-selected/" id="mark-selected" class="actions">
      ${csrfField(r.session.csrfToken)}
      <button type="submit">Mark the selected as submitted</button>
    </form>`;
}

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

export function homeRoutes(ctx: ConsoleContext): ConsoleRoute[] {
  const today = () => todayInZone(Number(ctx.clock.nowMicros() / 1000n), ctx.timeZone);
  const now = () => microsToUtcIso(ctx.clock.nowMicros());
  const who = (r: ConsoleRequest) => ({ userId: r.session.userId, username: r.session.username });
  const owedSection = owedSections();

  const home = consoleRoute(
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
        const [owed, counts] = await Promise.all([ctx.reads.owedByManager(today()), ctx.reads.tableCounts()]);
        return pageAnswer(
          200,
          page({
            title: 'Today',
            user: r.session,
            messages,
            content: html`<section aria-labelledby="owed-heading">
                <h2 id="owed-heading">Feedback owed (${owed.length})</h2>
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

  const mark = consoleRoute(
    {
      path: '/admin/feedback/mark-submitted/',
      area: 'programme',
      async post(r) {
        // The home page's buttons send their entry as `mark`; a form may send the three fields instead.
        const entry = r.form.get('mark');
        const key = entry !== undefined ? entryKey(entry) : submissionKey(r.form.get('relation'), r.form.get('round'), r.form.get('role'));
        if (!key) return redirectAnswer('/admin/?stale=1');
        const added = await ctx.submissions.submit(key, now(), who(r));
        return redirectAnswer(added ? `/admin/?marked=${added.id}` : '/admin/?stale=1');
      },
    },
    ctx,
  );

  const undo = consoleRoute(
    {
      path: '/admin/feedback/undo/',
      area: 'programme',
      async post(r) {
        const id = idParam(r.form.get('submission'));
        const removed = id === undefined ? undefined : await ctx.submissions.remove(id, now(), who(r));
        return redirectAnswer(removed ? '/admin/?undone=1' : '/admin/?stale=1');
      },
    },
    ctx,
  );
  const markSelected = consoleRoute(
    {
      path: '/admin/feedback/mark-selected/',
      area: 'programme',
      async post(r) {
        const keys = selectedEntries(r.all);
        if (!keys) return redirectAnswer('/admin/?refused=too-many');
        if (!keys.length) return redirectAnswer('/admin/?refused=none-selected');
        // What is owed today, of what was selected (an entry no longer owed is left out).
        const selected = new Set(keys.map((k) => `${k.relationId}:${k.roundId}:${k.role}`));
        const owed = (await ctx.reads.owedByManager(today())).filter((o) => selected.has(`${o.relation_id}:${o.round_id}:${o.role}`));
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
                        <input type="hidden" name="post" value="yes" />
                        <button type="submit">Yes, I’m sure</button>
                        <a href="/admin/">No, take me back</a>
                      </form>`
                    : html`<p><a href="/admin/">Back</a></p>`
                }`,
            }),
          );
        }
        const added = await ctx.submissions.submitMany(
          owed.map((o) => ({ relationId: o.relation_id, roundId: o.round_id, role: o.role as FeedbackRole })),
          now(),
          who(r),
        );
        return redirectAnswer(`/admin/?marked_many=${added.length}&left=${keys.length - added.length}`);
      },
    },
    ctx,
  );
  return [home, mark, undo, markSelected];
}
