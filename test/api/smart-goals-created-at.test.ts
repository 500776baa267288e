// created_at of goals posted through HTTP with the machine's clock (the other tests fix
// it): microseconds that are measured, not ...000, and in the order of the ids however
// the generations finish.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCheckedApp } from '../support/app.js';
import type { GoalGenerator } from '../../src/goals/generator.js';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { MAX_DRIFT_MICROS, systemClock } from '../../src/time/clock.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';

interface Created {
  id: number;
  created_at: string;
}

const ISO = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{6}))?(?:Z|([+-])(\d\d):(\d\d))$/;

/** Epoch microseconds of Python's isoformat() with an offset (six digits or none). */
function epochMicros(iso: string): bigint {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`not isoformat(): ${iso}`);
  const [, y, mo, d, h, mi, s, micro, sign, oh, om] = m;
  const offsetMin = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - offsetMin * 60_000;
  return BigInt(ms) * 1000n + BigInt(micro ?? 0);
}

/**
 * The offline generator (the model is the only thing faked). After `reverseNext(n)` it
 * holds the next `n` generations until all have begun, then lets them finish last-begun
 * first, ten at a time a millisecond apart: they end in the reverse of the order in which
 * they began, and are written in several batches.
 */
function reversingGenerator(): GoalGenerator & { reverseNext(n: number): void } {
  const offline = createOfflineGenerator();
  let expected = 0;
  let waiting: (() => void)[] = [];
  const releaseReversed = async (all: (() => void)[]) => {
    for (let i = 0; i < all.length; i += 10) {
      for (const release of all.slice(i, i + 10)) release();
      await sleep(1);
    }
  };
  return {
    name: 'offline',
    reverseNext(n) {
      expected = n;
    },
    async generate(input, options) {
      if (expected > 0) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length < expected) return;
          void releaseReversed(waiting.reverse());
          waiting = [];
          expected = 0;
        });
      }
      return offline.generate(input, options);
    },
  };
}

describe.each(databaseKinds())('created_at of posted goals with the machine clock on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const goals = reversingGenerator();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildCheckedApp({
      db: database.db,
      clock: systemClock(),
      goals,
      config: { timeZone: 'Europe/Prague', trustProxy: false, goalRateLimit: 0, goalTimeoutMs: 30_000 },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  beforeEach(async () => database.reset());

  async function post(input: string): Promise<Created> {
    const res = await app.inject({
      method: 'POST',
      url: '/smart-goals/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ input }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return JSON.parse(res.body) as Created;
  }

  it('gives concurrent POSTs created_at in the order of their ids, also when generations finish in reverse', async () => {
    const n = 200;
    goals.reverseNext(n);
    const before = BigInt(Date.now()) * 1000n;
    const posted = await Promise.all(Array.from({ length: n }, (_, i) => post(`goal ${i} of ${n}`)));
    const after = BigInt(Date.now()) * 1000n + 1000n;
    expect(posted[n - 1].id).toBeLessThan(posted[0].id); // the last posted was stored first
    const byId = posted.map((g) => ({ id: g.id, at: epochMicros(g.created_at) })).sort((a, b) => a.id - b.id);
    expect(new Set(byId.map((g) => g.id)).size).toBe(n);
    for (let i = 1; i < n; i++) expect(byId[i].at > byId[i - 1].at, `id ${byId[i].id} after id ${byId[i - 1].id}`).toBe(true);
    for (const g of byId) expect(g.at >= before - MAX_DRIFT_MICROS && g.at < after + MAX_DRIFT_MICROS).toBe(true);
    // The list (newest first) holds what the POSTs answered.
    const listed = JSON.parse((await app.inject({ method: 'GET', url: '/smart-goals/' })).body).results as Created[];
    const answered = new Map(posted.map((g) => [g.id, g.created_at]));
    expect(listed.length).toBeGreaterThan(0);
    for (const g of listed) expect(g.created_at).toBe(answered.get(g.id));
    expect(byId.filter((g) => g.at % 1000n === 0n).length).toBeLessThanOrEqual(n / 10);
  });

  it('gives POSTs a millisecond or more apart created_at with measured microseconds, not all ...000', async () => {
    const n = 100;
    const posted: Created[] = [];
    for (let i = 0; i < n; i++) {
      await sleep(1);
      posted.push(await post(`one goal at a time, number ${i}`));
    }
    const at = posted.map((g) => epochMicros(g.created_at));
    for (let i = 1; i < n; i++) expect(at[i] > at[i - 1]).toBe(true);
    // Evenly spread, one in a thousand ends in 000 (0.1 expected here).
    expect(at.filter((v) => v % 1000n === 0n).length).toBeLessThanOrEqual(5);
  });
});
