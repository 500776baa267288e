// What the browser tests share: Debian's Chromium (CI installs it; elsewhere the tests skip
// without it) and axe-core's serious and critical findings on a page.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
/** On CI a missing Chromium fails the browser tests rather than skipping them. */
export const REQUIRED = process.env.CI === 'true';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical violations (run through the DevTools protocol: the CSP allows no injected script). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

/**
 * A failed request the page's own behaviour explains, or why it counts as a problem. Chromium cancels
 * the icon's request itself when a click navigates before it arrives (net::ERR_ABORTED, seen once in
 * CI); the server had no part in that. Every other failure is reported.
 */
export function failureOf(r: Request): string | undefined {
  const error = r.failure()?.errorText;
  if (r.url().endsWith('/assets/favicon.svg') && error === 'net::ERR_ABORTED') return undefined;
  return `failed: ${r.url()} ${error}`;
}

/** What useChromium gives a test: Chromium, and the base URL of the app it drives (set before the first test). */
export interface ChromiumOnApp {
  readonly browser: Browser;
  readonly base: string;
}

/**
 * Chromium driving a test app: before the file's tests the app listens on a free port of
 * 127.0.0.1 and Chromium starts (headless, no sandbox: CI runs as root); after them it closes.
 */
export function useChromium(t: { app: FastifyInstance }): ChromiumOnApp {
  const state = {} as { browser: Browser; base: string };
  beforeAll(async () => {
    if (!HAS_CHROMIUM) throw new Error(`no Chromium at ${CHROMIUM}: .ci/run installs Debian's chromium`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    state.base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}
