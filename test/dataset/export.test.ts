// `export` on every engine: the fixed layout, the round trip export → import into an empty
// database → export (byte-identical), and a slow reader holding the export back.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed.js';
import { exportDataset } from '../../src/dataset/export.js';
import { fixedClock } from '../../src/time/clock.js';
import { TEST_NOW_MICROS } from '../support/app.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';
import {
  baseTables,
  checksum,
  datasetText,
  exportText,
  importText,
  readReference,
  resetDatabase,
  rowsOf,
  type Reference,
} from './support.js';

const LAYOUT = `{"format":"mentoring-dataset","version":2,"time_zone":"UTC","tables":{
"users":[
{"id":3,"username":"ada \\"the\\" admin"}
],
"managers":[],
"mentors":[],
"mentees":[],
"mentoring_relations":[],
"feedback_rounds":[
{"id":1,"title":"Chemistry","order":1,"days_after_start":14},
{"id":2,"title":"Mid Program","order":2,"days_after_start":90},
{"id":3,"title":"Final","order":3,"days_after_start":180}
],
"feedback_questions":[
{"id":1,"round_id":1,"role":"both","order":2,"kind":"text","text":"What would help your mentoring go better?","choices":"","required":false},
{"id":2,"round_id":1,"role":"both","order":1,"kind":"rating","text":"How well does the match work for you so far? (1 = not at all, 5 = very well)","choices":"","required":true},
{"id":3,"round_id":2,"role":"both","order":3,"kind":"text","text":"What has gone well, and what would you change?","choices":"","required":false},
{"id":4,"round_id":2,"role":"both","order":2,"kind":"choice","text":"How often do you meet?","choices":"Every week\\nEvery two weeks\\nOnce a month\\nLess often","required":true},
{"id":5,"round_id":2,"role":"both","order":1,"kind":"rating","text":"How useful have your meetings been so far? (1 = not at all, 5 = very useful)","choices":"","required":true},
{"id":6,"round_id":3,"role":"both","order":3,"kind":"text","text":"What should the programme team know?","choices":"","required":false},
{"id":7,"round_id":3,"role":"both","order":2,"kind":"choice","text":"Would you take part in the programme again?","choices":"Yes\\nMaybe\\nNo","required":true},
{"id":8,"round_id":3,"role":"both","order":1,"kind":"rating","text":"Overall, how satisfied are you with the mentoring? (1 = not at all, 5 = very satisfied)","choices":"","required":true}
],
"feedback_submissions":[],
"courses":[],
"pre_lead_statuses":[
{"id":1,"name":"Call scheduled","value":"call_scheduled","order":1,"background":"#CCE5FF","disabled":false},
{"id":2,"name":"Call done","value":"call_done","order":2,"background":"#D4EDDA","disabled":false},
{"id":3,"name":"No show on call","value":"no_show_on_call","order":3,"background":"#F8D7DA","disabled":false},
{"id":4,"name":"Cancelled the call","value":"cancelled_the_call","order":4,"background":"#FFE5B4","disabled":false},
{"id":5,"name":"FUP email sent","value":"fup_email_sent","order":5,"background":"#E2D9F3","disabled":false},
{"id":6,"name":"Rescheduling call","value":"rescheduling_call","order":6,"background":"#FFF3CD","disabled":false},
{"id":7,"name":"No response","value":"no_response","order":7,"background":"#E2E3E5","disabled":false},
{"id":8,"name":"Not interested","value":"not_interested","order":8,"background":"#F5C6CB","disabled":false},
{"id":9,"name":"App incomplete FU","value":"app_incomplete_fu","order":9,"background":"#D1ECF1","disabled":false}
],
"smart_goals":[
{"id":2,"created_at":"2026-11-22T04:10:29.000000Z","input":"Žluťoučký kůň\\nline\\ttab 😀","output":"","input_tokens":1,"output_tokens":0}
],
"mail_suppressions":[
{"id":3,"email":"ada@example.org","reason":"manual","created_at":"2026-11-22T04:10:29.000000Z"}
]
}}
`;

describe.each(databaseKinds())('dataset export on %s', (kind) => {
  let t: TestDatabase;
  let ref: Reference;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    ref = await readReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db, ref);
  });

  it('writes the fixed layout: tables in order, one row per line, compact JSON, six fractional digits', async () => {
    expect(await importText(t.db, LAYOUT)).toMatchObject({ ok: true });
    expect(await exportText(t.db, 'UTC')).toBe(LAYOUT);
  });

  it.each(['Europe/Prague', 'America/St_Johns'])(
    'export → import into an empty database → export is byte-identical (demo data, TIME_ZONE %s)',
    async (zone) => {
      await seedDemo(t.db, fixedClock(TEST_NOW_MICROS), 'Europe/Prague');
      // The demo's goals give way to ones with quotes, escapes, emoji and edge values.
      await importText(t.db, datasetText({ smart_goals: baseTables(ref).smart_goals }), { replace: true });
      const first = await exportText(t.db, zone, 7); // small pages: the keyset paging is exercised
      const data = await checksum(t.db);
      // An account's role, password and links are the console's, not the file's (design §8): the demo's are set after its import.
      const users = await rowsOf(t.db, 'users');
      await resetDatabase(t.db, ref);
      const result = await importText(t.db, first, {}, 4096);
      expect(result).toMatchObject({ ok: true });
      expect(await exportText(t.db, zone)).toBe(first);
      // The same rows, and the sequences past the same ids.
      const again = await checksum(t.db);
      expect(await rowsOf(t.db, 'users')).toEqual(users);
      for (const table of [
        'managers',
        'mentors',
        'mentees',
        'mentoring_relations',
        'feedback_rounds',
        'feedback_submissions',
        'courses',
        'pre_lead_statuses',
        'smart_goals',
      ]) {
        expect(again[table], table).toBe(data[table]);
      }
      expect(first).toContain(
        zone === 'Europe/Prague' ? '"created_at":"2026-11-22T05:10:29.562886+01:00"' : '"created_at":"2026-11-22T00:40:29.562886-03:30"',
      );
    },
  );

  it('waits for a slow reader: no more than one page is ever buffered', async () => {
    const goal = baseTables(ref).smart_goals[0];
    const goals = Array.from({ length: 3000 }, (_, i) => ({ ...goal, id: i + 1 }));
    expect(await importText(t.db, datasetText({ smart_goals: goals }), {}, 1 << 16)).toMatchObject({ ok: true });
    let maxBuffered = 0;
    let maxChunk = 0;
    let bytes = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, cb) {
        bytes += chunk.length;
        setImmediate(cb);
      },
    });
    const write = slow.write.bind(slow);
    slow.write = ((chunk: string, ...rest: never[]) => {
      maxChunk = Math.max(maxChunk, Buffer.byteLength(chunk));
      const ok = write(chunk, ...rest);
      maxBuffered = Math.max(maxBuffered, slow.writableLength);
      return ok;
    }) as typeof slow.write;
    const result = await exportDataset(t.db, slow, { timeZone: 'UTC', pageRows: 100 });
    expect(result.bytes).toBe(bytes);
    expect(bytes).toBeGreaterThan(20 * maxChunk);
    expect(maxBuffered).toBeLessThanOrEqual(maxChunk + 1024);
  });
});
