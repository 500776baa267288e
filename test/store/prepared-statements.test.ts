// Database.preparedRows, the hot read path (page reads at an offset): named statements
// parsed once per connection, rows as text. On PGlite it speaks the wire protocol itself
// (src/store/pglite-prepared.ts), so what PGlite's own query() does for us is pinned here:
// errors with their SQLSTATE, transactions kept whole, notifications delivered.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smartGoals } from '../../src/store/schema.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';

describe.each(databaseKinds())('preparedRows on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const goal = (input: string) => ({
    createdAt: '2026-11-22T10:00:00.000001Z',
    input,
    output: 'out',
    inputTokens: 1,
    outputTokens: 2,
  });

  it('returns every column as its text, NULL as null, UTF-8 intact, again and again', async () => {
    const statement = { name: 'test_text_row', text: `SELECT $1::int + 1, NULL::text, $2::text, 'a' || chr(128512)` };
    for (const n of [1, 41, -3]) {
      expect(await t.db.preparedRows(statement, [n, 'Žluťoučký kůň'])).toEqual([[String(n + 1), null, 'Žluťoučký kůň', 'a😀']]);
    }
  });

  it('returns many rows in order, larger than one reply chunk', async () => {
    const statement = { name: 'test_series', text: `SELECT n, repeat('x', 1000) FROM generate_series(1, $1::int) AS n` };
    const rows = await t.db.preparedRows(statement, [300]);
    expect(rows).toHaveLength(300);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(rows.every((r) => r[1] === 'x'.repeat(1000))).toBe(true);
  });

  it('rejects with the SQLSTATE of a statement that does not parse, and the next one works', async () => {
    await expect(t.db.preparedRows({ name: 'test_bad_sql', text: 'SELEC 1' }, [])).rejects.toMatchObject({ code: '42601' });
    await expect(t.db.preparedRows({ name: 'test_no_table', text: 'SELECT * FROM no_such_table' }, [])).rejects.toMatchObject({ code: '42P01' });
    expect(await t.db.preparedRows({ name: 'test_after_error', text: 'SELECT 7' }, [])).toEqual([['7']]);
  });

  it('rejects with the SQLSTATE of a failed execution and keeps the statement for the next one', async () => {
    const statement = { name: 'test_division', text: 'SELECT 10 / $1::int' };
    await expect(t.db.preparedRows(statement, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await t.db.preparedRows(statement, [5])).toEqual([['2']]);
  });

  it("never reads inside another request's transaction: it waits, and sees no row that was rolled back", async () => {
    const count = { name: 'test_count_goals', text: 'SELECT count(*) FROM smart_goals' };
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedInTx = new Promise<void>((r) => (inserted = r));
    const tx = t.db.orm
      .transaction(async (trx) => {
        await trx.insert(smartGoals).values(goal('never committed'));
        inserted();
        await gate;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertedInTx;
    const read = t.db.preparedRows(count, []);
    release();
    expect(await tx).toBe('rolled back');
    expect(await read).toEqual([['0']]);
  });

  it('sees a committed row at once', async () => {
    const count = { name: 'test_count_committed', text: 'SELECT count(*) FROM smart_goals' };
    expect(await t.db.preparedRows(count, [])).toEqual([['0']]);
    await t.db.orm.insert(smartGoals).values(goal('committed'));
    expect(await t.db.preparedRows(count, [])).toEqual([['1']]);
  });

  it.runIf(kind === 'pglite')('prepares a statement again after DEALLOCATE ALL dropped it', async () => {
    const statement = { name: 'test_dropped', text: 'SELECT $1::int * 2' };
    expect(await t.db.preparedRows(statement, [21])).toEqual([['42']]);
    await t.db.exec('DEALLOCATE ALL');
    expect(await t.db.preparedRows(statement, [4])).toEqual([['8']]);
  });

  it.runIf(kind === 'pglite')('delivers a notification met in its reply to listeners before it resolves', async () => {
    const heard: string[] = [];
    const unlisten = await t.db.listen!('test_channel', (payload) => heard.push(payload));
    await t.db.preparedRows({ name: 'test_notify', text: `SELECT pg_notify('test_channel', $1)` }, ['hello']);
    expect(heard).toEqual(['hello']);
    await unlisten();
    await t.db.preparedRows({ name: 'test_notify', text: `SELECT pg_notify('test_channel', $1)` }, ['unheard']);
    expect(heard).toEqual(['hello']);
  });
});
