// The console in a real browser (Debian's chromium driven by playwright-core): the daily
// tasks of issue 17 — sign in, read the feedback owed, mark one submitted and see it leave
// /feedbacks_needed/, undo it, log out; add a mentor and a mentee, match them, add a course
// and later its week-2 recording, recolour a status, read the history — with no console error,
// nothing loaded from elsewhere, no inline script or style, and axe-core finding no serious
// or critical violation on any console page. Screenshots go to test-artifacts/ (and to
// docs/ with UPDATE_SCREENSHOTS=1, for the README).
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { addUser, PASSWORD } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, startForDue } from '../support/programme.js';
import { failureOf, HAS_CHROMIUM, REQUIRED, seriousViolations, useChromium } from '../support/chromium.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));

describe.skipIf(!HAS_CHROMIUM && !REQUIRED)('the console in headless Chromium', () => {
  const t = useTestApp('pglite');
  const chrome = useChromium(t);
  beforeAll(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  beforeEach(async () => {
    await insertManagers(t.db, { id: 1, firstName: 'Jana', lastName: 'Nová' }, { id: 2, firstName: 'Karel', lastName: 'Dvořák' });
    await insertMentors(t.db, { id: 1, firstName: 'Petr', lastName: 'Svoboda' }, { id: 2, firstName: 'Eva', lastName: 'Malá' });
    await insertMentees(t.db, { id: 1, firstName: 'Anna', lastName: "O'Brien" }, { id: 2, firstName: 'Tomáš', lastName: 'Král' });
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: startForDue('2026-11-10', 'Chemistry') },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 2, status: 'matched', startDate: startForDue('2026-10-01', 'Mid Program') },
    );
    await addUser(t.db, 'jana', 'manager');
    // The rows above came with their ids: move the sequences past them, as an import does.
    for (const table of ['managers', 'mentors', 'mentees', 'mentoring_relations'])
      await t.db.rows(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
  });

  async function shot(page: Page, name: string): Promise<void> {
    const file = `${ARTIFACTS}console-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    if (process.env.UPDATE_SCREENSHOTS === '1') copyFileSync(file, `${DOCS}console-${name}.png`);
  }

  const owedInApi = async () => (JSON.parse((await t.app.inject({ method: 'GET', url: '/feedbacks_needed/' })).body) as unknown[]).length;

  it('signs in, marks a feedback submitted (it leaves /feedbacks_needed/), undoes it, logs out; every page passes axe', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const problems: string[] = [];
    const requests: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => {
      const failure = failureOf(r);
      if (failure) problems.push(failure);
    });
    page.on('request', (r) => requests.push(r.url()));
    const checkPage = async (name: string) => {
      expect(await page.locator('script:not([src])').count(), name).toBe(0);
      expect(await page.locator('[style]').count(), name).toBe(0);
      expect(await page.locator('h1').count(), name).toBe(1);
      expect(await seriousViolations(page), name).toEqual([]);
      await shot(page, name);
    };

    // Anonymous: the login page, with next.
    await page.goto(`${chrome.base}/admin/`);
    expect(new URL(page.url()).pathname).toBe('/admin/login/');
    expect(await page.title()).toBe('Log in | Mentoring console');
    await checkPage('login');
    await page.getByLabel('Username:').fill('jana');
    await page.getByLabel('Password:').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Please enter the correct username and password');
    expect(await page.getByLabel('Username:').inputValue()).toBe('jana');
    await checkPage('login-error');
    await page.getByLabel('Password:').fill(PASSWORD);
    // By keyboard: Enter submits the form.
    await page.getByLabel('Password:').press('Enter');
    await page.waitForURL(`${chrome.base}/admin/`);
    expect(await page.title()).toBe('Today | Mentoring console');
    expect(await owedInApi()).toBe(6);
    expect(await page.getByRole('heading', { name: 'Feedback owed (6)' }).count()).toBe(1);
    await checkPage('home');

    // Karel Dvořák's group comes first (by name); mark the mentee's Mid Program feedback.
    await page.getByRole('button', { name: 'Mark as submitted: Mid Program feedback of mentee Tomáš Král' }).click();
    await page.waitForURL(/\/admin\/\?marked=\d+$/);
    expect(await page.getByRole('status').innerText()).toContain('Marked as submitted: Mid Program feedback of mentee Tomáš Král.');
    expect(await page.getByRole('heading', { name: 'Feedback owed (5)' }).count()).toBe(1);
    expect(await owedInApi()).toBe(5);
    await checkPage('marked');

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForURL(`${chrome.base}/admin/?undone=1`);
    expect(await owedInApi()).toBe(6);

    // The dashboard, one click from home (design §10a): SVG charts, no script, axe clean.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${chrome.base}/admin/dashboard/`);
    expect(await page.getByRole('img', { name: 'Feedback by round' }).count()).toBe(1);
    await checkPage('dashboard');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.title()).toBe('Logged out | Mentoring console');
    await checkPage('logged-out');
    await page.goto(`${chrome.base}/admin/`);
    expect(new URL(page.url()).pathname).toBe('/admin/login/');

    expect(problems).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(`${chrome.base}/`))).toEqual([]);
    await context.close();
  }, 60_000);

  it('adds a mentor and a mentee by their forms, changes one, reads its history; every table page passes axe', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const axe = async (name: string) => {
      expect(await seriousViolations(page), name).toEqual([]);
      await shot(page, name);
    };
    await page.goto(`${chrome.base}/admin/login/`);
    await page.getByLabel('Username:').fill('jana');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${chrome.base}/admin/`);

    await page.getByRole('link', { name: 'Mentors' }).click();
    await page.waitForURL(`${chrome.base}/admin/mentors/`);
    await axe('mentors');
    await page.getByRole('link', { name: 'Add mentor' }).click();
    await axe('mentor-add');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Please correct the errors below.');
    await axe('mentor-add-errors');
    await page.getByLabel('First name:').fill('Lenka');
    await page.getByLabel('Last name:').fill('Nová');
    await page.getByLabel(/Email/).fill('lenka@example.org');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/mentors\/\?saved=\d+$/);
    expect(await page.getByRole('status').innerText()).toContain('Lenka Nová');

    await page.goto(`${chrome.base}/admin/mentees/add/`);
    await page.getByLabel('First name:').fill('Ota');
    await page.getByLabel('Last name:').fill('Malý');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/mentees\/\?saved=\d+$/);

    await page.getByRole('searchbox', { name: 'Search' }).fill('Ota');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('tbody a').first().click();
    await axe('mentee-change');
    await page.getByLabel('Last name:').fill('Malý-Novák');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/saved=/);
    await page.getByRole('status').getByRole('link', { name: 'Ota Malý-Novák' }).click();
    await page.getByRole('link', { name: 'History' }).click();
    expect(await page.locator('main').innerText()).toContain('Last name: Malý → Malý-Novák');
    await axe('mentee-history');
    await page.goBack();
    await page.getByRole('link', { name: 'Delete' }).click();
    await axe('mentee-delete');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('matches a mentor with a mentee, adds a course and later its week-2 recording, recolours a status; every page passes axe', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const axe = async (name: string) => {
      expect(await page.locator('[style]').count(), name).toBe(0);
      expect(await seriousViolations(page), name).toEqual([]);
      await shot(page, name);
    };
    const api = async (url: string) => JSON.parse((await t.app.inject({ method: 'GET', url })).body) as unknown;
    await page.goto(`${chrome.base}/admin/login/`);
    await page.getByLabel('Username:').fill('jana');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${chrome.base}/admin/`);

    // Match: Eva Malá mentors Anna O'Brien, managed by Jana Nová, from today.
    await page.getByRole('link', { name: 'Mentoring relations' }).click();
    await axe('relations');
    await page.getByRole('link', { name: 'Add mentoring relation' }).click();
    await page.getByLabel('Mentor:').selectOption({ label: 'Eva Malá' });
    await page.getByLabel('Mentee:').selectOption({ label: "Anna O'Brien" });
    await page.getByLabel('Manager:').selectOption({ label: 'Jana Nová' });
    await page.getByLabel('Status:').selectOption('matched');
    await page.getByLabel('Start date:').fill('2026-11-02');
    await axe('relation-add');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/mentoring-relations\/\?saved=\d+$/);
    expect(await page.getByRole('status').innerText()).toContain("Eva Malá → Anna O'Brien");
    const relations = (
      await t.db.rows<{ status: string }>(sql`SELECT status FROM mentoring_relations WHERE mentor_id = 2 AND mentee_id = 1`)
    ).map((r) => r.status);
    expect(relations).toEqual(['matched']);

    // A course, and after week 2 its recording.
    await page.goto(`${chrome.base}/admin/courses/add/`);
    await page.getByLabel('Title:').fill('Data analysis basics');
    await page.getByLabel('Code:').fill('42');
    await page.getByLabel('Gsheet name:').fill('data-basics');
    await page.getByLabel(/Date w2/).fill('2026-11-19T18:00');
    await axe('course-add');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/courses\/\?saved=\d+$/);
    await page.getByRole('status').getByRole('link', { name: 'Data analysis basics (42)' }).click();
    await page.getByLabel(/Recording w2/).fill('drive.google.com/abc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('#id_recording_w2_errors').innerText()).toContain('Enter a valid URL.');
    await axe('course-change-errors');
    await page.getByLabel(/Recording w2/).fill('https://drive.google.com/file/d/abc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/courses\/\?saved=\d+$/);
    expect(JSON.stringify(await api('/courses/'))).toContain('"recording_w2":"https://drive.google.com/file/d/abc"');

    // Recolour "No response".
    await page.goto(`${chrome.base}/admin/pre-lead-statuses/`);
    await axe('statuses');
    await page.getByRole('link', { name: 'No response' }).click();
    await page.getByLabel('Background:').fill('#B0B0B0');
    await axe('status-change');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/pre-lead-statuses\/\?saved=\d+$/);
    const statuses = (await api('/pre-lead-statuses/')) as { value: string; background: string }[];
    expect(statuses.find((s) => s.value === 'no_response')?.background).toBe('#B0B0B0');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('runs a bulk action after its confirmation, and the admin’s users and tokens pages; every page passes axe', async () => {
    await addUser(t.db, 'root', 'admin');
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const axe = async (name: string) => {
      expect(await page.locator('[style]').count(), name).toBe(0);
      expect(await seriousViolations(page), name).toEqual([]);
      await shot(page, name);
    };
    await page.goto(`${chrome.base}/admin/login/`);
    await page.getByLabel('Username:').fill('root');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${chrome.base}/admin/`);

    await page.goto(`${chrome.base}/admin/mentoring-relations/`);
    await page.getByLabel("Select Petr Svoboda → Anna O'Brien").check();
    await page.getByLabel('Action:').selectOption({ label: 'Change the status of the selected relations to paused' });
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => page.title()).toBe('Are you sure? | Mentoring console');
    await axe('action-confirm');
    await page.getByRole('button', { name: 'Yes, I’m sure' }).click();
    await page.waitForURL(/\/admin\/mentoring-relations\/\?action=status_paused/);
    expect(await page.getByRole('status').innerText()).toContain('1 mentoring relation changed to paused.');

    await page.goto(`${chrome.base}/admin/users/`);
    await axe('users');
    // Jana becomes an admin; her password is set (Django's change-password form).
    await page.getByRole('link', { name: 'jana', exact: true }).click();
    await page.getByLabel('Role:').selectOption('admin');
    await axe('user-change');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/users\/\?changed=1$/);
    expect(await page.getByRole('status').innerText()).toContain('The user was changed.');
    await page.getByRole('link', { name: 'jana', exact: true }).click();
    await page.getByRole('link', { name: 'Change the password' }).click();
    await page.getByLabel('Password:', { exact: true }).fill('a fresh pass 2026');
    await page.getByLabel('Password confirmation:').fill('a fresh pass 2026');
    await axe('user-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/admin\/users\/\?password=1$/);
    await page.goto(`${chrome.base}/admin/api-tokens/`);
    await page.getByLabel('Create a token for:').selectOption('jana');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect.poll(() => page.title()).toBe('Token created | Mentoring console');
    expect(await page.getByLabel('Key:').inputValue()).toMatch(/^[0-9a-f]{40}$/);
    await axe('token-created');
    await page.goto(`${chrome.base}/admin/api-tokens/`);
    await axe('tokens');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps a list’s search and sort after a save opened from it, and focuses the first field in error (issue 32)', async () => {
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    await page.goto(`${chrome.base}/admin/login/`);
    await page.getByLabel('Username:').fill('jana');
    await page.getByLabel('Password:').fill(PASSWORD);
    await page.getByLabel('Password:').press('Enter');
    await page.waitForURL(`${chrome.base}/admin/`);
    await page.goto(`${chrome.base}/admin/mentors/?q=a&o=-last_name`);
    await page.getByRole('link', { name: 'Eva Malá' }).click();
    await page.getByLabel('Last name:').fill('Malá-Nová');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/mentors\/\?q=a&o=-last_name&saved=2$/);
    expect(await page.getByRole('status').innerText()).toContain('Eva Malá-Nová');
    expect(await page.locator('#searchbar').inputValue()).toBe('a');
    // A refused save: the first field in error has the focus, without any script.
    await page.goto(`${chrome.base}/admin/mentors/add/`);
    await page.getByRole('button', { name: 'Save and add another' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('id_first_name');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
