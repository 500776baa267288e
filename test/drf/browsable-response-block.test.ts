// The response block of the browsable page (src/drf/browsable.ts) is DRF's markup, byte for
// byte: the recorded pages' `<div class="response-info" aria-label="response info">` blocks
// (reference transcripts) come back whole where their data is the same as ours (an error
// body, the nine statuses), and their status line and headers everywhere; headers sorted
// as DRF sorts them, everything escaped, long values broken as break_long_headers does,
// and the same markup when the page's script shows an answer (api.js, test/browser).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseInfoHtml } from '../../src/drf/browsable.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { insertCourses, insertSmartGoals } from '../support/fixtures.js';
import { loadExchanges } from '../support/transcripts.js';

const START = '<div class="response-info" aria-label="response info">';
const END = '</pre>\n              </div>';

/** The response block of a page: from DRF's opening div to its closing one. */
function block(html: string): string {
  const start = html.indexOf(START);
  expect(start, 'the page has the response block').toBeGreaterThanOrEqual(0);
  expect(html.indexOf(START, start + 1), 'once').toBe(-1);
  const end = html.indexOf(END, start);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end + END.length);
}

/** The status line and headers of a block: up to the blank line that ends them. */
const head = (text: string) => text.slice(0, text.indexOf('\n\n</span>') + '\n\n</span>'.length);

const pages = loadExchanges().filter((e) => e.rawBody.startsWith('[HTML page'));
/** Recorded blocks whose data is ours too: an error body, the statuses of the migration. */
const WHOLE = new Set([58, 87, 94]);

/** The recorded Date header as the clock's microseconds: Expires is a day after it. */
const recordedAt = (date: string) => BigInt(Date.parse(date)) * 1000n;

describe.each(databaseKinds())('the browsable page’s response block on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertSmartGoals(t.db, 95);
    await insertCourses(t.db, 12);
  });
  afterAll(async () => t?.close());

  it('is recorded on seven pages (the check below sees them all)', () => {
    expect(pages.map((e) => e.number)).toEqual([5, 7, 58, 68, 87, 94, 99]);
  });

  it.each(pages.map((e) => [`#${e.number} ${e.title}`, e] as const))('%s: as DRF rendered it', async (_name, ex) => {
    const recorded = ex.rawBody.slice(ex.rawBody.indexOf(START));
    t.clock.set(recordedAt(ex.headers.find(([k]) => k === 'Date')![1]));
    const r = ex.request;
    const res = await t.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, payload: r.body });
    expect(res.statusCode).toBe(ex.status);
    const ours = block(res.body);
    if (WHOLE.has(ex.number)) {
      expect(recorded.endsWith(END), 'the recording holds the whole block').toBe(true);
      expect(ours).toBe(recorded);
    } else {
      expect(head(ours)).toBe(head(recorded));
    }
  });

  it('shows a refusal’s own headers in DRF’s order, and none that every answer carries', async () => {
    const denied = await createTestApp(kind, { accessPolicy: 'token' });
    try {
      const res = await denied.app.inject({ method: 'GET', url: '/courses/?format=api', headers: { 'x-request-id': 'page-1' } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-request-id']).toBe('page-1');
      expect(head(block(res.body))).toBe(
        `${START}
                <pre class="prettyprint"><span class="meta nocode"><b>HTTP 401 Unauthorized</b>
<b>Allow:</b> <span class="lit">GET, POST, HEAD, OPTIONS</span>
<b>Content-Type:</b> <span class="lit">application/json</span>
<b>Vary:</b> <span class="lit">Accept</span>
<b>WWW-Authenticate:</b> <span class="lit">Token</span>

</span>`,
      );
      expect(res.body).not.toContain('page-1');
    } finally {
      await denied.close();
    }
  });
});

describe('the response block’s markup', () => {
  const render = (headers: Record<string, string>, data: unknown = {}) =>
    responseInfoHtml({ status: 200, statusText: 'OK', headers, data });

  it('escapes names, values and data', () => {
    const html = render({ 'X-<b>': '"><img src=x>' }, { a: '</pre><script>' });
    expect(html).toContain('<b>X-&lt;b&gt;:</b> <span class="lit">&quot;&gt;&lt;img src=x&gt;</span>');
    expect(html).toContain('&quot;&lt;/pre&gt;&lt;script&gt;&quot;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });

  it('sorts the headers by name as Python sorts them (upper case first)', () => {
    const html = render({ Vary: 'Accept', allow: 'x', Allow: 'GET', 'Content-Type': 'application/json' });
    expect([...html.matchAll(/<b>([^<]+):<\/b>/g)].map((m) => m[1])).toEqual(['Allow', 'Content-Type', 'Vary', 'allow']);
  });

  it('breaks a value over 160 characters at its commas, as break_long_headers does, and no shorter one', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Header-${i}`).join(', ');
    expect(long.length).toBeGreaterThan(160);
    const html = render({ Vary: long });
    expect(html).toContain(`<span class="lit"><br> Header-0, <br> Header-1, <br> Header-2`);
    expect(html.match(/<br>/g)).toHaveLength(30);
    const short = 'a, b';
    expect(render({ Vary: short })).toContain('<span class="lit">a, b</span>');
    // Over 160 characters without a comma: as it is.
    expect(render({ Vary: 'x'.repeat(200) })).toContain(`<span class="lit">${'x'.repeat(200)}</span>`);
    // The break comes after escaping: an entity is never cut.
    expect(render({ Vary: `${'&'.repeat(170)},x` })).toContain(`<br> ${'&amp;'.repeat(170)}, <br>x`);
  });
});
