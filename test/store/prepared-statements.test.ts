// Database.preparedRows, the hot read path (page reads at an offset): named statements
// parsed once per connection, rows as text. On PGlite it speaks the wire protocol itself
// (src/store/pglite-prepared.ts), so what PGlite's own query() does for us is pinned here:
// errors with their SQLSTATE, transactions kept whole, notifications delivered.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bool, int, nullable, preparedStatement, text } from '../../src/store/prepared-statement.js';
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
    await expect(t.db.preparedRows({ name: 'test_no_table', text: 'SELECT * FROM no_such_table' }, [])).rejects.toMatchObject({
      code: '42P01',
    });
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

  describe('a statement declaring its columns', () => {
    const typed = preparedStatement(
      'test_typed_row',
      `SELECT $1::bigint AS big, -$1::int AS negative, 0 AS zero, 'Žluťoučký kůň' AS words, $1::int > 1 AS large, NULL::int AS nothing, '' AS empty`,
      {
        big: int('big'),
        negative: int('negative'),
        zero: int('zero'),
        words: text('words'),
        large: bool('large'),
        nothing: nullable(int('nothing')),
        empty: text('empty'),
      },
    );

    it('returns each row keyed by the declared columns, their text read as declared', async () => {
      for (const n of [7, 1, 2147483647]) {
        expect(await t.db.preparedRows(typed, [n])).toEqual([
          { big: n, negative: -n, zero: 0, words: 'Žluťoučký kůň', large: n > 1, nothing: null, empty: '' },
        ]);
      }
      const wide = preparedStatement('test_typed_wide', `SELECT 9007199254740993::bigint AS past, -123456789012345::bigint AS fifteen`, {
        past: int('past'),
        fifteen: int('fifteen'),
      });
      // Beyond 2^53 as Number() reads it (the nearest double), as on a server.
      expect(await t.db.preparedRows(wide, [])).toEqual([{ past: Number('9007199254740993'), fifteen: -123456789012345 }]);
    });

    it('returns many rows in order, keyed', async () => {
      const series = preparedStatement('test_typed_series', `SELECT n, repeat('x', 1000) AS filler FROM generate_series(1, $1::int) AS n`, {
        n: int('n'),
        filler: text('filler'),
      });
      const rows = await t.db.preparedRows(series, [300]);
      expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
      expect(rows.every((r) => r.filler === 'x'.repeat(1000))).toBe(true);
    });

    it('is refused when the result has other columns than declared, every time, and the database keeps working', async () => {
      const misnamed = preparedStatement('test_typed_misnamed', 'SELECT 1 AS a, 2 AS b', { a: int('a'), c: int('c') });
      const missing = preparedStatement('test_typed_missing', 'SELECT 1 AS a, 2 AS b', { a: int('a') });
      const reordered = preparedStatement('test_typed_reordered', 'SELECT 1 AS a, 2 AS b', { b: int('b'), a: int('a') });
      for (const statement of [misnamed, missing, reordered, misnamed]) {
        await expect(t.db.preparedRows(statement, [])).rejects.toThrow(`prepared statement ${statement.name} returns the columns (a, b)`);
      }
      expect(await t.db.preparedRows(typed, [2])).toEqual([
        { big: 2, negative: -2, zero: 0, words: 'Žluťoučký kůň', large: true, nothing: null, empty: '' },
      ]);
    });

    it('rejects a NULL in a column not declared nullable', async () => {
      const statement = preparedStatement(
        'test_typed_null',
        'SELECT n, CASE WHEN n = 2 THEN NULL ELSE n END AS m FROM generate_series(1, 3) AS n',
        { n: int('n'), m: int('m') },
      );
      await expect(t.db.preparedRows(statement, [])).rejects.toThrow(
        'prepared statement test_typed_null: column m is NULL, not declared nullable',
      );
    });

    it('rejects with the SQLSTATE of a failed execution', async () => {
      const statement = preparedStatement('test_typed_division', 'SELECT 10 / $1::int AS q', { q: int('q') });
      await expect(t.db.preparedRows(statement, [0])).rejects.toMatchObject({ code: '22012' });
      expect(await t.db.preparedRows(statement, [5])).toEqual([{ q: 2 }]);
    });

    it.runIf(kind === 'pglite')('is prepared and checked again after DEALLOCATE ALL dropped it', async () => {
      const statement = preparedStatement('test_typed_dropped', 'SELECT $1::int * 2 AS twice', { twice: int('twice') });
      expect(await t.db.preparedRows(statement, [21])).toEqual([{ twice: 42 }]);
      await t.db.exec('DEALLOCATE ALL');
      expect(await t.db.preparedRows(statement, [4])).toEqual([{ twice: 8 }]);
    });
  });
});
