// GOAL_THREADS: the offline drafter in worker threads answers as it does on the event loop,
// on the application's clock, and a drafting thread that is gone stores nothing (503). The service
// as `npm start` runs it drafts in its thread (GOAL_THREADS=1) in test/main.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../src/goals/offline.js';
import { startThreadedOfflineGenerator } from '../../src/goals/threaded.js';
import type { GoalGenerator } from '../../src/goals/generator.js';
import { useTestApp } from '../support/app.js';
import { type DatabaseKind, databaseKinds } from '../support/database.js';

/** Not the tests' usual day: a goal paced to a deadline shows which clock the thread drafted on. */
const DAY = new Date('2026-03-10T09:00:00Z');
const INPUTS = [
  'I want to save 6000 euros by the end of the year and find a new job.',
  'Chci do června zhubnout 8 kg a přestat kouřit.',
  "I've been out of work for eight months and I keep putting off applications because I feel I'm not good enough.",
  '1. Learn Spanish to B1\n2. Run a half marathon\n3. Read 12 books',
];

describe('the offline generator in worker threads', () => {
  let threaded: GoalGenerator & { close(): Promise<void> };
  beforeAll(async () => {
    threaded = await startThreadedOfflineGenerator(() => DAY, 2, 30_000);
  });
  afterAll(async () => threaded?.close());

  it('drafts the goals and token counts the event loop drafts, on the clock of the main thread', async () => {
    const inline = createOfflineGenerator(() => DAY);
    const [inThreads, onLoop] = await Promise.all([
      Promise.all(INPUTS.map((input) => threaded.generate(input))),
      Promise.all(INPUTS.map((input) => inline.generate(input))),
    ]);
    expect(inThreads).toEqual(onLoop);
    // The clock reached the thread: six months from March is not six months from today.
    const otherDay = await createOfflineGenerator(() => new Date('2026-09-10T09:00:00Z')).generate(INPUTS[0]!);
    expect(otherDay.output).not.toBe(inThreads[0]!.output);
  });

  it("rejects with the signal's reason when the request is given up", async () => {
    await expect(threaded.generate(INPUTS[2]!, { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
  });
});

/** An app whose goals a drafting thread writes, with `timeoutMs` for each draft; `closed`: the thread is gone. */
function appWithThread(kind: DatabaseKind, timeoutMs: number, closed = false) {
  let threaded: GoalGenerator & { close(): Promise<void> };
  beforeAll(async () => {
    threaded = await startThreadedOfflineGenerator(() => DAY, 1, timeoutMs);
    if (closed) await threaded.close();
  });
  afterAll(async () => threaded?.close());
  const t = useTestApp(kind, { goals: () => threaded });
  const post = (input: string) =>
    t.app.inject({ method: 'POST', url: '/smart-goals/', headers: { 'content-type': 'application/json' }, payload: { input } });
  return { t, post };
}

describe.each(databaseKinds())('POST /smart-goals/ with GOAL_THREADS on %s', (kind) => {
  const { post } = appWithThread(kind, 30_000);

  it('stores what a thread drafted', async () => {
    const res = await post(INPUTS[1]!);
    expect(res.statusCode).toBe(201);
    const expected = await createOfflineGenerator(() => DAY).generate(INPUTS[1]!);
    expect(JSON.parse(res.body)).toMatchObject({
      output: expected.output,
      input_tokens: expected.inputTokens,
      output_tokens: expected.outputTokens,
    });
  });
});

describe.each(databaseKinds())('POST /smart-goals/ when the drafting threads are gone on %s', (kind) => {
  const { t, post } = appWithThread(kind, 30_000, true);

  it('answers 503 with Retry-After and stores nothing', async () => {
    const res = await post(INPUTS[0]!);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(JSON.parse(res.body)).toEqual({ detail: 'The goal generator is unavailable; nothing was stored. Please try again later.' });
    expect(JSON.parse((await t.app.inject({ method: 'GET', url: '/smart-goals/' })).body).count).toBe(0);
  });
});

describe.each(databaseKinds())('POST /smart-goals/ when a draft outruns GOAL_TIMEOUT_MS on %s', (kind) => {
  // The longest input takes a thread 100 ms or more; 5 ms is a limit no draft of it meets.
  const { t, post } = appWithThread(kind, 5);

  it('answers 504 with Retry-After, as a provider that timed out, and stores nothing', async () => {
    const res = await post(`${INPUTS[2]} `.repeat(200).slice(0, 20_000));
    expect(res.statusCode).toBe(504);
    expect(res.headers['retry-after']).toBe('5');
    expect(JSON.parse(res.body)).toEqual({ detail: 'The goal generator did not answer in time; nothing was stored. Please try again.' });
    expect(JSON.parse((await t.app.inject({ method: 'GET', url: '/smart-goals/' })).body).count).toBe(0);
  });
});
