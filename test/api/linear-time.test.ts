// Work on client data is linear in its size (issue 15, item 1): for every writable field of
// both POSTs, every body type and every query parameter, the worst inputs we know of at
// 100 kB must cost less than 20 times the same inputs at 10 kB (linear is about 10 times,
// quadratic about 100). A ratio, not a wall-clock bound: each size is run several times,
// alternately, after a warm-up, and the cheapest run of each counts. Runs are measured in the
// process's CPU time, not wall time: another process on the machine preempts a long run more
// often than a short one, which stretched linear ratios past 20 when two test files ran at
// once. LINEAR_TIME_VERBOSE=1 prints the figures.
//
// Through HTTP (app.inject) on an embedded database: the work measured is the service's own
// CPU, which the database engine does not change (and 100 kB fields are refused before any
// query). Query strings are the exception: a request target over 8 KiB is a 414 before
// anything reads it (limits.ts), so the functions every collection runs on its query string
// (parseQueryString, lastValue, negotiate, readPageRequest, pageLinks) are timed directly.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { bestTimes, expectLinear, fill, LARGE, MAX_RATIO, ratioOf, SMALL, TIMEOUT_MS } from '../support/linear-time.js';
import { BODY_LIMIT_BYTES } from '../../src/drf/parsers.js';
import { MAX_URL_BYTES } from '../../src/pipeline/limits.js';
import { negotiate } from '../../src/drf/negotiation.js';
import { pageLinks, readPageRequest } from '../../src/drf/pagination.js';
import { lastValue, parseQueryString } from '../../src/django/query.js';
import { MAX_INPUT_CHARACTERS } from '../../src/api/smart-goals/fields.js';

// ---------------------------------------------------------------------------
// The inputs: each the worst we know of for the code that reads it, `n` characters long.

/** n distinct CJK characters (punycode's work grows with the count of distinct code points). */
const distinct = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(0x4e00 + (i % 20_000))).join('');

type Shape = [name: string, make: (n: number) => unknown];

// Any field: Python's strip() (inner whitespace, ASCII and not), and a list where a string is due.
const ANY: Shape[] = [
  ['inner spaces', (n) => `a${fill(' ', n)}b`],
  ['inner Unicode spaces', (n) => `a${fill('\u3000\u2028\x1c\x85', n)}b`],
  ['a list of blank strings', (n) => Array.from({ length: Math.floor(n / 4) }, () => ' ')],
];
const INTEGER: Shape[] = [
  ['int() padding around a non-digit', (n) => `1${fill(' ', n)}x`],
  ['digits and underscores', (n) => fill('1_', n)],
  ['Unicode digits', (n) => fill('\u0661', n)],
  ['a decimal point and spaces', (n) => `1.${fill('0', n / 2)}${fill(' ', n / 2)}x`],
];
const DATETIME: Shape[] = [['a date-time, then spaces', (n) => `2026-01-01T10:10${fill(' ', n)}x`]];
const URL: Shape[] = [
  ['a host of distinct non-ASCII characters', (n) => `http://${distinct(n)}.com`],
  ['a host of many labels', (n) => `http://${fill('a.', n)}com!`],
  ['user information without an end', (n) => `http://${fill('a:', n)}`],
  ['an IPv6 host without an end', (n) => `http://[${fill('1:', n)}`],
];
const INPUT: Shape[] = [['a delimiter look-alike with spaces', (n) => `<${fill(' ', n)}/user_textx`]];

const COURSE = { title: 'Public speaking', code: 7, gsheet_name: 'PS' };
const COURSE_FIELDS: [string, Shape[]][] = [
  ['title', ANY],
  ['code', [...ANY, ...INTEGER]],
  ['gsheet_name', ANY],
  ...['date_w1', 'date_w2', 'date_w3'].map((f): [string, Shape[]] => [f, [...ANY, ...DATETIME]]),
  ...['event_w1', 'event_w2', 'event_w3'].map((f): [string, Shape[]] => [f, ANY]),
  ...['recording_w1', 'recording_w2', 'recording_w3'].map((f): [string, Shape[]] => [f, [...ANY, ...URL]]),
  ['deactivated', ANY],
];

const cases = (fields: [string, Shape[]][]) => fields.flatMap(([field, shapes]) => shapes.map(([shape, make]) => ({ field, shape, make })));

describe('linear time on client data (pglite)', () => {
  const t = useTestApp('pglite');

  const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { host: 'api.test', 'content-type': contentType }, payload });

  it('carries the sizes measured through HTTP (the body limit is above the largest body)', () => {
    expect(BODY_LIMIT_BYTES).toBeGreaterThan(4 * LARGE); // 100,000 CJK characters are 300 kB of UTF-8
  });

  it('tells quadratic work apart although it stops measuring once a ratio is decided', async () => {
    // Every pair of characters compared: ten times the input, a hundred times the work.
    const pairs = (n: number) => {
      const s = fill('ab', n);
      let same = 0;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (s.charCodeAt(i) === s.charCodeAt(j)) same++;
      return same;
    };
    const [a, b] = await bestTimes(pairs, 300, 3_000);
    expect(ratioOf(a, b)).toBeGreaterThan(MAX_RATIO);
  });

  describe('POST /courses/', () => {
    it.each(cases(COURSE_FIELDS))(
      '$field: $shape',
      async ({ field, make }) => {
        await expectLinear(async (n) => {
          const res = await post('/courses/', JSON.stringify({ ...COURSE, [field]: make(n) }));
          expect(res.statusCode).toBe(400); // no field takes 10 kB: refused, nothing stored
        });
      },
      TIMEOUT_MS,
    );
  });

  describe('POST /smart-goals/', () => {
    it.each(cases([['input', [...ANY, ...INPUT]]]))(
      '$field: $shape',
      async ({ make }) => {
        await expectLinear(async (n) => {
          const res = await post('/smart-goals/', JSON.stringify({ input: make(n) }));
          // 10 kB is within MAX_INPUT_CHARACTERS and generated (unless blank or a list); 100 kB is refused.
          expect([201, 400]).toContain(res.statusCode);
        });
      },
      TIMEOUT_MS,
    );

    // Within the length limit the input reaches the offline generator and the token counter:
    // 2 kB against 20 kB, both accepted and generated.
    it.each([
      ['inner spaces', (n: number) => `I want to learn Spanish.${fill(' ', n - 40)}I will run.`],
      ['a delimiter look-alike with spaces', (n: number) => `I want to learn Spanish. <${fill(' ', n - 40)}/user_textx`],
      ['one endless word', (n: number) => `I want to learn ${fill('a', n - 20)}`],
      ['newlines and list markers', (n: number) => fill('- I want to run\n1. ', n)],
      ['punctuation runs', (n: number) => `I want to learn a${fill('.,;-', n - 20)}b`],
      // Each sentence is read for an undecided choice (options.ts); the text's situations are read once for all of them.
      ['undecided choices, sentence after sentence', (n: number) => fill('Nie wiem, czy zostać, czy odejść albo nie. ', n)],
    ])(
      'input within its limit, generated: %s',
      async (_shape, make) => {
        await expectLinear(
          async (n) => {
            const res = await post('/smart-goals/', JSON.stringify({ input: make(n) }));
            expect(res.statusCode, res.body).toBe(201);
          },
          MAX_INPUT_CHARACTERS / 10,
          MAX_INPUT_CHARACTERS,
        );
      },
      TIMEOUT_MS,
    );
  });

  describe('bodies', () => {
    const B = 'b0und';
    const multipart = (parts: string) => `${parts}--${B}--\r\n`;
    it.each([
      ['JSON: whitespace between tokens', 'application/json', (n: number) => `{"title":${fill(' ', n)}"x"}`],
      ['JSON: escapes', 'application/json', (n: number) => `{"title":"${fill('\\n\\u00e9', n)}"}`],
      [
        'JSON: many keys',
        'application/json',
        (n: number) => `{${Array.from({ length: Math.floor(n / 10) }, (_, i) => `"k${i}":1`).join(',')}}`,
      ],
      ['JSON: a long number', 'application/json', (n: number) => `{"code":1.${fill('1', n)}}`],
      ['form: many pairs', 'application/x-www-form-urlencoded', (n: number) => fill('title=a&', n)],
      ['form: percent escapes', 'application/x-www-form-urlencoded', (n: number) => `title=${fill('%C3%A9%ZZ', n)}`],
      [
        'multipart: many parts',
        `multipart/form-data; boundary=${B}`,
        (n: number) => multipart(fill(`--${B}\r\nContent-Disposition: form-data; name="t"\r\n\r\nv\r\n`, n)),
      ],
      [
        'multipart: near-boundaries in a value',
        `multipart/form-data; boundary=${B}`,
        (n: number) => multipart(`--${B}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${fill(`--${B.slice(0, 4)}`, n)}\r\n`),
      ],
      [
        'multipart: header-like lines without an end',
        `multipart/form-data; boundary=${B}`,
        (n: number) => multipart(`--${B}\r\n${fill('Content-Disposition: form-data; name="x";\r\n', n)}`),
      ],
      [
        'multipart: quotes and semicolons',
        `multipart/form-data; boundary=${B}`,
        (n: number) => multipart(`--${B}\r\nContent-Disposition: form-data; name="${fill('";', n)}\r\n\r\nv\r\n`),
      ],
    ])(
      '%s',
      async (_name, contentType, make) => {
        await expectLinear(async (n) => {
          const res = await post('/courses/', make(n), contentType);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        });
      },
      TIMEOUT_MS,
    );
  });

  describe('query parameters, timed directly (a target over 8 KiB is a 414 before it is read)', () => {
    it('refuses a target of 10 kB unread', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/smart-goals/?limit=${fill('1', SMALL)}`, headers: { host: 'api.test' } });
      expect(SMALL).toBeGreaterThan(MAX_URL_BYTES);
      expect(res.statusCode).toBe(414);
    });

    /** What the four collections do with a query string: the format (all), limit, offset and links (smart goals). */
    function readQuery(qs: string): void {
      const query = parseQueryString(qs);
      try {
        negotiate(undefined, lastValue(query, 'format'));
      } catch {
        // an unknown format is a 404: read all the same
      }
      const page = readPageRequest(query);
      pageLinks(() => 'http://api.test/smart-goals/', query, page, 1_000_000_000);
    }

    it.each([
      ['limit: int() padding around a non-digit', (n: number) => `limit=1${fill('+', n)}x`],
      ['offset: digits and underscores', (n: number) => `offset=${fill('1_', n)}`],
      ['offset: Unicode digits, percent-encoded', (n: number) => `offset=${fill('%D9%A1', n)}`],
      ['format: a long unknown format', (n: number) => `format=${fill('x', n)}`],
      ['other keys: many pairs, kept in the links', (n: number) => fill('a=1&', n)],
      ['other keys: non-ASCII, quoted again in the links', (n: number) => `${fill('%C3%A9', n)}=${fill('%C3%A9', n)}`],
      ['other keys: blank and bare', (n: number) => fill('&=&&x&', n)],
    ])(
      '%s',
      async (_name, make) => {
        await expectLinear((n) => readQuery(make(n)));
      },
      TIMEOUT_MS,
    );
  });
});
