// Idempotency-Key on the two POST paths: replays, conflicts, expiry, failures that free
// the key, and keys that hold across app instances on one database.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GenerationUnavailableError } from '../../src/goals/errors.js';
import type { GoalGenerator } from '../../src/goals/generator.js';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { buildCheckedApp, TEST_NOW_MICROS, useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

/** The offline generator, counting its calls, failing while `failing` is set, waiting while `gate` is. */
function probe() {
  const offline = createOfflineGenerator();
  const state = { calls: 0, failing: false, gate: null as Promise<void> | null };
  const goals: GoalGenerator = {
    name: 'probe',
    async generate(input) {
      state.calls++;
      if (state.gate) await state.gate;
      if (state.failing) throw new GenerationUnavailableError('down', 30);
      return offline.generate(input);
    },
  };
  return { goals, state };
}

const json = { 'content-type': 'application/json' };

function postGoal(t: TestApp, input: string, key?: string, url = '/smart-goals/') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: key === undefined ? json : { ...json, 'idempotency-key': key },
    payload: JSON.stringify({ input }),
  });
}

async function count(t: TestApp, path = '/smart-goals/'): Promise<number> {
  const body = JSON.parse((await t.app.inject({ method: 'GET', url: path })).body);
  return Array.isArray(body) ? body.length : body.count;
}

describe.each(databaseKinds())('Idempotency-Key on %s', (kind) => {
  const p = probe();
  const t = useTestApp(kind, { goals: p.goals });

  it('answers the first response again for the same key and body, without generating or storing again', async () => {
    p.state.calls = 0;
    const first = await postGoal(t, 'Learn Spanish to B1 level', 'key-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postGoal(t, 'Learn Spanish to B1 level', 'key-1');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/json');
    expect(p.state.calls).toBe(1);
    expect(await count(t)).toBe(1);
  });

  it('refuses the same key with a different body with 422 and stores nothing', async () => {
    await postGoal(t, 'Learn Spanish', 'key-2');
    const res = await postGoal(t, 'Learn German', 'key-2');
    expect(res.statusCode).toBe(422);
    expect(res.body).toBe('{"detail":"This Idempotency-Key was already used with a different request body."}');
    expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    expect(await count(t)).toBe(1);
  });

  it('treats different keys, and requests without a key, as different requests', async () => {
    await postGoal(t, 'Learn Spanish', 'a');
    await postGoal(t, 'Learn Spanish', 'b');
    await postGoal(t, 'Learn Spanish');
    await postGoal(t, 'Learn Spanish');
    expect(await count(t)).toBe(4);
  });

  it('scopes a key to its path', async () => {
    const course = await t.app.inject({
      method: 'POST',
      url: '/courses/',
      headers: { ...json, 'idempotency-key': 'shared' },
      payload: JSON.stringify({ title: 'Storytelling', code: 2601, gsheet_name: 'Story' }),
    });
    expect(course.statusCode).toBe(201);
    expect((await postGoal(t, 'Learn Spanish', 'shared')).statusCode).toBe(201);
    expect(await count(t, '/courses/')).toBe(1);
    expect(await count(t)).toBe(1);
  });

  it('replays course creation too', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/courses/',
        headers: { ...json, 'idempotency-key': 'course-1' },
        payload: JSON.stringify({ title: 'Storytelling', code: 2601, gsheet_name: 'Story' }),
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await count(t, '/courses/')).toBe(1);
  });

  it('renders a replay for the renderer the replaying request negotiated', async () => {
    await postGoal(t, 'Learn Spanish', 'html');
    const res = await postGoal(t, 'Learn Spanish', 'html', '/smart-goals/?format=api');
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Learn Spanish');
  });

  it('forgets a key after 24 hours', async () => {
    await postGoal(t, 'Learn Spanish', 'day');
    t.clock.set(TEST_NOW_MICROS + 86_400_000_001n);
    const res = await postGoal(t, 'Learn German', 'day');
    expect(res.statusCode).toBe(201);
    expect(await count(t)).toBe(2);
  });

  it('sweeps out expired records of other keys as time goes on', async () => {
    await postGoal(t, 'Learn Spanish', 'old-1');
    await postGoal(t, 'Learn German', 'old-2');
    t.clock.set(TEST_NOW_MICROS + 49n * 3_600_000_000n);
    await postGoal(t, 'Learn French', 'new');
    const keys = await t.db.rows<{ key: string }>(sql`SELECT key FROM idempotency_keys ORDER BY key`);
    expect(keys.map((k) => k.key)).toEqual(['new']);
  });

  it('frees the key when generation fails, so the client can retry with it', async () => {
    p.state.failing = true;
    try {
      expect((await postGoal(t, 'Learn Spanish', 'retry-me')).statusCode).toBe(503);
    } finally {
      p.state.failing = false;
    }
    const res = await postGoal(t, 'Learn Spanish', 'retry-me');
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(t)).toBe(1);
  });

  it('keeps no record of a rejected body: the key then serves a corrected one', async () => {
    const bad = await postGoal(t, '   ', 'fix-me');
    expect(bad.statusCode).toBe(400);
    const good = await postGoal(t, 'Learn Spanish', 'fix-me');
    expect(good.statusCode).toBe(201);
  });

  it('answers 409 to a second request with the key while the first is still generating', async () => {
    let open!: () => void;
    p.state.gate = new Promise((resolve) => (open = resolve));
    const first = postGoal(t, 'Learn Spanish', 'busy');
    await new Promise((r) => setTimeout(r, 50));
    const second = await postGoal(t, 'Learn Spanish', 'busy');
    p.state.gate = null;
    open();
    expect(second.statusCode).toBe(409);
    expect(second.headers['retry-after']).toBe('1');
    expect((await first).statusCode).toBe(201);
    expect(await count(t)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['256 characters', 'k'.repeat(256)],
    ['non-ASCII', 'klíč'],
  ])('refuses a key that is %s with 400 and stores nothing', async (_name, key) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/smart-goals/',
      headers: { ...json, 'idempotency-key': Buffer.from(key, 'utf8').toString('latin1') },
      payload: JSON.stringify({ input: 'Learn Spanish' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('{"detail":"Idempotency-Key must be 1 to 255 visible ASCII characters."}');
    expect(await count(t)).toBe(0);
  });

  it('holds across app instances on one database', async () => {
    const other = await buildCheckedApp({
      db: t.db,
      clock: t.clock,
      goals: p.goals,
      config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000 },
    });
    try {
      const first = await postGoal(t, 'Learn Spanish', 'across');
      const again = await other.inject({
        method: 'POST',
        url: '/smart-goals/',
        headers: { ...json, 'idempotency-key': 'across' },
        payload: JSON.stringify({ input: 'Learn Spanish' }),
      });
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(await count(t)).toBe(1);
    } finally {
      await other.close();
    }
  });
});
