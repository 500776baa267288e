// /smart-goals/ through HTTP on a real database: POST (JSON, forms, multipart) creating a
// record with the offline generator and the test clock, created_at rendered as Python's
// isoformat() in TIME_ZONE, DRF's validation failures storing nothing, and the list's
// limit/offset pagination (id descending, links built from Host or the proxy headers).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Response } from 'light-my-request';
import { type TestApp, useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { insertSmartGoals } from '../support/fixtures.js';
import { MAX_INPUT_CHARACTERS } from '../../src/api/smart-goals/fields.js';

const FIELDS = ['id', 'created_at', 'input', 'output', 'input_tokens', 'output_tokens'];
const PAGE_KEYS = ['count', 'next', 'previous', 'results'];
const HOST = 'api.test';
const INPUT = 'I want to learn TypeScript well enough to build a small web app for my team.';

interface SmartGoal {
  id: number;
  created_at: string;
  input: string;
  output: string;
  input_tokens: number;
  output_tokens: number;
}

interface PageBody {
  count: number;
  next: string | null;
  previous: string | null;
  results: SmartGoal[];
}

/** Epoch microseconds of a whole-second UTC instant plus `micro` microseconds. */
function at(isoUtc: string, micro = 0): bigint {
  return BigInt(Date.parse(isoUtc)) * 1000n + BigInt(micro);
}

function post(t: TestApp, payload: string | Buffer, contentType: string | undefined = 'application/json', url = '/smart-goals/') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, ...(contentType === undefined ? {} : { 'content-type': contentType }) },
    payload,
  });
}

function postJson(t: TestApp, body: unknown) {
  return post(t, JSON.stringify(body));
}

function get(t: TestApp, url = '/smart-goals/', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
}

async function page(t: TestApp, url = '/smart-goals/'): Promise<PageBody> {
  const res = await get(t, url);
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as PageBody;
}

async function count(t: TestApp): Promise<number> {
  return (await page(t)).count;
}

function created(res: Response): SmartGoal {
  expect(res.statusCode, res.body).toBe(201);
  return JSON.parse(res.body) as SmartGoal;
}

function multipart(boundary: string, parts: { name: string; value: string; filename?: string }[]): Buffer {
  const chunks = parts.map(
    (p) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
      `${p.filename ? 'Content-Type: text/plain\r\n' : ''}\r\n${p.value}\r\n`,
  );
  return Buffer.from(`${chunks.join('')}--${boundary}--\r\n`);
}

/** A mentee's long free text: ~20 kB in paragraphs, intentions among plain narrative. */
function longInput(): string {
  const topics = ['public speaking', 'Spanish', 'data analysis', 'project management', 'negotiation', 'writing', 'Python', 'leadership'];
  const paragraphs: string[] = [];
  for (let i = 0; paragraphs.join('\n\n').length < 19_000; i++) {
    const topic = topics[i % topics.length];
    paragraphs.push(
      `Paragraph ${i + 1}. Over the last year I have worked in a small team where ${topic} mattered more than I expected. ` +
        `I would like to get better at ${topic} because it keeps coming up in my reviews, and my manager agrees. ` +
        `Sometimes I feel I lack the confidence to practise it in front of colleagues, and I often postpone it. ` +
        `I want to improve my ${topic} skills this year and show visible progress by the end of the programme.`,
    );
  }
  return paragraphs.join('\n\n');
}

describe.each(databaseKinds())('/smart-goals/ on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST, valid', () => {
    it('stores concurrent POSTs (written together in one statement) each with its own input, id and answer', async () => {
      const inputs = Array.from({ length: 40 }, (_, i) => `I want to learn language number ${i} to B1 by June.`);
      const version = async () =>
        Number((await t.db.rows<{ version: string }>(sql`SELECT version FROM table_versions WHERE name = 'smart_goals'`))[0].version);
      const before = await version();
      const answers = await Promise.all(inputs.map((input) => postJson(t, { input })));
      // Fewer statements than rows: rows that arrived together were inserted together.
      expect((await version()) - before).toBeLessThan(40);
      const goals = answers.map(created);
      goals.forEach((g, i) => expect(g.input).toBe(inputs[i]));
      expect(new Set(goals.map((g) => g.id)).size).toBe(40);
      const pages = await Promise.all(
        ['', '?offset=30'].map(
          async (q) => (await t.app.inject({ method: 'GET', url: `/smart-goals/${q}` })).json() as { count: number; results: SmartGoal[] },
        ),
      );
      expect(pages[0].count).toBe(40);
      // Each stored row is the one its client was answered with.
      const byId = new Map(pages.flatMap((p) => p.results).map((g) => [g.id, g]));
      expect(byId.size).toBe(40);
      for (const g of goals) expect(byId.get(g.id)).toEqual(g);
    });

    it('creates a record with the spec’s fields in order, and answers 201 JSON with the collection headers', async () => {
      const res = await postJson(t, { input: INPUT });
      const goal = created(res);
      expect(Object.keys(goal)).toEqual(FIELDS);
      expect(res.body.startsWith('{"id":1,"created_at":"2026-11-22T05:10:29.562886+01:00","input":')).toBe(true);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      expect(goal.input).toBe(INPUT);
      expect(typeof goal.output).toBe('string');
      expect(goal.output.length).toBeGreaterThan(0);
      expect(goal.output).not.toBe('No response.');
      expect(Number.isInteger(goal.input_tokens)).toBe(true);
      expect(goal.input_tokens).toBeGreaterThanOrEqual(200);
      expect(Number.isInteger(goal.output_tokens)).toBe(true);
      expect(goal.output_tokens).toBeGreaterThan(0);
      expect(goal.output_tokens).toBeLessThanOrEqual(256);
    });

    it('trims the input with Python’s whitespace set before storing it', async () => {
      const goal = created(await postJson(t, { input: `\u00a0 \t${INPUT}\n\u3000\r\n` }));
      expect(goal.input).toBe(INPUT);
      expect((await page(t)).results[0].input).toBe(INPUT);
    });

    it('shows the new record first in the list, identical to the 201 body, with the count grown by one', async () => {
      await insertSmartGoals(t.db, 3);
      expect(await count(t)).toBe(3);
      const goal = created(await postJson(t, { input: INPUT }));
      const list = await page(t);
      expect(list.count).toBe(4);
      expect(list.results[0]).toEqual(goal);
      expect(Object.keys(list.results[0])).toEqual(FIELDS);
      expect(goal.id).toBe(4);
    });

    it('gives each new record a higher id than the one before', async () => {
      const ids: number[] = [];
      for (const input of ['I want to run a half marathon.', 'I would like to read twelve books.', 'I plan to learn Czech.']) {
        ids.push(created(await postJson(t, { input })).id);
      }
      expect(ids).toEqual([1, 2, 3]);
      expect((await page(t)).results.map((g) => g.id)).toEqual([3, 2, 1]);
    });

    it('renders created_at in Europe/Prague winter time (+01:00) with the clock’s microseconds exactly', async () => {
      t.clock.set(at('2027-01-15T10:20:30Z', 123456));
      const goal = created(await postJson(t, { input: INPUT }));
      expect(goal.created_at).toBe('2027-01-15T11:20:30.123456+01:00');
      expect((await page(t)).results[0].created_at).toBe('2027-01-15T11:20:30.123456+01:00');
    });

    it('renders created_at in Europe/Prague summer time (+02:00)', async () => {
      t.clock.set(at('2026-07-01T21:59:59Z', 654321));
      const goal = created(await postJson(t, { input: INPUT }));
      expect(goal.created_at).toBe('2026-07-01T23:59:59.654321+02:00');
      expect((await page(t)).results[0].created_at).toBe('2026-07-01T23:59:59.654321+02:00');
    });

    it('keeps leading zeros of the microseconds (six fractional digits)', async () => {
      t.clock.set(at('2027-01-15T10:20:30Z', 42));
      expect(created(await postJson(t, { input: INPUT })).created_at).toBe('2027-01-15T11:20:30.000042+01:00');
      expect((await page(t)).results[0].created_at).toBe('2027-01-15T11:20:30.000042+01:00');
    });

    it('omits the fraction when the microsecond is 0, as Python’s isoformat() does', async () => {
      t.clock.set(at('2026-07-01T08:00:00Z'));
      const goal = created(await postJson(t, { input: INPUT }));
      expect(goal.created_at).toBe('2026-07-01T10:00:00+02:00');
      expect((await page(t)).results[0].created_at).toBe('2026-07-01T10:00:00+02:00');
    });

    it('crosses midnight into the local date (UTC 23:30 in winter is the next day in Prague)', async () => {
      t.clock.set(at('2026-12-31T23:30:00Z', 1));
      expect(created(await postJson(t, { input: INPUT })).created_at).toBe('2027-01-01T00:30:00.000001+01:00');
    });

    it('accepts a form-urlencoded body; a repeated key gives its last value', async () => {
      const goal = created(
        await post(
          t,
          'input=I+want+to+learn+Spanish.&input=I+want+to+run+a+marathon+%26+stay+healthy.',
          'application/x-www-form-urlencoded',
        ),
      );
      expect(goal.input).toBe('I want to run a marathon & stay healthy.');
      expect(await count(t)).toBe(1);
    });

    it('accepts a multipart body; a repeated field gives its last value', async () => {
      const body = multipart('XyZ123', [
        { name: 'input', value: 'I want to learn Spanish.' },
        { name: 'input', value: 'Chci se naučit česky do léta.' },
      ]);
      const goal = created(await post(t, body, 'multipart/form-data; boundary=XyZ123'));
      expect(goal.input).toBe('Chci se naučit česky do léta.');
      expect(await count(t)).toBe(1);
    });

    it('ignores read-only keys in the body', async () => {
      const goal = created(
        await postJson(t, {
          id: 999,
          created_at: '2000-01-01T00:00:00Z',
          input: INPUT,
          output: 'hacked',
          input_tokens: 1,
          output_tokens: 9999,
        }),
      );
      expect(goal.id).toBe(1);
      expect(goal.created_at).toBe('2026-11-22T05:10:29.562886+01:00');
      expect(goal.output).not.toBe('hacked');
      expect(goal.input_tokens).not.toBe(1);
      expect(goal.output_tokens).toBeLessThanOrEqual(256);
      expect((await page(t)).results[0]).toEqual(goal);
    });

    it('accepts a long multi-paragraph input (~19 kB), stores it whole and caps the output at 256 tokens', async () => {
      const input = longInput();
      expect(input.length).toBeGreaterThanOrEqual(19_000);
      expect(input.length).toBeLessThanOrEqual(MAX_INPUT_CHARACTERS);
      const goal = created(await postJson(t, { input }));
      expect(goal.input).toBe(input);
      expect(goal.output.length).toBeGreaterThan(0);
      expect(goal.output_tokens).toBeGreaterThan(0);
      expect(goal.output_tokens).toBeLessThanOrEqual(256);
      expect(goal.input_tokens).toBeGreaterThan(3000);
      expect((await page(t)).results[0].input).toBe(input);
    });

    it('accepts an input of exactly the documented maximum, counted in code points (astral characters count once)', async () => {
      const input = `${'😀'.repeat(MAX_INPUT_CHARACTERS - 1)}a`;
      expect(created(await postJson(t, { input })).input).toBe(input);
    });

    it('escapes U+2028 and U+2029 as \\u2028 / \\u2029 in the raw JSON text, as DRF’s JSONRenderer does', async () => {
      const input = 'I want to learn Czech.\u2028I want to run 10 km.\u2029';
      const res = await postJson(t, { input });
      const goal = created(res);
      expect(goal.input).toBe('I want to learn Czech.\u2028I want to run 10 km.');
      expect(res.body).toContain('"input":"I want to learn Czech.\\u2028I want to run 10 km."');
      expect(res.body).not.toMatch(/[\u2028\u2029]/);
      const listed = await get(t);
      expect(listed.body).toContain('\\u2028');
      expect(listed.body).not.toMatch(/[\u2028\u2029]/);
    });

    it('returns non-ASCII input raw (UTF-8), not \\u-escaped', async () => {
      const input = 'Chci zlepšit svou angličtinu 🙂';
      const res = await postJson(t, { input });
      expect(created(res).input).toBe(input);
      expect(res.body).toContain(input);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    });
  });

  describe('POST, invalid (nothing is stored)', () => {
    // [what, content type, body, status, response body]
    const cases: [string, string | undefined, string, number, unknown][] = [
      ['a missing input', 'application/json', '{}', 400, { input: ['This field is required.'] }],
      ['an empty body', 'application/json', '', 400, { input: ['This field is required.'] }],
      ['a blank input', 'application/json', '{"input":""}', 400, { input: ['This field may not be blank.'] }],
      ['a whitespace-only input', 'application/json', '{"input":" \\n\\t\\u3000 "}', 400, { input: ['This field may not be blank.'] }],
      ['a null input', 'application/json', '{"input":null}', 400, { input: ['This field may not be null.'] }],
      ['a boolean input', 'application/json', '{"input":true}', 400, { input: ['Not a valid string.'] }],
      ['a list input', 'application/json', '{"input":["I want to run."]}', 400, { input: ['Not a valid string.'] }],
      ['an object input', 'application/json', '{"input":{"a":1}}', 400, { input: ['Not a valid string.'] }],
      [
        'an input with a NUL character',
        'application/json',
        '{"input":"I want\\u0000 to run."}',
        400,
        { input: ['Null characters are not allowed.'] },
      ],
      [
        'a list body',
        'application/json',
        '[{"input":"I want to run."}]',
        400,
        { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
      ],
      [
        'a string body',
        'application/json',
        '"I want to run."',
        400,
        { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] },
      ],
      ['a null body', 'application/json', 'null', 400, { non_field_errors: ['No data provided'] }],
      ['malformed JSON', 'application/json', '{"input":', 400, { detail: 'JSON parse error - Expecting value: line 1 column 10 (char 9)' }],
      ['a blank form field', 'application/x-www-form-urlencoded', 'input=', 400, { input: ['This field may not be blank.'] }],
      ['a form without input', 'application/x-www-form-urlencoded', 'other=I+want+to+run.', 400, { input: ['This field is required.'] }],
      ['a text/plain body', 'text/plain', 'I want to run.', 415, { detail: 'Unsupported media type "text/plain" in request.' }],
      // Our own limit (the recorded service had none), counted in code points as Python's len().
      [
        'an input one character over the documented maximum',
        'application/json',
        JSON.stringify({ input: `${'😀'.repeat(MAX_INPUT_CHARACTERS - 1)}ab` }),
        400,
        { input: [`Ensure this field has no more than ${MAX_INPUT_CHARACTERS} characters.`] },
      ],
      [
        'a text/plain body with a charset',
        'text/plain; charset=utf-8',
        '{"input":"x"}',
        415,
        { detail: 'Unsupported media type "text/plain; charset=utf-8" in request.' },
      ],
    ];

    it.each(cases)('rejects %s and stores nothing', async (_what, contentType, body, status, expected) => {
      await insertSmartGoals(t.db, 2);
      const res = await post(t, body, contentType);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      expect(JSON.parse(res.body)).toEqual(expected);
      expect(res.body).toBe(JSON.stringify(expected));
      expect(await count(t)).toBe(2);
    });

    it('does not let a rejected POST use up an id', async () => {
      await postJson(t, { input: '' });
      await postJson(t, {});
      expect(created(await postJson(t, { input: INPUT })).id).toBe(1);
    });

    it('rejects a multipart body whose only "input" part is a file (400) and stores nothing', async () => {
      const body = multipart('b0und', [{ name: 'input', value: 'I want to learn Spanish.', filename: 'goals.txt' }]);
      const res = await post(t, body, 'multipart/form-data; boundary=b0und');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(JSON.parse(res.body))).toEqual(['input']);
      expect(await count(t)).toBe(0);
    });

    // DRF 3.14's Request._load_data_and_files merges the uploaded files into request.data
    // after the fields, so the CharField receives the UploadedFile ("Not a valid string."),
    // also when a text part of the same name came first.
    it('answers DRF’s "Not a valid string." when the last "input" part of a multipart body is a file', async () => {
      const onlyFile = multipart('b0und', [{ name: 'input', value: 'I want to learn Spanish.', filename: 'goals.txt' }]);
      const onlyFileRes = await post(t, onlyFile, 'multipart/form-data; boundary=b0und');
      expect(onlyFileRes.body).toBe('{"input":["Not a valid string."]}');
      const textThenFile = multipart('b0und', [
        { name: 'input', value: 'I want to learn Spanish.' },
        { name: 'input', value: 'I want to learn Czech.', filename: 'goals.txt' },
      ]);
      const textThenFileRes = await post(t, textThenFile, 'multipart/form-data; boundary=b0und');
      expect(textThenFileRes.statusCode).toBe(400);
      expect(textThenFileRes.body).toBe('{"input":["Not a valid string."]}');
      expect(await count(t)).toBe(0);
    });

    // Found by test/server/fuzz.test.ts: the cut-off file part failed busboy's file stream,
    // whose 'error' nobody heard, an uncaught exception that ended the whole process.
    // Found by test/server/fuzz.test.ts: a failing request stream (a client's reset while it
    // sends the body) was a 500 "A server error occurred." logged as an unhandled error.
    it('answers 400 when the request stream fails while the body is read, and stores nothing', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/smart-goals/',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: JSON.stringify({ input: INPUT }),
        simulate: { end: true, split: false, error: true, close: false },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"detail":"The request body was not completely received."}');
      expect(await count(t)).toBe(0);
    });

    it('answers 400 to a multipart body cut off inside a file part, stores nothing, and keeps serving', async () => {
      const whole = multipart('b0und', [{ name: 'input', value: 'I want to learn Spanish.', filename: 'goals.txt' }]);
      const cut = whole.subarray(0, whole.indexOf('Spanish'));
      const res = await post(t, cut, 'multipart/form-data; boundary=b0und');
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"detail":"Multipart form parse error - Unexpected end of form"}');
      await new Promise((resolve) => setTimeout(resolve, 20)); // the stream's error comes a tick later
      expect(await count(t)).toBe(0);
      expect(created(await postJson(t, { input: INPUT })).id).toBe(1);
    });
  });

  describe('GET and HEAD', () => {
    it('answers an empty page when there are no smart goals', async () => {
      const res = await get(t);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"count":0,"next":null,"previous":null,"results":[]}');
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers.vary).toBe('Accept');
    });

    it('answers HEAD with the GET’s headers, Content-Length included, and an empty body', async () => {
      await insertSmartGoals(t.db, 40);
      const g = await get(t, '/smart-goals/?offset=35');
      const h = await t.app.inject({ method: 'HEAD', url: '/smart-goals/?offset=35', headers: { host: HOST } });
      expect(h.statusCode).toBe(200);
      expect(h.body).toBe('');
      expect(h.rawPayload.length).toBe(0);
      const strip = (headers: Response['headers']) => {
        // X-Request-Id is each request's own.
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, 'x-request-id': _id, ...rest } = headers;
        return rest;
      };
      expect(strip(h.headers)).toEqual(strip(g.headers));
      expect(h.headers['x-request-id']).not.toBe(g.headers['x-request-id']);
      expect(Number(h.headers['content-length'])).toBe(Buffer.byteLength(g.body));
      expect(Number(h.headers['content-length'])).toBeGreaterThan(0);
    });

    it('orders by id descending across pages of 30 and links them (95 goals)', async () => {
      await insertSmartGoals(t.db, 95);
      const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
      const expected = [
        { ids: ids(95, 66), next: 30, previous: null },
        { ids: ids(65, 36), next: 60, previous: null },
        { ids: ids(35, 6), next: 90, previous: 30 },
        { ids: ids(5, 1), next: null, previous: 60 },
      ];
      const link = (offset: number | null) => (offset === null ? null : `http://${HOST}/smart-goals/?limit=30&offset=${offset}`);
      let url: string | null = '/smart-goals/';
      for (const want of expected) {
        const body: PageBody = await page(t, url!);
        expect(Object.keys(body)).toEqual(PAGE_KEYS);
        expect(body.count).toBe(95);
        expect(body.results.map((g) => g.id)).toEqual(want.ids);
        expect(body.next).toBe(link(want.next));
        expect(body.previous).toBe(link(want.previous));
        url = body.next && new URL(body.next).pathname + new URL(body.next).search;
      }
      expect(url).toBeNull();
    });

    it('renders the listed created_at values in Europe/Prague with their stored microseconds', async () => {
      await insertSmartGoals(t.db, 2);
      const body = await page(t);
      // fixtures: row i has microsecond i: id 2 at 2026-06-30T17:31:39.000001Z, id 1 an hour earlier at .000000.
      expect(body.results.map((g) => g.created_at)).toEqual(['2026-06-30T19:31:39.000001+02:00', '2026-06-30T18:31:39+02:00']);
    });

    it('honours limit and offset read with Python int() (+5, " 1_0 ", last value wins)', async () => {
      await insertSmartGoals(t.db, 95);
      const a = await page(t, '/smart-goals/?limit=%2B5&offset=%201_0%20');
      expect(a.results.map((g) => g.id)).toEqual([85, 84, 83, 82, 81]);
      expect(a.next).toBe(`http://${HOST}/smart-goals/?limit=5&offset=15`);
      expect(a.previous).toBeNull();
      const b = await page(t, '/smart-goals/?limit=3&offset=50&limit=4');
      expect(b.results.map((g) => g.id)).toEqual([45, 44, 43, 42]);
      expect(b.previous).toBe(`http://${HOST}/smart-goals/?limit=4&offset=46`);
      const c = await page(t, '/smart-goals/?limit=0&offset=-3');
      expect(c.results.map((g) => g.id)[0]).toBe(95);
      expect(c.results).toHaveLength(30);
      const d = await page(t, '/smart-goals/?limit=500&offset=5.0');
      expect(d.results).toHaveLength(30);
      expect(d.results[0].id).toBe(95);
      expect(d.next).toBe(`http://${HOST}/smart-goals/?limit=30&offset=30`);
    });

    it('keeps the other query keys in the links, sorted, repeated values in order', async () => {
      await insertSmartGoals(t.db, 95);
      const body = await page(t, '/smart-goals/?b=2&format=json&a=1&b=1&offset=40&q=a+b%26c&flag');
      expect(body.next).toBe(`http://${HOST}/smart-goals/?a=1&b=2&b=1&flag=&format=json&limit=30&offset=70&q=a+b%26c`);
      expect(body.previous).toBe(`http://${HOST}/smart-goals/?a=1&b=2&b=1&flag=&format=json&limit=30&offset=10&q=a+b%26c`);
    });

    it('answers an offset beyond PostgreSQL’s bigint with an empty page and a previous link, without a database error', async () => {
      await insertSmartGoals(t.db, 95);
      const res = await get(t, '/smart-goals/?offset=99999999999999999999');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        `{"count":95,"next":null,"previous":"http://${HOST}/smart-goals/?limit=30&offset=99999999999999999969","results":[]}`,
      );
    });

    it('answers an offset just past the end with an empty page', async () => {
      await insertSmartGoals(t.db, 95);
      const body = await page(t, '/smart-goals/?offset=95');
      expect(body).toEqual({ count: 95, next: null, previous: `http://${HOST}/smart-goals/?limit=30&offset=65`, results: [] });
    });
  });

  describe('links and the Host header', () => {
    it('builds links from the Host header, port included', async () => {
      await insertSmartGoals(t.db, 31);
      const res = await t.app.inject({ method: 'GET', url: '/smart-goals/', headers: { host: 'mentoring.example.com:8443' } });
      expect(JSON.parse(res.body).next).toBe('http://mentoring.example.com:8443/smart-goals/?limit=30&offset=30');
    });

    it('ignores X-Forwarded-Proto and X-Forwarded-Host without TRUST_PROXY', async () => {
      await insertSmartGoals(t.db, 31);
      const res = await t.app.inject({
        method: 'GET',
        url: '/smart-goals/',
        headers: { host: 'internal:8000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.org' },
      });
      expect(JSON.parse(res.body).next).toBe('http://internal:8000/smart-goals/?limit=30&offset=30');
    });

    // Django's CommonMiddleware calls get_host() on every request: a malformed Host is
    // refused whether or not a link would be built from it (admission.ts).
    it('answers 400 {"detail":"Invalid Host header."} for a malformed Host, with or without links to build', async () => {
      await insertSmartGoals(t.db, 31);
      for (const host of ['bad host', 'evil.com/x', 'a_b.example', 'host:port']) {
        const res = await t.app.inject({ method: 'GET', url: '/smart-goals/', headers: { host } });
        expect(res.statusCode, host).toBe(400);
        expect(res.body).toBe('{"detail":"Invalid Host header."}');
        expect(res.headers['content-type']).toBe('application/json');
        expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      }
      const few = await t.app.inject({ method: 'GET', url: '/smart-goals/?limit=30&offset=30', headers: { host: 'bad host' } });
      expect(few.statusCode).toBe(400);
    });

    it('stores nothing for a POST with a malformed Host', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/smart-goals/',
        headers: { host: 'bad host', 'content-type': 'application/json' },
        payload: JSON.stringify({ input: INPUT }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"detail":"Invalid Host header."}');
      expect((await page(t)).count).toBe(0);
    });

    // Django's get_host() lower-cases only to validate; links carry the header as sent.
    it('keeps the Host header’s letter case in links, as Django’s get_host() does', async () => {
      await insertSmartGoals(t.db, 31);
      const res = await t.app.inject({ method: 'GET', url: '/smart-goals/', headers: { host: 'API.Example.org' } });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body).next).toBe('http://API.Example.org/smart-goals/?limit=30&offset=30');
    });
  });

  describe('?format=api', () => {
    it('answers GET with the browsable HTML page holding the HTML-escaped data', async () => {
      const created1 = created(await postJson(t, { input: 'I want to learn <script>alert(1)</script> & "quotes".' }));
      const res = await get(t, '/smart-goals/?format=api');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toBe('Accept');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
      expect(res.body).not.toContain('<script>alert(1)</script>');
      expect(res.body.match(/<script\b[^>]*>/g)).toEqual(['<script src="/assets/api.js" defer>']); // only our own script
      expect(res.body).toContain('&quot;count&quot;: 1');
      expect(res.body).toContain(`&quot;id&quot;: ${created1.id}`);
      expect(res.body).toContain('&quot;created_at&quot;: &quot;2026-11-22T05:10:29.562886+01:00&quot;');
    });

    it('shows the page links in the browsable page', async () => {
      await insertSmartGoals(t.db, 31);
      const res = await get(t, '/smart-goals/?format=api');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`http://${HOST}/smart-goals/?format=api&amp;limit=30&amp;offset=30`);
    });
  });
});

describe.each(databaseKinds())('/smart-goals/ with TIME_ZONE=UTC on %s', (kind) => {
  const t = useTestApp(kind, { timeZone: 'UTC' });

  it('renders created_at with the suffix Z', async () => {
    t.clock.set(at('2027-01-15T10:20:30Z', 123456));
    const goal = created(await postJson(t, { input: INPUT }));
    expect(goal.created_at).toBe('2027-01-15T10:20:30.123456Z');
    t.clock.set(at('2026-07-01T08:00:00Z'));
    expect(created(await postJson(t, { input: INPUT })).created_at).toBe('2026-07-01T08:00:00Z');
    expect((await page(t)).results.map((g) => g.created_at)).toEqual(['2026-07-01T08:00:00Z', '2027-01-15T10:20:30.123456Z']);
  });
});

describe.each(databaseKinds())('/smart-goals/ with TRUST_PROXY on %s', (kind) => {
  const t = useTestApp(kind, { trustProxy: true, trustForwardedHost: true });

  it('builds links from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    await insertSmartGoals(t.db, 95);
    const res = await t.app.inject({
      method: 'GET',
      url: '/smart-goals/',
      headers: { host: 'internal:8000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).next).toBe('https://api.example.org/smart-goals/?limit=30&offset=30');
  });

  it('falls back to the Host header and http without the proxy headers', async () => {
    await insertSmartGoals(t.db, 95);
    const res = await t.app.inject({ method: 'GET', url: '/smart-goals/?offset=60', headers: { host: 'internal:8000' } });
    expect(JSON.parse(res.body).previous).toBe('http://internal:8000/smart-goals/?limit=30&offset=30');
  });

  it('answers 400 {"detail":"Invalid Host header."} for a malformed X-Forwarded-Host when a link is to be built', async () => {
    await insertSmartGoals(t.db, 95);
    const res = await t.app.inject({
      method: 'GET',
      url: '/smart-goals/',
      headers: { host: 'internal:8000', 'x-forwarded-host': 'evil host' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('{"detail":"Invalid Host header."}');
  });

  // Django (SECURE_PROXY_SSL_HEADER) only ever answers https or http, so nothing else
  // a trusted X-Forwarded-Proto says can reach a link's scheme.
  it('uses only http or https as the links’ scheme, whatever X-Forwarded-Proto says', async () => {
    await insertSmartGoals(t.db, 95);
    const res = await t.app.inject({
      method: 'GET',
      url: '/smart-goals/',
      headers: { host: 'internal:8000', 'x-forwarded-proto': 'ftp', 'x-forwarded-host': 'api.example.org' },
    });
    expect(JSON.parse(res.body).next).toBe('http://api.example.org/smart-goals/?limit=30&offset=30');
  });
});
