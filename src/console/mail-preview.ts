// /admin/mail/preview/: the mails the feedback loop would queue on a day (today unless the
// date field says another), at the start of that day's send hours: the code of
// `mail preview` (design §11). It sends and stores nothing, so every role may look; the
// bodies are not shown here, only who gets what about which due date.
import type { PlannedMail } from '../mail/planner.js';
import type { Answer } from '../pipeline/answer.js';
import { html } from '../http/html.js';
import { parseDateText } from '../time/calendar.js';
import { formatIsoInZone } from '../time/iso.js';
import { parsePgTimestamptz } from '../time/postgres.js';
import type { ConsoleContext } from './context.js';
import { pageAnswer, query } from './http.js';
import { page, scrollBox, type Message } from './layout.js';
import { today } from './owed-feedback.js';
import { consoleRoute, type ConsoleRoute } from './route.js';

export const MAIL_PREVIEW_PATH = '/admin/mail/preview/';

export function mailPreviewRoute(ctx: ConsoleContext): ConsoleRoute {
  return consoleRoute(
    {
      path: MAIL_PREVIEW_PATH,
      area: 'programme',
      async get(r): Promise<Answer> {
        const asked = query(r.exchange.req).get('date');
        const messages: Message[] = [];
        let date = today(ctx);
        if (asked !== undefined && asked !== '') {
          if (typeof parseDateText(asked) === 'number') date = asked;
          else messages.push({ level: 'warning', text: `“${asked.slice(0, 40)}” is not a date YYYY-MM-DD: today is shown.` });
        }
        if (!ctx.mailPreview.mailOn)
          messages.push({ level: 'info', text: 'Mail is off (SMTP_URL is not set): nothing is sent. This is what would be queued.' });
        const mails = await ctx.mailPreview.preview(date);
        // The planner's instants are UTC ISO text ('…Z'): PostgreSQL's '+00' for the one reader of them.
        const sendsAt = (m: PlannedMail) =>
          formatIsoInZone(parsePgTimestamptz(m.nextAttemptAt.replace(/Z$/, '+00')), ctx.timeZone)
            .slice(0, 16)
            .replace('T', ' ');
        return pageAnswer(
          200,
          page({
            title: 'Mail preview',
            user: r.session,
            breadcrumbs: [{ label: 'Home', href: '/admin/' }, { label: 'Mail preview' }],
            messages,
            content: html`<form method="get" action="${MAIL_PREVIEW_PATH}">
                <label for="date">Day</label>
                <input type="date" id="date" name="date" value="${date}" required />
                <button type="submit">Show</button>
              </form>
              <section aria-labelledby="would-heading">
                <h2 id="would-heading">Would be queued on ${date} (${mails.length})</h2>
                ${
                  mails.length
                    ? scrollBox(
                        'Mails that would be queued',
                        html`<table>
                          <thead>
                            <tr>
                              <th scope="col">Kind</th>
                              <th scope="col">Recipient</th>
                              <th scope="col">Subject</th>
                              <th scope="col">Due</th>
                              <th scope="col">Sends from (${ctx.timeZone})</th>
                            </tr>
                          </thead>
                          <tbody>
                            ${mails.map(
                              (m) =>
                                html`<tr>
                                  <td>${m.kind}</td>
                                  <td>${m.recipient}</td>
                                  <td>${m.subject}</td>
                                  <td>${m.dueDate ?? ''}</td>
                                  <td>${sendsAt(m)}</td>
                                </tr>`,
                            )}
                          </tbody>
                        </table>`,
                      )
                    : html`<p>Nothing would be queued that day: every step due is queued already, or nothing is owed.</p>`
                }
              </section>`,
          }),
        );
      },
    },
    ctx,
  );
}
