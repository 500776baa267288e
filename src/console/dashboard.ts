// /admin/dashboard/ (design §10a): a picture of the programme over the last twelve months —
// the feedbacks that fell due by round and by manager (answered on time, late, still owed;
// the share on time and the median days late), relations started and smart goals written
// per month. Charts drawn on the server (dashboard-charts.ts), each with its table; the
// figures from the aggregate queries of store/repositories/dashboard.ts. Every role may
// see it (the programme's area).
import type { FeedbackFigures, MonthCount } from '../store/repositories/dashboard.js';
import type { ConsoleContext } from './context.js';
import { html, type Html } from '../http/html.js';
import { columns, stackedBars, type Series } from './dashboard-charts.js';
import { pageAnswer } from './http.js';
import { manager as managerTable } from '../programme/manager.js';
import { page } from './layout.js';
import { today } from './owed-feedback.js';
import { consoleRoute, type ConsoleRoute } from './route.js';

const SERIES: readonly Series[] = [
  { name: 'Answered on time', fill: '#1f6fb2' },
  { name: 'Answered late', fill: '#e08a00' },
  { name: 'Still owed', fill: '#8a8a8a' },
];

/** At most this many of the programme's managing people in the chart (the most feedbacks due); the table has them all. */
const CHART_MANAGERS = 25;
/** The plural the programme uses for them, in a sentence. */
const PLURAL = managerTable.plural.toLowerCase();

/** The twelve months ending with this one, 'YYYY-MM', oldest first. */
export function lastTwelveMonths(day: string): string[] {
  const [y, m] = day.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const n = y * 12 + (m - 1) - 11 + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

const percent = (f: FeedbackFigures) => (f.due ? `${Math.round((f.onTime / f.due) * 100)} %` : '–');
const days = (f: FeedbackFigures) => (f.medianDaysLate === null ? '–' : String(f.medianDaysLate));

/** A table of feedback figures by a group (round or manager). */
function feedbackTable(caption: string, head: string, rows: readonly ({ label: string } & FeedbackFigures)[]): Html {
  return html`<div class="table-scroll">
    <table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${head}</th>
          <th scope="col">Due</th>
          <th scope="col">On time</th>
          <th scope="col">Late</th>
          <th scope="col">Still owed</th>
          <th scope="col">Share on time</th>
          <th scope="col">Median days late</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (r) =>
            html`<tr>
              <th scope="row">${r.label}</th>
              <td>${r.due}</td>
              <td>${r.onTime}</td>
              <td>${r.late}</td>
              <td>${r.open}</td>
              <td>${percent(r)}</td>
              <td>${days(r)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** The months' counts with zeros for the months without any. */
function byMonth(months: readonly string[], counts: readonly MonthCount[]): { label: string; value: number }[] {
  const found = new Map(counts.map((c) => [c.month, c.count]));
  return months.map((m) => ({ label: m, value: found.get(m) ?? 0 }));
}

function monthSection(id: string, heading: string, what: string, bars: readonly { label: string; value: number }[], fill: string): Html {
  const total = bars.reduce((n, b) => n + b.value, 0);
  const peak = bars.reduce((a, b) => (b.value > a.value ? b : a), bars[0]);
  return html`<section aria-labelledby="${id}-heading">
    <h2 id="${id}-heading">${heading}</h2>
    ${columns({
      id,
      title: heading,
      desc: `${total} ${what} from ${bars[0].label} to ${bars[bars.length - 1].label}; the most in ${peak.label} (${peak.value}).`,
      bars: bars.map((b) => ({ label: b.label.slice(2), value: b.value })),
      fill,
    })}
    <div class="table-scroll">
      <table>
        <caption>
          ${heading}
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">${what[0].toUpperCase()}${what.slice(1)}</th>
          </tr>
        </thead>
        <tbody>
          ${bars.map(
            (b) =>
              html`<tr>
                <th scope="row">${b.label}</th>
                <td>${b.value}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;
}

const parts = (f: FeedbackFigures) => [f.onTime, f.late, f.open];

export function dashboardRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: '/admin/dashboard/',
      area: 'programme',
      async get(r) {
        const day = today(ctx);
        const months = lastTwelveMonths(day);
        const from = `${months[0]}-01`;
        // Cached by the versions of the tables read: a page load between writes costs no query.
        const [feedback, relations, goals] = await ctx.reads.dashboard(day, () =>
          Promise.all([
            ctx.dashboard.feedback(from, day, ctx.timeZone),
            ctx.dashboard.relationsStarted(from, day),
            ctx.dashboard.goalsWritten(months, ctx.timeZone),
          ]),
        );
        const t = feedback.total;
        const charted = [...feedback.byManager].sort((a, b) => b.due - a.due).slice(0, CHART_MANAGERS);
        const summary = (f: FeedbackFigures) =>
          `${f.due} due, ${f.onTime} answered on time (${percent(f)}), ${f.late} late, ${f.open} still owed; median days late ${days(f)}.`;
        return pageAnswer(
          200,
          page({
            title: 'Dashboard',
            user: r.session,
            breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: 'Dashboard' }],
            content: html`<p>
                The last twelve months, ${from} to ${day}: feedbacks that fell due in them, relations started and goals written.
              </p>
              <dl class="figures">
                <dt>Feedbacks due</dt>
                <dd>${t.due}</dd>
                <dt>Answered on time</dt>
                <dd>${percent(t)}</dd>
                <dt>Median days late</dt>
                <dd>${days(t)}</dd>
                <dt>Still owed</dt>
                <dd>${t.open}</dd>
              </dl>
              <section aria-labelledby="rounds-heading">
                <h2 id="rounds-heading">Feedback by round</h2>
                ${stackedBars({
                  id: 'rounds',
                  title: 'Feedback by round',
                  desc: feedback.rounds.map((f) => `${f.title}: ${summary(f)}`).join(' ') || 'No feedback fell due.',
                  rows: feedback.rounds.map((f) => ({ label: f.title, parts: parts(f) })),
                  series: SERIES,
                })}
                ${feedbackTable(
                  'Feedback by round',
                  'Round',
                  feedback.rounds.map((f) => ({ label: f.title, ...f })),
                )}
              </section>
              <section aria-labelledby="by-manager-heading">
                <h2 id="by-manager-heading">Feedback by manager</h2>
                ${stackedBars({
                  id: 'by-manager',
                  title: 'Feedback by manager',
                  desc:
                    (feedback.byManager.length > CHART_MANAGERS
                      ? `The ${CHART_MANAGERS} ${PLURAL} with the most feedbacks due of ${feedback.byManager.length}. `
                      : '') + (charted.map((f) => `${f.name}: ${summary(f)}`).join(' ') || 'No feedback fell due.'),
                  rows: charted.map((f) => ({ label: f.name, parts: parts(f) })),
                  series: SERIES,
                })}
                ${feedbackTable(
                  'Feedback by manager',
                  'Manager',
                  feedback.byManager.map((f) => ({ label: f.name, ...f })),
                )}
              </section>
              ${monthSection('relations', 'Relations started per month', 'relations started', byMonth(months, relations), '#1f6fb2')}
              ${monthSection('goals', 'Smart goals written per month', 'goals written', byMonth(months, goals), '#2e7d32')}`,
          }),
        );
      },
    },
    ctx,
  );
}
