// The public feedback form in a real browser (Debian's chromium driven by playwright-core),
// as a person opens it on a phone from a mail: 390 px wide with no sideways scrolling,
// JavaScript off, filled and sent by keyboard and mouse; a refused answer comes back with
// its message and the first question in error focused; the thanks page, the entry gone from
// /feedbacks_needed/; axe-core finds no serious or critical violation on any of its pages.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { issueLink, owingProgramme } from '../support/feedback-links.js';
import { failureOf, HAS_CHROMIUM, REQUIRED, seriousViolations, useChromium } from '../support/chromium.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const PHONE = { width: 390, height: 844 };

describe.skipIf(!HAS_CHROMIUM && !REQUIRED)('the feedback form in headless Chromium', () => {
  const t = useTestApp('pglite');
  const chrome = useChromium(t);
  beforeAll(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
  });

  /** A page at 390 px, JavaScript on or off, with every console error and outside request noted. */
  async function phone(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await chrome.browser.newContext({ viewport: PHONE, javaScriptEnabled });
    context.setDefaultTimeout(8000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => {
      const failure = failureOf(r);
      if (failure) problems.push(failure);
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(chrome.base)) problems.push(`outside: ${r.url()}`);
    });
    return { context, page, problems };
  }

  const owedMentees = async () =>
    (JSON.parse((await t.app.inject({ method: 'GET', url: '/feedbacks_needed/' })).body) as { role: string }[]).filter(
      (e) => e.role === 'mentee',
    ).length;

  /** Whether the page scrolls sideways at its width. */
  const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  it('is filled and sent without JavaScript at 390 px; a refused answer comes back focused; the entry leaves /feedbacks_needed/', async () => {
    const { chemistry } = await owingProgramme(t.db);
    const { token } = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentee' });
    const url = `${chrome.base}/feedback/${token}/`;
    const { context, page, problems } = await phone(false);
    expect(await owedMentees()).toBe(1);

    await page.goto(url);
    expect(await page.title()).toBe('Chemistry feedback | Mentoring programme');
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}feedback-form.png`, fullPage: true });

    // Sent with the rating left out: the page comes back, 400, its message by the question, focus on it.
    await page.getByLabel('What would help your mentoring go better?').fill('Meeting in person, once a month.');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send my feedback' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.waitForLoadState('load');
    expect(await page.getByRole('alert').innerText()).toContain('One answer needs your attention');
    expect(await page.locator('.field-error').innerText()).toBe('Please answer this question.');
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^q\d+-1$/);
    expect(await page.getByLabel('What would help your mentoring go better?').inputValue()).toBe('Meeting in person, once a month.');
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}feedback-form-error.png`, fullPage: true });

    // By keyboard from the focused first option: arrow to 4, then the button.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4' }).isChecked()).toBe(true);
    await Promise.all([page.waitForURL(url), page.getByRole('button', { name: 'Send my feedback' }).click()]);
    await page.waitForLoadState('load');
    expect(await page.getByRole('status').innerText()).toContain('your Chemistry feedback has been received');
    expect(await owedMentees()).toBe(0);
    const [row] = await t.db.rows<{ answers: { value: string }[] }>(
      (await import('drizzle-orm')).sql`SELECT answers FROM feedback_submissions`,
    );
    expect(row.answers.map((a) => a.value)).toEqual(['4', 'Meeting in person, once a month.']);

    // Opened again: received, 410.
    const again = await page.goto(url);
    expect(again!.status()).toBe(410);
    expect(await page.locator('h1').innerText()).toBe('Feedback already received');
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await context.close();
  });

  it('passes axe on the form, its error page, the thanks page, the 404/410 pages and the unsubscribe page', async () => {
    const { chemistry } = await owingProgramme(t.db);
    const old = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentor' });
    const { token } = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentor' });
    const { context, page, problems } = await phone(true);
    const check = async (name: string) => {
      expect(await page.locator('script').count(), name).toBe(0);
      expect(await page.locator('[style]').count(), name).toBe(0);
      expect(await page.locator('h1').count(), name).toBe(1);
      expect(await scrollsSideways(page), name).toBe(false);
      expect(await seriousViolations(page), name).toEqual([]);
    };
    await page.goto(`${chrome.base}/feedback/${token}/`);
    await check('form');
    await page.getByRole('button', { name: 'Send my feedback' }).click();
    await page.waitForLoadState('load');
    await check('form with errors');
    await page.getByRole('radio', { name: '5' }).check();
    await page.getByRole('button', { name: 'Send my feedback' }).click();
    await page.waitForLoadState('load');
    await check('thanks');
    await page.goto(`${chrome.base}/feedback/${token}/`);
    await check('received');
    await page.goto(`${chrome.base}/feedback/${old.token}/`);
    await check('revoked');
    await page.goto(`${chrome.base}/feedback/nothing-like-a-token-at-all/`);
    await check('unknown');
    await page.goto(`${chrome.base}/mail/unsubscribe/nothing-like-a-token-at-all/`);
    await check('unsubscribe unknown');
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await context.close();
  });
});
