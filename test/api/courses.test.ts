// /courses/ through HTTP on a real database: the bare list, POST with DRF's
// validation (messages, field order, Python number and boolean rules), date-times read
// in TIME_ZONE and rendered in it, created_by read-only (docs/decisions.md).
import { describe, expect, it } from 'vitest';
import { courses } from '../../src/store/schema.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';

const FIELDS = [
  'id',
  'created_by',
  'title',
  'code',
  'gsheet_name',
  'date_w1',
  'date_w2',
  'date_w3',
  'event_w1',
  'event_w2',
  'event_w3',
  'recording_w1',
  'recording_w2',
  'recording_w3',
  'deactivated',
];
const WRITABLE = FIELDS.slice(2);

const MINIMAL = { title: 'Storytelling', code: 2601, gsheet_name: 'Story' };
// Transcript #72's body.
const FULL = {
  title: 'Design Thinking',
  code: 2602,
  gsheet_name: 'Design',
  date_w1: '2026-03-24T18:00:00+01:00',
  date_w2: '2026-03-31T18:00',
  date_w3: '2026-04-07T16:00:00Z',
  event_w1: 'abc123',
  event_w2: 'abc123',
  event_w3: 'def456',
  recording_w1: 'https://example.org/rec/1',
  recording_w2: null,
  recording_w3: '',
  deactivated: true,
  created_by: null,
};

const WRONG_FORMAT = 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
const PRAGUE_INVALID = 'Invalid datetime for the timezone "Europe/Prague".';

const url201 = 'https://example.org/' + 'a'.repeat(201 - 'https://example.org/'.length);

function postJson(t: TestApp, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/courses/',
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function postForm(t: TestApp, form: string) {
  return t.app.inject({
    method: 'POST',
    url: '/courses/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

async function list(t: TestApp): Promise<Record<string, unknown>[]> {
  const res = await t.app.inject({ method: 'GET', url: '/courses/' });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body);
}

/** A course as the API renders it, fields in the spec's order. */
function course(over: Partial<Record<(typeof FIELDS)[number], unknown>> & { id: number }) {
  const base: Record<string, unknown> = {
    id: over.id,
    created_by: null,
    title: 'T',
    code: 1,
    gsheet_name: 'g',
    date_w1: null,
    date_w2: null,
    date_w3: null,
    event_w1: '',
    event_w2: '',
    event_w3: '',
    recording_w1: null,
    recording_w2: null,
    recording_w3: null,
    deactivated: false,
  };
  for (const k of FIELDS) if (k in over) base[k] = over[k];
  return base;
}

describe.each(databaseKinds())('/courses/ on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET', () => {
    it('answers an empty bare array when there are no courses', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/courses/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      expect(res.body).toBe('[]');
    });

    it('lists every course as a bare array ordered by id, fields in the spec order, dates in Europe/Prague', async () => {
      // Inserted out of id order.
      const row = (id: number) => ({
        id,
        createdById: null,
        title: `Course ${id}`,
        code: 2500 + id,
        gsheetName: `C${id}`,
        dateW1: '2026-01-13T17:00:00Z',
        dateW2: '2026-07-01T08:00:00.000001Z',
        dateW3: null,
        eventW1: 'ev',
        eventW2: 'ev',
        eventW3: '',
        recordingW1: 'https://example.org/rec/1',
        recordingW2: null,
        recordingW3: null,
        deactivated: id === 2,
      });
      await t.db.orm.insert(courses).values([row(3), row(1), row(2)]);

      const res = await t.app.inject({ method: 'GET', url: '/courses/' });
      expect(res.statusCode).toBe(200);
      const body = JSON.parse(res.body);
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
      for (const c of body) expect(Object.keys(c)).toEqual(FIELDS);
      expect(
        res.body.startsWith(
          JSON.stringify([
            course({
              id: 1,
              title: 'Course 1',
              code: 2501,
              gsheet_name: 'C1',
              date_w1: '2026-01-13T18:00:00+01:00',
              date_w2: '2026-07-01T10:00:00.000001+02:00',
              event_w1: 'ev',
              event_w2: 'ev',
              recording_w1: 'https://example.org/rec/1',
            }),
          ]).slice(0, -1),
        ),
      ).toBe(true);
      expect(body[1].deactivated).toBe(true);
    });

    it('ignores limit and offset (no pagination)', async () => {
      for (let i = 0; i < 3; i++) expect((await postJson(t, { ...MINIMAL, code: i })).statusCode).toBe(201);
      const res = await t.app.inject({ method: 'GET', url: '/courses/?limit=1&offset=1' });
      expect(JSON.parse(res.body)).toHaveLength(3);
    });

    it('answers HEAD with the GET headers and no body', async () => {
      await postJson(t, FULL);
      const get = await t.app.inject({ method: 'GET', url: '/courses/' });
      const head = await t.app.inject({ method: 'HEAD', url: '/courses/' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-type']).toBe('application/json');
    });
  });

  describe('POST, valid', () => {
    it('creates a course from the three required fields with DRF defaults, and lists it', async () => {
      const res = await postJson(t, MINIMAL);
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      const expected = JSON.stringify(course({ id: 1, title: 'Storytelling', code: 2601, gsheet_name: 'Story' }));
      expect(res.body).toBe(expected);
      const get = await t.app.inject({ method: 'GET', url: '/courses/' });
      expect(get.body).toBe(`[${expected}]`);
    });

    it('creates a full course (transcript #72), dates rendered in Europe/Prague across the DST change', async () => {
      const res = await postJson(t, FULL);
      expect(res.statusCode).toBe(201);
      const expected = JSON.stringify(
        course({
          id: 1,
          title: 'Design Thinking',
          code: 2602,
          gsheet_name: 'Design',
          date_w1: '2026-03-24T18:00:00+01:00',
          date_w2: '2026-03-31T18:00:00+02:00', // naive: read in Prague, after 2026-03-29 → +02:00
          date_w3: '2026-04-07T18:00:00+02:00',
          event_w1: 'abc123',
          event_w2: 'abc123',
          event_w3: 'def456',
          recording_w1: 'https://example.org/rec/1',
          recording_w2: null,
          recording_w3: '',
          deactivated: true,
        }),
      );
      expect(res.body).toBe(expected);
      expect((await t.app.inject({ method: 'GET', url: '/courses/' })).body).toBe(`[${expected}]`);
    });

    it.each([
      ['offset +01:00', '2026-03-24T18:00:00+01:00', '2026-03-24T18:00:00+01:00'],
      ['naive, minutes only (Prague winter)', '2026-03-24T18:00', '2026-03-24T18:00:00+01:00'],
      ['naive, minutes only (Prague summer)', '2026-03-31T18:00', '2026-03-31T18:00:00+02:00'],
      ['Z', '2026-04-07T16:00:00Z', '2026-04-07T18:00:00+02:00'],
      ['space separator, one fraction digit, +0000', '2026-04-07 16:00:00.5+0000', '2026-04-07T18:00:00.500000+02:00'],
      ['comma fraction, +00', '2026-04-07T16:00:00,25+00', '2026-04-07T18:00:00.250000+02:00'],
      ['negative half-hour offset', '2026-04-07T17:30-00:30', '2026-04-07T20:00:00+02:00'],
      ['more than six fraction digits (cut to six)', '2026-04-07T16:00:00.1234567Z', '2026-04-07T18:00:00.123456+02:00'],
      ['microseconds kept', '2026-06-15T09:30:15.000001+02:00', '2026-06-15T09:30:15.000001+02:00'],
      ['six zero fraction digits dropped', '2026-01-15T09:30:00.000000+01:00', '2026-01-15T09:30:00+01:00'],
      ['naive with microseconds', '2026-11-22T05:10:29.562886', '2026-11-22T05:10:29.562886+01:00'],
    ])('accepts a date-time given with %s and renders it in Europe/Prague', async (_name, given, rendered) => {
      const res = await postJson(t, { ...MINIMAL, date_w1: given });
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(res.body).date_w1).toBe(rendered);
      expect((await list(t))[0].date_w1).toBe(rendered);
    });

    it.each([
      ['2026-03-29T01:59:59', '2026-03-29T01:59:59+01:00', 'the last second before the spring-forward gap'],
      ['2026-03-29T03:00:00', '2026-03-29T03:00:00+02:00', 'the first second after the gap'],
      ['2026-10-25T01:59:59', '2026-10-25T01:59:59+02:00', 'the last second before the autumn fold'],
      ['2026-10-25T03:00:00', '2026-10-25T03:00:00+01:00', 'the first second after the fold'],
    ])('accepts the naive Prague time %s (%s)', async (given, rendered) => {
      const res = await postJson(t, { ...MINIMAL, date_w1: given });
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(res.body).date_w1).toBe(rendered);
    });

    it.each(['2026-03-29T02:00:00', '2026-03-29T02:59:59.999999', '2026-10-25T02:00:00', '2026-10-25T02:59:59'])(
      'rejects the naive Prague time %s (in a daylight-saving gap or fold) and stores nothing',
      async (given) => {
        const res = await postJson(t, { ...MINIMAL, date_w3: given });
        expect(res.statusCode).toBe(400);
        expect(res.body).toBe(JSON.stringify({ date_w3: [PRAGUE_INVALID] }));
        expect(await list(t)).toHaveLength(0);
      },
    );

    // Before 1891-10-01 Prague kept local mean time, UTC+0:57:44; pytz (Django 3.2's zones)
    // rounds every offset to whole minutes, so DRF never renders an offset with seconds.
    it('renders a pre-1891 Prague time with the offset rounded to minutes, as pytz does', async () => {
      const res = await postJson(t, { ...MINIMAL, date_w1: '1850-01-01T00:00:00Z' });
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(res.body).date_w1).toBe('1850-01-01T00:58:00+00:58');
    });

    it.each([
      ['"12.0"', 12],
      ['7.0', 7],
      ['" 42 "', 42],
      ['"1_000"', 1000],
      ['-2147483648', -2147483648],
      ['2147483647', 2147483647],
    ])('accepts code %s as the integer %s', async (literal, stored) => {
      // Spliced in as a JSON literal, so that 7.0 reaches the server as a float.
      const payload = JSON.stringify({ ...MINIMAL, code: '__CODE__' }).replace('"__CODE__"', literal);
      const res = await postJson(t, payload);
      expect(res.statusCode).toBe(201);
      expect(res.body).toContain(`"code":${stored},`);
      expect((await list(t))[0].code).toBe(stored);
    });

    it.each([
      ['"false"', '"false"', false],
      ['"on"', '"on"', true],
      ['1', '1', true],
      ['"True"', '"True"', true],
      ['0', '0', false],
      ['"no"', '"no"', false],
      ['1.0', '1.0', true],
    ])('accepts deactivated %s as %s', async (_name, literal, stored) => {
      const payload = JSON.stringify({ ...MINIMAL, deactivated: '__D__' }).replace('"__D__"', literal);
      const res = await postJson(t, payload);
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(res.body).deactivated).toBe(stored);
      expect((await list(t))[0].deactivated).toBe(stored);
    });

    it('trims strings and stores blank optional strings as given (transcript #77 without its bad date)', async () => {
      const res = await postJson(t, {
        title: '  Padded  ',
        code: '12.0',
        gsheet_name: ' g\n',
        recording_w1: '',
        event_w2: '  ',
        deactivated: 'false',
      });
      expect(res.statusCode).toBe(201);
      const body = JSON.parse(res.body);
      expect(body.title).toBe('Padded');
      expect(body.gsheet_name).toBe('g');
      expect(body.code).toBe(12);
      expect(body.recording_w1).toBe('');
      expect(body.event_w2).toBe('');
      expect(body.deactivated).toBe(false);
    });

    it.each([
      ['null', null],
      ['a user id', 5],
      ['a string', 'me'],
      ['an object', { id: 1 }],
    ])('ignores created_by given as %s (read-only: stays null, no error)', async (_name, createdBy) => {
      const res = await postJson(t, { ...MINIMAL, created_by: createdBy });
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(res.body).created_by).toBeNull();
      expect((await list(t))[0].created_by).toBeNull();
    });

    it('ignores unknown keys', async () => {
      const res = await postJson(t, { ...MINIMAL, code2: 1, id: 99 });
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(res.body).id).toBe(1);
    });

    it('accepts a form-encoded body with deactivated=on (transcript #80)', async () => {
      const res = await postForm(t, 'title=Form+course&code=2603&gsheet_name=Form&deactivated=on');
      expect(res.statusCode).toBe(201);
      expect(res.body).toBe(JSON.stringify(course({ id: 1, title: 'Form course', code: 2603, gsheet_name: 'Form', deactivated: true })));
    });

    it('reads an absent checkbox in a form as deactivated false, a blank form date as null and a blank recording as ""', async () => {
      const res = await postForm(t, 'title=Form+course&code=2603&gsheet_name=Form&date_w1=&recording_w1=&event_w1=');
      expect(res.statusCode).toBe(201);
      const body = JSON.parse(res.body);
      expect(body.deactivated).toBe(false);
      expect(body.date_w1).toBeNull();
      // DRF's get_value: '' on a field that allows both null and blank stays ''.
      expect(body.recording_w1).toBe('');
      expect(body.event_w1).toBe('');
    });

    it('takes the last value of a repeated form key', async () => {
      const res = await postForm(t, 'title=First&title=Second&code=1&gsheet_name=g&deactivated=on&deactivated=off');
      expect(res.statusCode).toBe(201);
      const body = JSON.parse(res.body);
      expect(body.title).toBe('Second');
      expect(body.deactivated).toBe(false);
    });

    it('gives each new course the next id', async () => {
      expect(JSON.parse((await postJson(t, MINIMAL)).body).id).toBe(1);
      expect(JSON.parse((await postJson(t, MINIMAL)).body).id).toBe(2);
      expect((await list(t)).map((c) => c.id)).toEqual([1, 2]);
    });
  });

  describe('POST, invalid (nothing is stored)', () => {
    const base = { title: 'T', code: 1, gsheet_name: 'g' };
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['title blank', { ...base, title: '' }, { title: ['This field may not be blank.'] }],
      ['title whitespace only', { ...base, title: ' \t ' }, { title: ['This field may not be blank.'] }],
      ['title missing', { code: 1, gsheet_name: 'g' }, { title: ['This field is required.'] }],
      ['title null', { ...base, title: null }, { title: ['This field may not be null.'] }],
      ['title 256 characters', { ...base, title: 'x'.repeat(256) }, { title: ['Ensure this field has no more than 255 characters.'] }],
      ['code "abc"', { ...base, code: 'abc' }, { code: ['A valid integer is required.'] }],
      ['code 1.5', { ...base, code: 1.5 }, { code: ['A valid integer is required.'] }],
      ['code true', { ...base, code: true }, { code: ['A valid integer is required.'] }],
      ['code 99999999999', { ...base, code: 99999999999 }, { code: ['Ensure this value is less than or equal to 2147483647.'] }],
      ['code -2147483649', { ...base, code: -2147483649 }, { code: ['Ensure this value is greater than or equal to -2147483648.'] }],
      ['code missing', { title: 'T', gsheet_name: 'g' }, { code: ['This field is required.'] }],
      [
        'gsheet_name 101 characters',
        { ...base, gsheet_name: 'x'.repeat(101) },
        { gsheet_name: ['Ensure this field has no more than 100 characters.'] },
      ],
      ['date "yesterday"', { ...base, date_w1: 'yesterday' }, { date_w1: [WRONG_FORMAT] }],
      ['date ""', { ...base, date_w2: '' }, { date_w2: [WRONG_FORMAT] }],
      ['date a number', { ...base, date_w3: 20260101 }, { date_w3: [WRONG_FORMAT] }],
      ['date 2026-02-30', { ...base, date_w1: '2026-02-30T10:00' }, { date_w1: [WRONG_FORMAT] }],
      ['date in the spring-forward gap', { ...base, date_w1: '2026-03-29T02:30:00' }, { date_w1: [PRAGUE_INVALID] }],
      ['date in the autumn fold', { ...base, date_w1: '2026-10-25T02:30:00' }, { date_w1: [PRAGUE_INVALID] }],
      ['recording "not a url"', { ...base, recording_w1: 'not a url' }, { recording_w1: ['Enter a valid URL.'] }],
      ['recording ftp (only http and https)', { ...base, recording_w2: 'ftp://x.org/a' }, { recording_w2: ['Enter a valid URL.'] }],
      ['recording javascript:', { ...base, recording_w3: 'javascript:alert(1)' }, { recording_w3: ['Enter a valid URL.'] }],
      [
        'recording 201 characters',
        { ...base, recording_w1: url201 },
        { recording_w1: ['Ensure this field has no more than 200 characters.'] },
      ],
      // Django 3.2.20+ (CVE-2023-36053): URLValidator refuses a value over 2,048 characters first.
      [
        'recording 2,049 characters',
        { ...base, recording_w2: `https://example.org/${'p'.repeat(2029)}` },
        { recording_w2: ['Ensure this field has no more than 200 characters.', 'Enter a valid URL.'] },
      ],
      ['deactivated "maybe"', { ...base, deactivated: 'maybe' }, { deactivated: ['Must be a valid boolean.'] }],
      ['deactivated null', { ...base, deactivated: null }, { deactivated: ['This field may not be null.'] }],
      ['deactivated 2', { ...base, deactivated: 2 }, { deactivated: ['Must be a valid boolean.'] }],
      ['event_w1 null', { ...base, event_w1: null }, { event_w1: ['This field may not be null.'] }],
      [
        'event_w2 256 characters',
        { ...base, event_w2: 'e'.repeat(256) },
        { event_w2: ['Ensure this field has no more than 255 characters.'] },
      ],
      ['title with a null character', { ...base, title: 'a\u0000b' }, { title: ['Null characters are not allowed.'] }],
    ];

    it.each(cases)('rejects %s with DRF’s message', async (_name, body, errors) => {
      await postJson(t, { ...MINIMAL, title: 'Existing' });
      const res = await postJson(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      expect(res.body).toBe(JSON.stringify(errors));
      const rows = await list(t);
      expect(rows).toHaveLength(1);
      expect(rows[0].title).toBe('Existing');
    });

    it('lists every required field when the body is {} (transcript #73)', async () => {
      const res = await postJson(t, {});
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(
        '{"title":["This field is required."],"code":["This field is required."],"gsheet_name":["This field is required."]}',
      );
      expect(await list(t)).toHaveLength(0);
    });

    it('reports transcript #74’s failures in field order, created_by not among them', async () => {
      const res = await postJson(t, {
        title: '',
        code: 'abc',
        gsheet_name: 'x',
        date_w1: 'yesterday',
        recording_w1: 'not a url',
        deactivated: 'maybe',
        created_by: 5,
        event_w1: null,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(
        JSON.stringify({
          title: ['This field may not be blank.'],
          code: ['A valid integer is required.'],
          date_w1: [WRONG_FORMAT],
          event_w1: ['This field may not be null.'],
          recording_w1: ['Enter a valid URL.'],
          deactivated: ['Must be a valid boolean.'],
        }),
      );
      expect(await list(t)).toHaveLength(0);
    });

    it('reports transcript #75’s failures in field order', async () => {
      const res = await postJson(t, {
        title: 'T',
        code: 99999999999,
        gsheet_name: 'x'.repeat(105),
        date_w1: '2026-03-29T02:30:00',
        created_by: 'me',
        code2: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(
        JSON.stringify({
          code: ['Ensure this value is less than or equal to 2147483647.'],
          gsheet_name: ['Ensure this field has no more than 100 characters.'],
          date_w1: [PRAGUE_INVALID],
        }),
      );
      expect(await list(t)).toHaveLength(0);
    });

    it('reports every failing writable field at once, in the serializer’s field order', async () => {
      // Keys given in reverse order: the error order is the serializer's, not the body's.
      const body: Record<string, unknown> = {
        deactivated: 'maybe',
        recording_w3: 'javascript:alert(1)',
        recording_w2: 'ftp://x.org/a',
        recording_w1: url201,
        event_w3: null,
        event_w2: 'e'.repeat(256),
        event_w1: null,
        date_w3: '2026-10-25T02:30:00',
        date_w2: '',
        date_w1: 'yesterday',
        gsheet_name: 'g'.repeat(101),
        code: 1.5,
        title: '',
      };
      const res = await postJson(t, body);
      expect(res.statusCode).toBe(400);
      const errors = JSON.parse(res.body);
      expect(Object.keys(errors)).toEqual(WRITABLE);
      expect(errors).toEqual({
        title: ['This field may not be blank.'],
        code: ['A valid integer is required.'],
        gsheet_name: ['Ensure this field has no more than 100 characters.'],
        date_w1: [WRONG_FORMAT],
        date_w2: [WRONG_FORMAT],
        date_w3: [PRAGUE_INVALID],
        event_w1: ['This field may not be null.'],
        event_w2: ['Ensure this field has no more than 255 characters.'],
        event_w3: ['This field may not be null.'],
        recording_w1: ['Ensure this field has no more than 200 characters.'],
        recording_w2: ['Enter a valid URL.'],
        recording_w3: ['Enter a valid URL.'],
        deactivated: ['Must be a valid boolean.'],
      });
      expect(await list(t)).toHaveLength(0);
    });

    it('rejects malformed JSON with Python’s message (transcript #79)', async () => {
      const res = await postJson(t, '{title:1}');
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"detail":"JSON parse error - Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"}');
      expect(await list(t)).toHaveLength(0);
    });

    it('rejects a JSON array body', async () => {
      const res = await postJson(t, [MINIMAL]);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"non_field_errors":["Invalid data. Expected a dictionary, but got list."]}');
      expect(await list(t)).toHaveLength(0);
    });

    it('answers 415 for an unsupported content type', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/courses/', headers: { 'content-type': 'text/plain' }, payload: 'x' });
      expect(res.statusCode).toBe(415);
      expect(res.body).toBe('{"detail":"Unsupported media type \\"text/plain\\" in request."}');
      expect(await list(t)).toHaveLength(0);
    });

    it('rejects a form with a required field left empty', async () => {
      const res = await postForm(t, 'title=&code=&gsheet_name=g');
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"title":["This field may not be blank."],"code":["A valid integer is required."]}');
      expect(await list(t)).toHaveLength(0);
    });
  });

  describe('other methods', () => {
    it('describes POST in OPTIONS with created_by read-only (docs/decisions.md)', async () => {
      const res = await t.app.inject({ method: 'OPTIONS', url: '/courses/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      expect(res.body).toBe(
        '{"name":"Course List","description":"","renders":["application/json","text/html"],"parses":["application/json","application/x-www-form-urlencoded","multipart/form-data"],"actions":{"POST":{"id":{"type":"integer","required":false,"read_only":true,"label":"ID"},"created_by":{"type":"field","required":false,"read_only":true,"label":"Created by"},"title":{"type":"string","required":true,"read_only":false,"label":"Title","max_length":255},"code":{"type":"integer","required":true,"read_only":false,"label":"Code","min_value":-2147483648,"max_value":2147483647},"gsheet_name":{"type":"string","required":true,"read_only":false,"label":"Gsheet name","max_length":100},"date_w1":{"type":"datetime","required":false,"read_only":false,"label":"Date w1"},"date_w2":{"type":"datetime","required":false,"read_only":false,"label":"Date w2"},"date_w3":{"type":"datetime","required":false,"read_only":false,"label":"Date w3"},"event_w1":{"type":"string","required":false,"read_only":false,"label":"Event w1","max_length":255},"event_w2":{"type":"string","required":false,"read_only":false,"label":"Event w2","max_length":255},"event_w3":{"type":"string","required":false,"read_only":false,"label":"Event w3","max_length":255},"recording_w1":{"type":"url","required":false,"read_only":false,"label":"Recording w1","max_length":200},"recording_w2":{"type":"url","required":false,"read_only":false,"label":"Recording w2","max_length":200},"recording_w3":{"type":"url","required":false,"read_only":false,"label":"Recording w3","max_length":200},"deactivated":{"type":"boolean","required":false,"read_only":false,"label":"Deactivated"}}}}',
      );
    });

    it.each(['PUT', 'PATCH', 'DELETE'] as const)('answers %s with 405 and stores nothing', async (method) => {
      const res = await t.app.inject({
        method,
        url: '/courses/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(MINIMAL),
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
      expect(res.body).toBe(`{"detail":"Method \\"${method}\\" not allowed."}`);
      expect(await list(t)).toHaveLength(0);
    });
  });
});

describe.each(databaseKinds())('/courses/ with TIME_ZONE=UTC on %s', (kind) => {
  const t = useTestApp(kind, { timeZone: 'UTC' });

  it('renders the full course’s dates with Z, naive input read as UTC', async () => {
    const res = await postJson(t, FULL);
    expect(res.statusCode).toBe(201);
    const body = JSON.parse(res.body);
    expect([body.date_w1, body.date_w2, body.date_w3]).toEqual(['2026-03-24T17:00:00Z', '2026-03-31T18:00:00Z', '2026-04-07T16:00:00Z']);
    const [listed] = await list(t);
    expect([listed.date_w1, listed.date_w2, listed.date_w3]).toEqual([
      '2026-03-24T17:00:00Z',
      '2026-03-31T18:00:00Z',
      '2026-04-07T16:00:00Z',
    ]);
  });

  it.each([
    ['2026-04-07 16:00:00.5+0000', '2026-04-07T16:00:00.500000Z'],
    ['2026-06-15T09:30:15.000001+02:00', '2026-06-15T07:30:15.000001Z'],
    ['2026-03-29T02:30:00', '2026-03-29T02:30:00Z'], // a Prague gap is an ordinary time in UTC
    ['2026-10-25T02:30:00', '2026-10-25T02:30:00Z'], // and so is a Prague fold
  ])('accepts %s and renders it as %s', async (given, rendered) => {
    const res = await postJson(t, { ...MINIMAL, date_w1: given });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body).date_w1).toBe(rendered);
    expect((await list(t))[0].date_w1).toBe(rendered);
  });
});
