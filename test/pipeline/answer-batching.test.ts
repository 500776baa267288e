// Answers written together at the end of the event loop's turn (src/pipeline/answer-batching.ts):
// nothing is written before the turn ends, everything made ready in the turn is written in
// the order it was made ready, one failing write keeps none of the others back, and through
// real sockets every one of many requests sent at once gets its own answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerBatch } from '../../src/pipeline/answer-batching.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { insertSmartGoals } from '../support/fixtures.js';
import { client, type Answer } from '../support/socket-client.js';

const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

describe('AnswerBatch', () => {
  it('writes nothing before the turn ends, then everything of the turn in order', async () => {
    const written: number[] = [];
    const batch = new AnswerBatch((e) => {
      throw e;
    });
    batch.later(() => written.push(1));
    batch.later(() => written.push(2));
    await Promise.resolve(); // microtasks of this turn
    expect(written).toEqual([]);
    batch.later(() => written.push(3));
    await turnEnds();
    expect(written).toEqual([1, 2, 3]);
    batch.later(() => written.push(4)); // the next turn has a batch of its own
    await turnEnds();
    expect(written).toEqual([1, 2, 3, 4]);
  });

  it('reports a write that throws and still makes the others of its batch', async () => {
    const written: string[] = [];
    const failures: unknown[] = [];
    const batch = new AnswerBatch((e) => failures.push(e));
    batch.later(() => written.push('a'));
    batch.later(() => {
      throw new Error('socket gone');
    });
    batch.later(() => written.push('c'));
    await turnEnds();
    expect(written).toEqual(['a', 'c']);
    expect(failures.map((e) => (e as Error).message)).toEqual(['socket gone']);
  });
});

describe.each(databaseKinds())('answers sent together on %s', (kind) => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertSmartGoals(t.db, 120);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each of 80 requests sent at once on 20 connections its own answer, through Fastify and the lane', async () => {
    const paths = [
      ...Array.from({ length: 6 }, (_, i) => `/smart-goals/?limit=${i + 3}&offset=${i * 17}`),
      '/smart-goals/?format=api',
      '/courses/',
      '/pre-lead-statuses/',
      '/nowhere/',
    ];
    const one = client(port, t.conformance);
    const expected: Answer[] = [];
    for (const path of paths) expected.push(await one.send('GET', path));
    one.close();
    expect(expected.map((e) => e.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 404]);
    const clients = Array.from({ length: 20 }, () => client(port, t.conformance));
    try {
      const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => clients[i % 20].send('GET', paths[i % paths.length])));
      answers.forEach((answer, i) => expect(answer, `request ${i}: ${paths[i % paths.length]}`).toEqual(expected[i % paths.length]));
    } finally {
      for (const c of clients) c.close();
    }
  });
});
