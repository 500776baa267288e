// The registry alone gives a table its console pages and its place in the dataset file:
// for every programme table, the list, add (where rows may be added), change and History
// pages answer, and the export → import → export round trip is byte-identical, with no
// table named by the test itself. Also what the registry derives: what refers to each table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed.js';
import { IN_DATASET, PROGRAMME, registryOf } from '../../src/programme/registry.js';
import type { TableModule } from '../../src/programme/table.js';
import { createTestApp, TEST_NOW_MICROS, type TestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { seedMail } from '../support/console-mail.js';
import { databaseKinds } from '../support/database.js';
import { exportText, importText, readReference, resetDatabase, type Reference } from '../dataset/support.js';

describe('the registry', () => {
  it('derives what refers to a table from the other tables’ references', () => {
    const parent: TableModule = { ...PROGRAMME[0], name: 'parents', references: {} };
    const child: TableModule = { ...PROGRAMME[0], name: 'children', plural: 'Children', references: { parent_id: parent } };
    const [p, c] = registryOf([parent, child]);
    expect(p.referencedBy).toEqual([{ table: 'children', column: 'parent_id', label: 'children' }]);
    expect(c.referencedBy).toEqual([]);
  });

  it('names each table once, with a slug of its own', () => {
    expect(new Set(PROGRAMME.map((t) => t.name)).size).toBe(PROGRAMME.length);
    expect(new Set(PROGRAMME.map((t) => t.slug)).size).toBe(PROGRAMME.length);
  });
});

describe.each(databaseKinds())('every registry table on %s', (kind) => {
  // One app for the file. The page tests only read (and sign in): they share one seed of the
  // demo data and one signed-in manager, made before them; the round trip seeds its own.
  let t: TestApp;
  let ref: Reference;
  let b: Browser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ref = await readReference(t.db);
  });
  afterAll(async () => t?.close());

  /** The migrated database with the demo data and a queued and a suppressed mail, at the fixed clock's start. */
  const seed = async () => {
    await t.reset();
    t.clock.set(TEST_NOW_MICROS);
    await resetDatabase(t.db, ref);
    await seedDemo(t.db, t.clock, 'Europe/Prague');
    await seedMail(t.db);
  };

  describe('console pages', () => {
    beforeAll(async () => {
      await seed();
      b = await new Browser(t.app).signIn((await addUser(t.db, 'ana', 'manager'), 'ana'));
    });

    it.each(PROGRAMME.map((table) => [table.slug, table] as const))('has its console pages: %s', async (_slug, table) => {
      const list = await b.get(`/admin/${table.slug}/`);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(`<title>${table.plural}`);
      expect((await b.get(`/admin/${table.slug}/add/`)).statusCode).toBe(table.may.add ? 200 : 404);
      const [{ id }] = await t.db.rows<{ id: number }>(sql`SELECT min(id) AS id FROM ${sql.identifier(table.name)}`);
      const change = await b.get(`/admin/${table.slug}/${id}/change/`);
      expect(change.statusCode).toBe(200);
      for (const f of table.fields) expect(change.body).toContain(`id="id_${f.name}"`);
      expect((await b.get(`/admin/${table.slug}/${id}/history/`)).statusCode).toBe(200);
    });
  });

  it('carries every registry table but those never in the file through the dataset file, export → import → export byte-identical', async () => {
    await seed();
    const first = await exportText(t.db, 'Europe/Prague');
    const tables = Object.keys((JSON.parse(first) as { tables: Record<string, unknown[]> }).tables);
    expect(tables).toEqual(['users', ...IN_DATASET.map((table) => table.name)]);
    await resetDatabase(t.db, ref);
    expect(await importText(t.db, first)).toMatchObject({ ok: true });
    expect(await exportText(t.db, 'Europe/Prague')).toBe(first);
  });
});
