// Pages of /smart-goals/ hold whatever characters a mentee typed: these tests hold a
// page's bytes to JSON.stringify of the stored strings (DRF's compact JSON), on the
// id-range path and on the OFFSET path (ids with gaps), and in the indented and browsable
// layouts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smartGoals } from '../../src/store/schema.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

// Every character JSON escapes or a renderer might mishandle: all C0 controls but NUL
// (PostgreSQL text holds none), quote, backslash, slash, DEL, Latin-1, a BMP symbol, an
// astral character (a surrogate pair in JavaScript), the two JavaScript line separators.
const SPECIAL = [
  ...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)),
  '"',
  '\\',
  '/',
  '\u007f',
  '\u0080',
  '\u00a0',
  'é',
  '€',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\uffff',
  '😀',
  '𝄞',
];

/** A deterministic pseudo-random generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function text(next: () => number): string {
  const n = Math.floor(next() * 40);
  let s = '';
  for (let i = 0; i < n; i++)
    s += next() < 0.5 ? SPECIAL[Math.floor(next() * SPECIAL.length)] : String.fromCharCode(32 + Math.floor(next() * 95));
  return s;
}

/** JSON.stringify with DRF's escaping of U+2028/U+2029 (renderers.ts): what the object path sent. */
function stringified(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function insertGoals(t: TestApp, next: () => number, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    createdAt: new Date(Date.UTC(2026, 2, 29, 0, 0, 0) + i * 600_000).toISOString(),
    input: text(next),
    output: text(next),
    inputTokens: Math.floor(next() * 100_000),
    outputTokens: Math.floor(next() * 300),
  }));
  await t.db.orm.insert(smartGoals).values(rows);
  return rows;
}

describe.each(databaseKinds())('/smart-goals/ pages of stored texts with special characters on %s', (kind) => {
  const t = useTestApp(kind);

  async function body(url: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'api.test', ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  }

  it('are, byte for byte, JSON.stringify of the stored strings (200 random texts of special characters)', async () => {
    const next = random(20261122);
    const rows = await insertGoals(t, next, 200);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const offset of [0, 30, 77, 170]) {
      const raw = await body(`/smart-goals/?offset=${offset}`);
      const page = JSON.parse(raw);
      expect(raw).toBe(stringified(page));
      expect(raw).not.toMatch(/[\u2028\u2029]/);
      expect(page.results.length).toBe(Math.min(30, 200 - offset));
      for (const goal of page.results) {
        const stored = byId.get(goal.id)!;
        expect(Object.keys(goal)).toEqual(['id', 'created_at', 'input', 'output', 'input_tokens', 'output_tokens']);
        expect([goal.input, goal.output, goal.input_tokens, goal.output_tokens]).toEqual([
          stored.input,
          stored.output,
          stored.inputTokens,
          stored.outputTokens,
        ]);
      }
    }
  });

  it('are the same on the OFFSET path (ids with gaps) as on the id-range path', async () => {
    await insertGoals(t, random(7), 100);
    const before = await body('/smart-goals/?limit=20&offset=10');
    await t.db.rows(sql`DELETE FROM smart_goals WHERE id = 1`);
    const after = await body('/smart-goals/?limit=20&offset=10');
    expect(JSON.parse(after).count).toBe(99);
    expect(after).toBe(before.replace('"count":100', '"count":99'));
  });

  it('keep the indented and the browsable layouts of the same data', async () => {
    await insertGoals(t, random(11), 40);
    const page = JSON.parse(await body('/smart-goals/'));
    expect(await body('/smart-goals/', { accept: 'application/json; indent=4' })).toBe(stringified(page, 4));
    const html = await body('/smart-goals/?format=api');
    const escapedHtml = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    // The browsable page shows the indented JSON; check one record's text survives in it.
    expect(html).toContain(escapedHtml(stringified(page.results[0].input)));
  });
});
