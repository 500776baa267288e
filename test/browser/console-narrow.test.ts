// Every console page at 390 px (a phone; issue 32 item 8, design §10a "Everywhere"): the page
// never scrolls sideways (document.scrollingElement.scrollWidth ≤ 390; a wide table scrolls in
// its own box, a focusable, named region), and axe-core (the project's, the newest 4.x) finds no
// serious or critical violation on the lists, forms, histories and the log — the rows' links
// named starting with their visible id (label-content-name-mismatch), and the fields' help texts
// tied to them. Filled with long names, addresses and links, as a real programme has.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../src/console/tables/definitions.js';
import { useTestApp } from '../support/app.js';
import { addUser, PASSWORD } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, startForDue } from '../support/programme.js';
import { HAS_CHROMIUM, REQUIRED, seriousViolations, useChromium } from '../support/chromium.js';

const WIDTH = 390;

describe.skipIf(!HAS_CHROMIUM && !REQUIRED)('every console page at 390 px in headless Chromium', () => {
  const t = useTestApp('pglite');
  const chrome = useChromium(t);

  /** A programme with long names, addresses and links in every table. */
  async function seed(): Promise<void> {
    const long = 'Kristýna-Alžběta';
    await insertManagers(t.db, {
      id: 1,
      firstName: 'Jana',
      lastName: 'Nováková-Dvořáková',
      email: 'jana.novakova-dvorakova@programme.example.org',
    });
    await insertMentors(t.db, {
      id: 1,
      firstName: long,
      lastName: 'Svobodová-Procházková',
      email: 'kristyna.alzbeta.svobodova@very-long-domain.example.org',
    });
    await insertMentees(t.db, { id: 1, firstName: 'Žofie', lastName: 'Řeháková-Křížová', email: 'zofie.rehakova-krizova@example.org' });
    await insertRelations(t.db, {
      id: 1,
      mentorId: 1,
      menteeId: 1,
      managerId: 1,
      status: 'matched',
      startDate: startForDue('2026-11-10', 'Chemistry'),
    });
    await t.db.rows(sql`INSERT INTO courses (id, title, code, gsheet_name, date_w1, event_w1, recording_w1, deactivated)
      VALUES (1, 'Data analysis for people who have never written a formula', 42, 'data-analysis-basics-autumn',
              '2026-11-19T17:00:00Z', 'evt_0123456789abcdefghijklmnopqrstuvwxyz',
              'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/view?usp=sharing', false)`);
    await t.db.rows(sql`INSERT INTO smart_goals (id, created_at, input, output, input_tokens, output_tokens)
      VALUES (1, '2026-11-20T10:00:00Z', ${'I want to become a data analyst within a year, learning SQL and Python in the evenings. '.repeat(4)},
              'By 2027-11-01, complete two SQL courses and one Python course.', 312, 40)`);
    await t.db
      .rows(sql`INSERT INTO mail_outbox (dedupe_key, kind, recipient, subject, body_text, body_html, status, attempts, next_attempt_at, created_at)
      VALUES ('invitation:1:1:mentee:0', 'invitation', 'zofie.rehakova-krizova@example.org',
              '2026-11-24 Chemistry feedback: how is your mentoring with Kristýna-Alžběta going?', 'Hello', '<p>Hello</p>',
              'pending', 0, '2026-11-24T08:00:00Z', '2026-11-24T07:00:00Z')`);
    await t.db.rows(sql`INSERT INTO mail_suppressions (email, reason, created_at)
      VALUES ('someone.with.a.long.address@a-very-long-domain-name.example.org', 'manual', '2026-11-24T07:00:00Z')`);
    for (const table of ['managers', 'mentors', 'mentees', 'mentoring_relations', 'courses', 'smart_goals'])
      await t.db.rows(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
    await addUser(t.db, 'root', 'admin');
  }

  /** The pages of each table: its list, add form, a row's change form, history and delete page. */
  async function tablePages(): Promise<string[]> {
    const urls: string[] = [];
    for (const tb of TABLES) {
      urls.push(`/admin/${tb.slug}/`);
      if (tb.may.add) urls.push(`/admin/${tb.slug}/add/`);
      const [row] = await t.db.rows<{ id: number }>(sql`SELECT min(id) AS id FROM ${sql.identifier(tb.name)}`);
      if (row?.id == null) continue;
      urls.push(`/admin/${tb.slug}/${row.id}/change/`, `/admin/${tb.slug}/${row.id}/history/`);
      if (tb.may.delete) urls.push(`/admin/${tb.slug}/${row.id}/delete/`);
      for (const p of tb.rowPages) urls.push(`/admin/${tb.slug}/${row.id}/${p.path}`);
    }
    return urls;
  }

  it('no page scrolls sideways; axe finds nothing serious on the lists, forms, histories and the log', async () => {
    await seed();
    const context = await chrome.browser.newContext({ viewport: { width: WIDTH, height: 844 } });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const wide: string[] = [];
    const violations: string[] = [];
    const check = async (url: string, withAxe: boolean) => {
      const res = await page.goto(`${chrome.base}${url}`);
      expect(res?.status(), url).toBeLessThan(400);
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (width > WIDTH) wide.push(`${url}: ${width}`);
      if (withAxe) violations.push(...(await seriousViolations(page)).map((v) => `${url}: ${v}`));
    };

    await check('/admin/login/', true);
    await page.getByLabel('Username:').fill('root');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${chrome.base}/admin/`);
    // A change through the form, so that the histories and the log have an entry to show.
    await page.goto(`${chrome.base}/admin/mentees/1/change/`);
    await page.getByLabel('Last name:').fill('Řeháková-Křížová-Nová');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/saved=/);

    // The home page's mark buttons are another part of issue 32: its width only here.
    await check('/admin/', false);
    const [user] = await t.db.rows<{ id: number }>(sql`SELECT id FROM users WHERE username = 'root'`);
    for (const url of [
      '/admin/log/',
      '/admin/users/',
      '/admin/users/add/',
      `/admin/users/${user.id}/change/`,
      `/admin/users/${user.id}/password/`,
      '/admin/api-tokens/',
      '/admin/mail/preview/',
      ...(await tablePages()),
    ])
      await check(url, true);
    // A list searched, and its refusal of a search over the limit (a page in the console's look).
    await check('/admin/mentees/?q=rehakova', true);
    const refused = await page.goto(`${chrome.base}/admin/mentees/?q=${'x'.repeat(201)}`);
    expect(refused?.status()).toBe(400);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    expect(await seriousViolations(page)).toEqual([]);

    expect(wide).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  }, 180_000);

  it('a wide list scrolls in its own box, a focusable region named for the table', async () => {
    await seed();
    const context = await chrome.browser.newContext({ viewport: { width: WIDTH, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${chrome.base}/admin/login/`);
    await page.getByLabel('Username:').fill('root');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${chrome.base}/admin/`);
    await page.goto(`${chrome.base}/admin/courses/`);
    const box = page.getByRole('region', { name: 'Courses' });
    expect(await box.getAttribute('tabindex')).toBe('0');
    const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeGreaterThan(client);
    expect(client).toBeLessThanOrEqual(WIDTH);
    // By keyboard: focused, the arrow keys scroll it.
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  }, 60_000);
});
