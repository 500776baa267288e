// The console's feedback-loop pages in a real browser (Debian's chromium driven by
// playwright-core), as a manager and an admin read them (design §11): the outbox list and a
// mail, the suppressions, the questions and a question's form, today's "would send" preview,
// and a relation's feedback timeline with its answers; on each, axe-core finds no serious or
// critical violation, no script is inline and nothing loads from elsewhere.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { addUser, PASSWORD } from '../support/console.js';
import { seedMail } from '../support/console-mail.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, roundId, startForDue } from '../support/programme.js';
import { HAS_CHROMIUM, REQUIRED, seriousViolations, useChromium } from '../support/chromium.js';

describe.skipIf(!HAS_CHROMIUM && !REQUIRED)('the console’s mail pages in headless Chromium', () => {
  const t = useTestApp('pglite');
  const chrome = useChromium(t);

  /** A matched relation owing its Chemistry feedback today, a mail in the outbox, a suppression, and the mentee's answers. */
  async function programme(): Promise<number> {
    await insertManagers(t.db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
    await insertMentors(t.db, { id: 1, firstName: 'Petr', lastName: 'Svoboda' });
    await insertMentees(t.db, { id: 1, firstName: 'Anna', lastName: 'Řeháková' });
    await insertRelations(t.db, {
      id: 1,
      mentorId: 1,
      menteeId: 1,
      managerId: 1,
      status: 'matched',
      startDate: startForDue('2026-11-22', 'Chemistry'),
    });
    const chemistry = await roundId(t.db, 'Chemistry');
    const [q] = await t.db.rows<{ id: number }>(sql`SELECT id FROM feedback_questions WHERE round_id = ${chemistry} AND kind = 'rating'`);
    await t.db.rows(
      sql`INSERT INTO feedback_submissions (relation_id, round_id, role, submitted_at, source, answers)
          VALUES (1, ${chemistry}, 'mentee', '2026-11-21T09:30:00Z', 'form', ${JSON.stringify([{ question_id: q.id, value: '4' }])}::jsonb)`,
    );
    return seedMail(t.db);
  }

  it('the outbox, a mail, suppressions, questions, the preview and a relation’s timeline pass axe for an admin', async () => {
    const mail = await programme();
    await addUser(t.db, 'root', 'admin');
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith(`${chrome.base}/`)) problems.push(`outside: ${r.url()}`);
    });
    await page.goto(`${chrome.base}/admin/login/`);
    await page.getByLabel('Username:').fill('root');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByLabel('Password:').press('Enter');
    await page.waitForURL(`${chrome.base}/admin/`);

    const pages: [string, string][] = [
      ['outbox', '/admin/mail-outbox/'],
      ['a mail', `/admin/mail-outbox/${mail}/change/`],
      ['suppressions', '/admin/mail-suppressions/'],
      ['questions', '/admin/feedback-questions/'],
      [
        'a question',
        `/admin/feedback-questions/${(await t.db.rows<{ id: number }>(sql`SELECT min(id) AS id FROM feedback_questions`))[0].id}/change/`,
      ],
      ['preview', '/admin/mail/preview/'],
      ['timeline', '/admin/mentoring-relations/1/feedback/'],
    ];
    for (const [name, path] of pages) {
      const res = await page.goto(`${chrome.base}${path}`);
      expect(res?.status(), name).toBe(200);
      expect(await page.locator('script:not([src])').count(), name).toBe(0);
      expect(await page.locator('h1').count(), name).toBe(1);
      expect(await seriousViolations(page), name).toEqual([]);
    }
    // The timeline shows the mentee's answer to the admin.
    expect(await page.locator('main').innerText()).toContain('How well does the match work for you so far?');
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
