// The feedbacks owed today (the /feedbacks_needed/ rule) as the console's home page shows
// them: grouped by manager, each row with "Mark as submitted" and a box to select it, for the
// roles that may change the programme.
import type { OwedFeedback } from '../store/repositories/feedbacks-needed.js';
import { todayInZone } from '../time/zone.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { csrfField } from './layout.js';
import { canChange } from './roles.js';
import type { ConsoleRequest } from './route.js';

/** Today in the service's time zone: the day the owed feedbacks are reckoned on. */
export const today = (ctx: ConsoleContext) => todayInZone(Number(ctx.clock.nowMicros() / 1000n), ctx.timeZone);

/**
 * The owed feedbacks grouped by manager. Built once for each list read and role's rights
 * (the read is cached by table versions, so one object serves every request until a write):
 * rows carry no session's token, their buttons and boxes belong to the forms of
 * `owedForms`, which do. 298 entries were 421 kB with a form in every row, built again for
 * every request.
 */
export function owedSections(): (owed: readonly OwedFeedback[], mayMark: boolean) => Html {
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
export function owedForms(r: ConsoleRequest): Html | string {
  if (!canChange(r.session.role, 'programme')) return '';
  return html`<form method="post" action="/admin/feedback/mark-submitted/" id="mark-one">${csrfField(r.session.csrfToken)}</form>
    <form method="post" action="/admin/feedback/mark-selected/" id="mark-selected" class="actions">
      ${csrfField(r.session.csrfToken)}
      <button type="submit">Mark the selected as submitted</button>
    </form>`;
}
