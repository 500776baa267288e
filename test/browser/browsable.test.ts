// The browsable API and /docs in a real browser (Debian's chromium driven by
// playwright-core, one launch for the file): every page loads with no console error and
// no failed request, only from the service itself, under the Content-Security-Policy;
// the pagination links keep format=api; the HTML form and the raw form create records
// that then show in the list; injected markup stays text; the page works by keyboard.
// A screenshot of each page goes to test-artifacts/.
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/drf/browsable.js';
import { useTestApp } from '../support/app.js';
import { checkAt, headersByName } from '../support/listening.js';
import { insertCourses, insertSmartGoals } from '../support/fixtures.js';
import { insertManagers, insertMentees, insertMentors, insertRelations } from '../support/programme.js';
import { failureOf } from '../support/chromium.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HAS_CHROMIUM = existsSync(CHROMIUM);
// CI installs Chromium (.ci/run): there a missing browser is a failure, not a skip.
const REQUIRED = process.env.CI === 'true';
if (!HAS_CHROMIUM && !REQUIRED) {
  console.warn(`test/browser: SKIPPED, no Chromium at ${CHROMIUM} (apt-get install chromium; .ci/run installs it)`);
}

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

/** Waits for the page to get there (a POST runs the goal generator and the database; CI is busy). */
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 50 });

const SCRIPT_PAYLOAD = '<script>alert(1)</script>';
const IMG_PAYLOAD = '"><img src=x onerror=alert(1)>';

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors, failed requests and error answers to the page's own loads. */
  problems: string[];
  /** Every URL the page asked for. */
  requests: string[];
  /** Every alert/confirm/prompt that fired. */
  dialogs: string[];
}

describe.skipIf(!HAS_CHROMIUM && !REQUIRED)('the browsable API in headless Chromium', () => {
  const t = useTestApp('pglite');
  let browser: Browser;
  let base: string;
  const opened: BrowserContext[] = [];

  beforeAll(async () => {
    if (!HAS_CHROMIUM) throw new Error(`no Chromium at ${CHROMIUM}: .ci/run installs Debian's chromium`);
    mkdirSync(ARTIFACTS, { recursive: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Every answer the page got from the service, checked against its document as inject's are
  // (test/support/listening.ts); the checks end after the test's own assertions, so each test
  // fails here on a mismatch.
  const checks: Promise<string | undefined>[] = [];
  afterEach(async () => {
    const mismatches = (await Promise.all(checks.splice(0))).filter((m) => m !== undefined);
    expect(mismatches).toEqual([]);
  });

  /** The mismatch of an answer of the service with its document; undefined when it matches or has no body to read (a redirect, a page gone). */
  async function mismatchOf(r: Response): Promise<string | undefined> {
    const url = new URL(r.url());
    if (url.origin !== base) return undefined;
    // What the browser recorded of the exchange, read while its page is open: a page the
    // test has moved on from (or closed) has nothing left to read, and nothing to check.
    let body: Buffer;
    let requestHeaders: Record<string, string>;
    let headers: [string, string][];
    try {
      body = await r.body();
      requestHeaders = await r.request().allHeaders();
      headers = (await r.headersArray()).map((h) => [h.name, h.value]);
    } catch {
      return undefined;
    }
    try {
      await checkAt(Number(url.port))({
        method: r.request().method(),
        url: url.pathname + url.search,
        requestHeaders,
        status: r.status(),
        contentType: r.headers()['content-type'],
        headers: headersByName(headers),
        body,
      });
      return undefined;
    } catch (e) {
      return (e as Error).message;
    }
  }

  beforeEach(async () => {
    for (const c of opened.splice(0)) await c.close();
    // More than a page of goals, a few courses, and a programme that owes feedback.
    await insertSmartGoals(t.db, 35);
    await insertCourses(t.db, 3);
    await insertManagers(t.db, { id: 1, firstName: 'Jana', lastName: 'Nová' });
    await insertMentors(t.db, { id: 1, firstName: 'Petr', lastName: 'Svoboda' });
    await insertMentees(t.db, { id: 1, firstName: 'Anna', lastName: "O'Brien" });
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2026-05-01' });
  });

  async function open(opts: { javaScriptEnabled?: boolean; allowConsole?: RegExp } = {}): Promise<Watched> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: opts.javaScriptEnabled ?? true });
    opened.push(context);
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const w: Watched = { page, context, problems: [], requests: [], dialogs: [] };
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !opts.allowConsole?.test(m.text()))
        w.problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => w.problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => {
      const failure = failureOf(r);
      if (failure) w.problems.push(failure);
    });
    page.on('request', (r) => w.requests.push(r.url()));
    page.on('response', (r) => checks.push(mismatchOf(r)));
    page.on('response', (r) => {
      // The API's own error answers to fetch() are data; anything the page loads must be there.
      if (r.status() >= 400 && r.request().resourceType() !== 'fetch') w.problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    page.on('dialog', async (d) => {
      w.dialogs.push(d.message());
      await d.dismiss();
    });
    return w;
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });

  const responseText = (page: Page) => page.locator('#response').innerText();

  async function expectAccessibleForm(page: Page): Promise<void> {
    const unlabeled = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea')]
        .filter((el) => (el as HTMLInputElement).type !== 'hidden' && ((el as HTMLInputElement).labels?.length ?? 0) === 0)
        .map((el) => el.outerHTML),
    );
    expect(unlabeled).toEqual([]);
  }

  const PAGES = [
    { name: 'smart-goals', url: '/smart-goals/?format=api', title: 'Smart Goal List', forms: true },
    { name: 'courses', url: '/courses/?format=api', title: 'Course List', forms: true },
    { name: 'pre-lead-statuses', url: '/pre-lead-statuses/?format=api', title: 'Pre Lead Status List', forms: false },
    { name: 'feedbacks-needed', url: '/feedbacks_needed/?format=api', title: 'Feedbacks Needed', forms: false },
    // A browser's own Accept header, no ?format=.
    { name: 'courses-accept-html', url: '/courses/', title: 'Course List', forms: true },
  ];

  for (const p of PAGES) {
    it(`${p.url}: loads with its title, no console error, no failed request, nothing from elsewhere, no inline script`, async () => {
      const w = await open();
      const res = await w.page.goto(base + p.url, { waitUntil: 'networkidle' });
      expect(res!.status()).toBe(200);
      const headers = res!.headers();
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(headers.vary).toBe('Accept');
      expect(await w.page.title()).toBe(`${p.title} – mentoring-api`);
      await eventually(() => w.page.locator('#options-button').isVisible()).toBe(true); // the script ran
      expect(w.problems).toEqual([]);
      expect(w.requests.filter((u) => !u.startsWith(`${base}/`))).toEqual([]);
      expect(await w.page.locator('script:not([src])').count()).toBe(0);
      expect(await w.page.locator('[style]').count()).toBe(0);
      // Landmarks and headings for screen readers.
      expect(await w.page.locator('h1').count()).toBe(1);
      expect(await w.page.getByRole('main').count()).toBe(1);
      expect(await w.page.getByRole('navigation', { name: 'Site' }).count()).toBe(1);
      expect(await w.page.locator('#response').getAttribute('aria-live')).toBe('polite');
      expect(await w.page.getByRole('link', { name: 'API docs' }).first().getAttribute('href')).toBe('/docs');
      expect(await w.page.locator('#html-form').count()).toBe(p.forms ? 1 : 0);
      expect(await w.page.locator('#raw-form').count()).toBe(p.forms ? 1 : 0);
      await expectAccessibleForm(w.page);
      expect(await responseText(w.page)).toContain('HTTP 200 OK');
      expect(await w.page.locator('div.response-info pre.prettyprint span.meta.nocode').count()).toBe(1);
      await shot(w.page, `browsable-${p.name}`);
    });
  }

  it("/docs: Swagger UI from the service's own files shows every path, with no console error", async () => {
    const w = await open();
    const res = await w.page.goto(`${base}/docs`, { waitUntil: 'networkidle' });
    expect(res!.status()).toBe(200);
    expect(res!.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    await w.page.locator('.opblock').first().waitFor();
    const paths = await w.page.locator('.opblock-summary-path').allInnerTexts();
    for (const path of ['/smart-goals/', '/courses/', '/pre-lead-statuses/', '/feedbacks_needed/']) {
      expect(paths.map((s) => s.replace(/\u200b/g, '').trim())).toContain(path);
    }
    expect(w.problems).toEqual([]);
    expect(w.requests.filter((u) => !u.startsWith(`${base}/`))).toEqual([]);
    await shot(w.page, 'docs');
  });

  it('the pagination links keep format=api, forwards and back', async () => {
    const w = await open();
    await w.page.goto(`${base}/smart-goals/?format=api`, { waitUntil: 'load' });
    await w.page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next page/ })
      .click();
    await w.page.waitForURL(/offset=30/);
    expect(new URL(w.page.url()).search).toBe('?format=api&limit=30&offset=30');
    const text = await responseText(w.page);
    expect(text).toContain('"count": 35');
    expect(text).toContain('"id": 5,');
    expect(text).not.toContain('"id": 6,');
    // The spec: no previous link while offset <= 30.
    expect(text).toContain('"previous": null');

    await w.page.goto(`${base}/smart-goals/?format=api&limit=2&offset=32`, { waitUntil: 'load' });
    // The link inside the JSON works as well as the navigation's.
    await w.page.locator('#response a', { hasText: 'offset=30' }).click();
    await w.page.waitForURL(/offset=30/);
    expect(new URL(w.page.url()).search).toBe('?format=api&limit=2&offset=30');
    expect(await w.page.title()).toBe('Smart Goal List – mentoring-api');
    expect(w.problems).toEqual([]);
  });

  async function reloadList(page: Page): Promise<string> {
    await page.getByRole('link', { name: 'GET', exact: true }).click();
    await page.waitForLoadState('load');
    return responseText(page);
  }

  it('/smart-goals/: the HTML form creates a goal, shown in the page and then in the list', async () => {
    const w = await open();
    await w.page.goto(`${base}/smart-goals/?format=api`, { waitUntil: 'load' });
    await w.page.getByLabel('Input').fill('I want to learn Spanish to B1 level by June.');
    await w.page.locator('#html-form').getByRole('button', { name: 'POST' }).click();
    await eventually(() => responseText(w.page)).toContain('HTTP 201 Created');
    expect(await w.page.locator('#request-line').innerText()).toBe('POST /smart-goals/');
    const created = await responseText(w.page);
    expect(created).toContain('"id": 36,');
    expect(await w.page.getByRole('navigation', { name: 'Pagination' }).isVisible()).toBe(false);
    expect(created).toContain('Content-Type: application/json');
    // The script shows the answer in DRF's markup too, with the answer's own headers only.
    const shown = w.page.locator('#response > div.response-info[aria-label="response info"] > pre.prettyprint > span.meta.nocode');
    expect(await shown.count()).toBe(1);
    expect(await shown.locator('b').first().innerText()).toBe('HTTP 201 Created');
    expect(created).not.toMatch(/X-Request-Id|X-Frame-Options/i);
    await shot(w.page, 'browsable-smart-goals-after-post');
    const list = await reloadList(w.page);
    expect(list).toContain('"count": 36');
    expect(list).toContain('"input": "I want to learn Spanish to B1 level by June."');
    expect(w.problems).toEqual([]);
  });

  it('/smart-goals/: the raw form creates a goal from typed JSON, then shown in the list', async () => {
    const w = await open();
    await w.page.goto(`${base}/smart-goals/?format=api`, { waitUntil: 'load' });
    expect(JSON.parse(await w.page.getByLabel('Content').inputValue())).toEqual({ input: '' });
    await w.page.getByLabel('Media type').selectOption('application/json');
    await w.page.getByLabel('Content').fill('{"input": "Run a half marathon in under two hours"}');
    await w.page.locator('#raw-form').getByRole('button', { name: 'POST' }).click();
    await eventually(() => responseText(w.page)).toContain('HTTP 201 Created');
    expect(await responseText(w.page)).toContain('"input": "Run a half marathon in under two hours"');
    const list = await reloadList(w.page);
    expect(list).toContain('"count": 36');
    expect(list).toContain('Run a half marathon in under two hours');
    expect(w.problems).toEqual([]);
  });

  it('/courses/: the HTML form creates a course from every kind of field, then shown in the list', async () => {
    const w = await open();
    await w.page.goto(`${base}/courses/?format=api`, { waitUntil: 'load' });
    await w.page.getByLabel('Title').fill('Public Speaking');
    await w.page.getByRole('spinbutton', { name: 'Code', exact: true }).fill('2701');
    await w.page.getByLabel('Gsheet name').fill('Speaking');
    await w.page.getByLabel('Date w1').fill('2027-01-12T18:00');
    await w.page.getByLabel('Event w1').fill('evt-1');
    await w.page.getByLabel('Recording w1').fill('https://example.org/rec/1');
    await w.page.getByLabel('Deactivated').check();
    await w.page.locator('#html-form').getByRole('button', { name: 'POST' }).click();
    await eventually(() => responseText(w.page)).toContain('HTTP 201 Created');
    const created = await responseText(w.page);
    expect(created).toContain('"title": "Public Speaking"');
    expect(created).toContain('"code": 2701');
    expect(created).toContain('"date_w1": "2027-01-12T18:00:00+01:00"');
    expect(created).toContain('"date_w2": null');
    expect(created).toContain('"deactivated": true');
    // A URL in the answer is a link.
    expect(await w.page.locator('#response a[href="https://example.org/rec/1"]').count()).toBe(1);
    await shot(w.page, 'browsable-courses-after-post');
    const list = await reloadList(w.page);
    expect(list).toContain('"title": "Public Speaking"');
    expect(w.problems).toEqual([]);
  });

  it('/courses/: the raw form creates a course from typed JSON, then shown in the list', async () => {
    const w = await open();
    await w.page.goto(`${base}/courses/?format=api`, { waitUntil: 'load' });
    const initial = JSON.parse(await w.page.getByLabel('Content').inputValue());
    expect(Object.keys(initial)).toEqual([
      'title',
      'code',
      'gsheet_name',
      'date_w1',
      'date_w2',
      'date_w3',
      'event_w1',
      'event_w2',
      'event_w3',
      'recording_w1',
      'recording_w2',
      'recording_w3',
      'deactivated',
    ]);
    await w.page
      .getByLabel('Content')
      .fill(JSON.stringify({ ...initial, title: 'Negotiation', code: 2702, gsheet_name: 'Nego', recording_w1: null }));
    await w.page.locator('#raw-form').getByRole('button', { name: 'POST' }).click();
    await eventually(() => responseText(w.page)).toContain('HTTP 201 Created');
    const list = await reloadList(w.page);
    expect(list).toContain('"title": "Negotiation"');
    expect(w.problems).toEqual([]);
  });

  it("shows the service's validation messages by their fields, marked invalid, focus on the first", async () => {
    const w = await open({ allowConsole: /status of 400/ });
    await w.page.goto(`${base}/courses/?format=api`, { waitUntil: 'load' });
    await w.page.getByRole('spinbutton', { name: 'Code', exact: true }).fill('99999999999');
    await w.page.locator('#html-form').getByRole('button', { name: 'POST' }).click();
    await eventually(() => responseText(w.page)).toContain('HTTP 400 Bad Request');
    await eventually(() => w.page.locator('#field-title-errors').innerText()).toBe('This field may not be blank.');
    expect(await w.page.locator('#field-code-errors').innerText()).toBe('Ensure this value is less than or equal to 2147483647.');
    expect(await w.page.locator('#field-title').getAttribute('aria-invalid')).toBe('true');
    expect(await w.page.locator('#field-event_w1').getAttribute('aria-invalid')).toBeNull();
    expect(await w.page.evaluate(() => document.activeElement?.id)).toBe('field-title');
    // The errors are announced with the field (aria-describedby).
    expect(await w.page.locator('#field-title').getAttribute('aria-describedby')).toContain('field-title-errors');
    expect(w.problems).toEqual([]);
    await shot(w.page, 'browsable-courses-validation-errors');
  });

  it("the OPTIONS button shows the view's description", async () => {
    const w = await open();
    await w.page.goto(`${base}/smart-goals/?format=api`, { waitUntil: 'load' });
    await w.page.getByRole('button', { name: 'OPTIONS' }).click();
    await eventually(() => responseText(w.page)).toContain('"actions": {');
    expect(await w.page.locator('#request-line').innerText()).toBe('OPTIONS /smart-goals/');
    const text = await responseText(w.page);
    expect(text).toContain('HTTP 200 OK');
    expect(text).toContain('"name": "Smart Goal List"');
    expect(text).toContain('"actions": {');
    expect(w.problems).toEqual([]);
  });

  it('keeps injected markup inert: stored, typed into the forms, or in a URL-like string', async () => {
    for (const input of [SCRIPT_PAYLOAD, IMG_PAYLOAD, 'javascript:alert(1)']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/smart-goals/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ input }),
      });
      expect(res.statusCode).toBe(201);
    }
    const course = { title: IMG_PAYLOAD, code: 1, gsheet_name: SCRIPT_PAYLOAD, event_w1: '<b>bold</b>' };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/courses/',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(course),
        })
      ).statusCode,
    ).toBe(201);

    const w = await open();
    await w.page.goto(`${base}/smart-goals/?format=api`, { waitUntil: 'load' });
    let text = await responseText(w.page);
    expect(text).toContain(`"input": "${SCRIPT_PAYLOAD}"`);
    expect(text).toContain(`"input": "\\"><img src=x onerror=alert(1)>"`);
    expect(await w.page.locator('main img, main b:text("bold")').count()).toBe(0);
    expect(await w.page.locator('script').count()).toBe(1);
    expect(await w.page.locator('a[href^="javascript:"]').count()).toBe(0);

    // Typed into the HTML form and the raw form: the answer is shown as text too.
    await w.page.getByLabel('Input').fill(IMG_PAYLOAD);
    await w.page.locator('#html-form').getByRole('button', { name: 'POST' }).click();
    await eventually(() => responseText(w.page)).toContain('HTTP 201 Created');
    expect(await responseText(w.page)).toContain('onerror=alert(1)>');
    await w.page.getByLabel('Content').fill(JSON.stringify({ input: SCRIPT_PAYLOAD }));
    await w.page.locator('#raw-form').getByRole('button', { name: 'POST' }).click();
    await eventually(() => responseText(w.page)).toContain(`"input": "${SCRIPT_PAYLOAD}"`);
    expect(await w.page.locator('main img').count()).toBe(0);
    expect(await w.page.locator('script').count()).toBe(1);

    await w.page.goto(`${base}/courses/?format=api`, { waitUntil: 'load' });
    text = await responseText(w.page);
    expect(text).toContain('"event_w1": "<b>bold</b>"');
    expect(await w.page.locator('main img, main b:text("bold")').count()).toBe(0);
    await w.page.waitForTimeout(200);
    expect(w.dialogs).toEqual([]);
    expect(w.problems).toEqual([]);
    await shot(w.page, 'browsable-courses-xss');
  });

  it('works by keyboard: skip link first, the form filled and sent without a mouse, focus visible', async () => {
    const w = await open();
    await w.page.goto(`${base}/smart-goals/?format=api`, { waitUntil: 'load' });
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await w.page.keyboard.press('Enter');
    expect(await w.page.evaluate(() => document.activeElement?.id)).toBe('main');
    let id: string | undefined;
    for (let i = 0; i < 40 && id !== 'field-input'; i++) {
      await w.page.keyboard.press('Tab');
      id = await w.page.evaluate(() => document.activeElement?.id);
    }
    expect(id).toBe('field-input');
    expect(await w.page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await w.page.keyboard.type('Learn to touch-type by keyboard alone');
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('POST');
    expect(await w.page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await w.page.keyboard.press('Enter');
    await eventually(() => responseText(w.page)).toContain('HTTP 201 Created');
    expect(await responseText(w.page)).toContain('Learn to touch-type by keyboard alone');
    expect(w.problems).toEqual([]);
  });

  it('without JavaScript the HTML form still posts, and the answer is the page again', async () => {
    const w = await open({ javaScriptEnabled: false });
    await w.page.goto(`${base}/smart-goals/?format=api`, { waitUntil: 'load' });
    await w.page.getByLabel('Input').fill('Read twelve books this year');
    await Promise.all([w.page.waitForURL(/format=api/), w.page.locator('#html-form').getByRole('button', { name: 'POST' }).click()]);
    await w.page.waitForLoadState('load');
    expect(await responseText(w.page)).toContain('HTTP 201 Created');
    expect(await w.page.locator('#request-line').innerText()).toBe('POST /smart-goals/?format=api');
    expect(await responseText(w.page)).toContain('"input": "Read twelve books this year"');
    // The no-script page shows a 400's messages by the fields as well.
    await w.page.locator('#html-form').getByRole('button', { name: 'POST' }).click();
    await w.page.waitForLoadState('load');
    expect(await w.page.locator('#field-input-errors').innerText()).toBe('This field may not be blank.');
    expect(await w.page.locator('#field-input').getAttribute('aria-invalid')).toBe('true');
    expect(w.problems.filter((p) => !p.startsWith('HTTP 400') && !/status of 400/.test(p))).toEqual([]);
  });
});
