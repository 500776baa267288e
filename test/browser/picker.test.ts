// The people picker in a real browser (issue 32, design §10a): past the options' limit the
// relation form's Mentee is a combobox that finds Žofie Řeháková from `rehak`, `zofie reh`
// or `Rehakova Zofie` as one types, chosen by keyboard or mouse, and the relation saves;
// without JavaScript, "Find" opens the search page, which returns to the form with her
// chosen and the rest as typed. axe-core finds nothing serious with the list open.
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { addUser, PASSWORD } from '../support/console.js';
import { insertManagers, insertMentors } from '../support/programme.js';
import { HAS_CHROMIUM, REQUIRED, seriousViolations, useChromium } from '../support/chromium.js';

describe.skipIf(!HAS_CHROMIUM && !REQUIRED)('the people picker in headless Chromium', () => {
  const t = useTestApp('pglite');
  const chrome = useChromium(t);
  beforeEach(async () => {
    await insertManagers(t.db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
    await insertMentors(t.db, { id: 1, firstName: 'Eva', lastName: 'Malá' });
    await t.db.rows(sql`INSERT INTO mentees (first_name, last_name) SELECT 'Anna', 'Nováková ' || i FROM generate_series(1, 1100) AS i`);
    await t.db.rows(sql`INSERT INTO mentees (first_name, last_name) VALUES ('Žofie', 'Řeháková')`);
    await addUser(t.db, 'jana', 'manager');
  });

  const signIn = async (page: Page) => {
    await page.goto(`${chrome.base}/admin/login/`);
    await page.getByLabel('Username:').fill('jana');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${chrome.base}/admin/`);
  };
  const relationsOfZofie = async () =>
    (
      await t.db.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM mentoring_relations r JOIN mentees m ON m.id = r.mentee_id WHERE m.last_name = 'Řeháková'`,
      )
    )[0].n;

  it('finds Řeháková as one types and saves the relation', async () => {
    const page = await chrome.browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await signIn(page);
    await page.goto(`${chrome.base}/admin/mentoring-relations/add/`);
    const box = page.getByRole('combobox', { name: 'Mentee:' });
    for (const typed of ['rehak', 'zofie reh']) {
      await box.fill(typed);
      await expect.poll(() => page.getByRole('option', { name: 'Žofie Řeháková' }).count()).toBe(1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // By keyboard: the first option, then Enter.
    await box.fill('Rehakova Zofie');
    await expect.poll(() => page.getByRole('option', { name: 'Žofie Řeháková' }).count()).toBe(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Žofie Řeháková');
    await expect.poll(() => page.getByText('Chosen: Žofie Řeháková.').count()).toBe(1);
    await page.getByLabel('Mentor:').selectOption({ label: 'Eva Malá' });
    await page.getByLabel('Manager:').selectOption({ label: 'Jana Nová' });
    await page.getByLabel('Status:').selectOption('matched');
    await page.getByLabel('Start date:').fill('2026-11-02');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/mentoring-relations\/\?saved=\d+$/);
    expect(await relationsOfZofie()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('without JavaScript, finds her on the search page and returns to the form with what was typed', async () => {
    const context = await chrome.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${chrome.base}/admin/mentoring-relations/add/`);
    await page.getByLabel('Start date:').fill('2026-11-02');
    await page.getByLabel('Mentor:').selectOption({ label: 'Eva Malá' });
    await page.getByRole('combobox', { name: 'Mentee:' }).fill('zofie reh');
    await page.getByRole('button', { name: 'Find a mentee' }).click();
    await page.getByRole('button', { name: 'Žofie Řeháková' }).click();
    expect(await page.getByLabel('Start date:').inputValue()).toBe('2026-11-02');
    expect(await page.getByText('Chosen: Žofie Řeháková.').count()).toBe(1);
    await page.getByLabel('Manager:').selectOption({ label: 'Jana Nová' });
    await page.getByLabel('Status:').selectOption('matched');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/mentoring-relations\/\?saved=\d+$/);
    expect(await relationsOfZofie()).toBe(1);
    await context.close();
  }, 60_000);
});
