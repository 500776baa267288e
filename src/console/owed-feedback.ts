// The feedbacks owed today (the /feedbacks_needed/ rule) as the console's home page shows
// them: one manager's or every manager's ("my work", design §10a), a page at a time, grouped
// by manager, each row with "Mark as submitted" and a box to select it, for the roles that
// may change the programme.
import type { OwedFeedback } from '../store/repositories/feedbacks-needed.js';
import { todayInZone } from '../time/zone.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { idParam } from './http.js';
import { csrfField } from './layout.js';
import { canChange } from './roles.js';
import type { ConsoleRequest } from './route.js';

/** Today in the service's time zone: the day the owed feedbacks are reckoned on. */
export const today = (ctx: ConsoleContext) => todayInZone(Number(ctx.clock.nowMicros() / 1000n), ctx.timeZone);

/** Owed rows a page: 1,127 rows on one page were 748 kB; 50 are about 40 kB. */
export const OWED_PER_PAGE = 50;

/**
 * Which owed feedbacks the home page shows: one manager's or all ('all'), and which page.
 * Carried by the page's links and forms, so marking returns to the same place.
 */
export interface HomeView {
  /** undefined: the default (the user's linked manager, else all). */
  manager: 'all' | number | undefined;
  page: number;
}

/** The view named by a query or a form's fields `manager` and `page`. */
export function homeViewOf(get: (name: string) => string | undefined): HomeView {
  const m = get('manager');
  const page = idParam(get('page'));
  return { manager: m === 'all' ? 'all' : idParam(m), page: page !== undefined && page <= 100_000 ? page : 1 };
}

/** The view's query parameters after others ('&manager=…&page=…'; '' for the default). */
export function homeViewQuery(v: HomeView): string {
  return `${v.manager === undefined ? '' : `&manager=${v.manager}`}${v.page > 1 ? `&page=${v.page}` : ''}`;
}

/** The home page's address for a view. */
export const homeHref = (v: HomeView) => {
  const q = homeViewQuery(v);
  return q ? `/admin/?${q.slice(1)}` : '/admin/';
};

/** The view's hidden fields, for the forms that return to it. */
export const homeViewFields = (v: HomeView): Html =>
  html`${v.manager === undefined ? '' : html`<input type="hidden" name="manager" value="${String(v.manager)}" />`}${
    v.page > 1 ? html`<input type="hidden" name="page" value="${String(v.page)}" />` : ''
  }`;

/** One page of the owed rows, grouped by manager (each group's count is the manager's total). */
export function owedSection(owed: readonly OwedFeedback[], page: number, mayMark: boolean): Html {
  if (!owed.length) return html`<p>No feedback is owed today.</p>`;
  const totals = new Map<number, number>();
  for (const o of owed) totals.set(o.manager_id, (totals.get(o.manager_id) ?? 0) + 1);
  const groups = new Map<number, OwedFeedback[]>();
  for (const o of owed.slice((page - 1) * OWED_PER_PAGE, page * OWED_PER_PAGE)) {
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
        <h3 id="manager-${rows[0].manager_id}">${rows[0].manager_name} <span class="count">(${totals.get(rows[0].manager_id)})</span></h3>
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
            ${rows.map((o) => owedRow(o, mayMark))}
          </tbody>
        </table>
      </section>`,
  )}`;
}

function owedRow(o: OwedFeedback, mayMark: boolean): Html {
  const entry = `${o.relation_id}:${o.round_id}:${o.role}`;
  const what = `${o.title} feedback of ${o.role} ${o.full_name}`;
  // The accessible name starts with the visible text (WCAG 2.5.3, axe's label-content-name-mismatch).
  return html`<tr>
    <td>${o.due_date}</td>
    <td>${o.title}</td>
    <td>${o.full_name}</td>
    <td>${o.role}</td>
    ${
      mayMark
        ? html`<td>
              <button type="submit" form="mark-one" name="mark" value="${entry}" aria-label="Mark as submitted: ${what}">
                Mark as submitted
              </button>
            </td>
            <td><input type="checkbox" name="entry" value="${entry}" form="mark-selected" aria-label="Select ${what}" /></td>`
        : ''
    }
  </tr>`;
}

/** The page links under the owed rows: first, previous, the pages around this one, next, last. */
export function owedPages(total: number, view: HomeView): Html | string {
  const pages = Math.max(1, Math.ceil(total / OWED_PER_PAGE));
  if (pages === 1) return '';
  const at = (page: number, label: string, rel?: string) =>
    page === view.page
      ? html`<span aria-current="page">${label}</span>`
      : html`<a href="${homeHref({ ...view, page })}" ${rel ? html`rel="${rel}"` : ''}>${label}</a>`;
  const near = [];
  for (let p = Math.max(1, view.page - 2); p <= Math.min(pages, view.page + 2); p++) near.push(at(p, String(p)));
  return html`<nav class="paginator" aria-label="Pages of the owed feedbacks">
    Page ${Math.min(view.page, pages)} of ${pages}: ${view.page > 1 ? html`${at(1, 'First')} ${at(view.page - 1, 'Previous', 'prev')}` : ''}
    ${near} ${view.page < pages ? html`${at(view.page + 1, 'Next', 'next')} ${at(pages, 'Last')}` : ''}
  </nav>`;
}

/** The forms the owed rows' buttons and boxes submit, with the session's token and the view to return to. */
export function owedForms(r: ConsoleRequest, view: HomeView): Html | string {
  if (!canChange(r.session.role, 'programme')) return '';
  return html`<form method="post" action="/admin/feedback/mark-submitted/" id="mark-one">
      ${csrfField(r.session.csrfToken)}${homeViewFields(view)}
    </form>
    <form method="post" action="/admin/feedback/mark-selected/" id="mark-selected" class="actions">
      ${csrfField(r.session.csrfToken)}${homeViewFields(view)}
      <button type="submit">Mark the selected as submitted</button>
    </form>`;
}
