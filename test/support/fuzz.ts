// Random requests for the property-based test of the whole HTTP surface (test/server/fuzz.test.ts):
// fast-check arbitraries for methods, paths, query strings, headers and bodies (JSON, forms,
// multipart, raw bytes), each request printable (fast-check prints a shrunk counterexample
// with its toString), and a fingerprint of every table to prove a rejected request wrote nothing.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database, TextRow } from '../../src/store/connect.js';

// ---------------------------------------------------------------------------
// The request.

export interface FuzzRequest {
  method: string;
  /** Path and query, as handed to inject (it normalises the URL as a WHATWG URL). */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Which generator made the body, for the figures and the failure report. */
  kind: string;
  /** light-my-request's simulated stream trouble: the request stream errors, closes early, or comes in pieces. */
  simulate?: { end: boolean; split: boolean; error: boolean; close: boolean };
}

const PREVIEW = 600;

function preview(body: Buffer): string {
  const head = body.subarray(0, PREVIEW);
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const text = JSON.stringify(utf8);
  return (
    `${body.length} bytes ${text}${body.length > PREVIEW ? '…' : ''}` +
    (utf8.includes('\ufffd') ? ` hex ${head.subarray(0, 120).toString('hex')}` : '')
  );
}

/** One line per part, what a failing case prints (fast-check shows it for the shrunk value too). */
export function describeRequest(r: FuzzRequest): string {
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${JSON.stringify(v.length > 300 ? `${v.slice(0, 300)}…(${v.length})` : v)}`)
    .join('; ');
  const url = r.url.length > 400 ? `${r.url.slice(0, 400)}…(${r.url.length})` : r.url;
  const trouble = r.simulate
    ? Object.entries(r.simulate)
        .filter(([k, v]) => v && k !== 'end')
        .map(([k]) => k)
    : [];
  const simulate = trouble.length ? ` simulate ${trouble.join(',')}` : '';
  return `${r.method} ${JSON.stringify(url)} [${r.kind}] {${headers}}${r.body ? ` body ${preview(r.body)}` : ''}${simulate}`;
}

function printable(r: FuzzRequest): FuzzRequest {
  return Object.assign(r, { [fc.toStringMethod]: () => describeRequest(r) });
}

// ---------------------------------------------------------------------------
// Building blocks.

export const API_PATHS = ['/smart-goals/', '/courses/', '/pre-lead-statuses/', '/feedbacks_needed/'] as const;
export const POST_PATHS = ['/smart-goals/', '/courses/'] as const;

/**
 * Every method light-my-request lets through (Node's list) but CONNECT, which a real Node
 * server hands to its 'connect' event (and, with no listener, closes) instead of the app.
 */
export const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'QUERY',
  'SEARCH',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'PURGE',
  'REPORT',
  'MERGE',
  'M-SEARCH',
  'NOTIFY',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'LINK',
  'UNLINK',
  'ACL',
  'BIND',
  'REBIND',
  'UNBIND',
  'CHECKOUT',
  'MKACTIVITY',
  'MKCALENDAR',
  'SOURCE',
] as const;

/** `arb` one time in `oneIn`, else null (fc.option's freq is the other way round). */
function rarely<T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });
}

const lowMethod = fc.constantFrom(...METHODS);
const method = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS') }, { weight: 2, arbitrary: lowMethod });

const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\ud83d\ude00',
  '\ufeff',
  '\u00a0',
  '\u3000',
  '\u202e',
  'null',
  'None',
  'true',
  'NaN',
  '-0',
  '٣',
  '１２',
  '𝟙',
  '1_0',
  ' 5 ',
  '+5',
  '5.0',
  '1e3',
  '0x10',
  '%',
  '%zz',
  '%00',
  '%ff',
  '\\',
  '"',
  "'",
  '<script>',
  '../..',
  '\r\n',
  '\t',
  'Ÿ',
  'İ',
  'ß',
];

/** Short strings people and programs send: any code point, lone surrogates, controls, tricky words. */
export const shortNastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...TRICKY_STRINGS, 'a', 'I want to learn Spanish. ', ' '), { maxLength: 12 })
      .map((a) => a.join('')),
  },
);

/** The same, and now and then a long run (up to 70,000 characters). */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: shortNastyString },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '😀', ' ', '\u0000', '9'), fc.integer({ min: 100, max: 70_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Integer texts of every size, sign and spelling Python's int() and json may meet. */
export const numberText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer().map(String) },
  { weight: 3, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 3, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 6000 }).map((n) => '9'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 4295, max: 4305 }).map((n) => `-1${'0'.repeat(n - 1)}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-0',
      '00',
      '2147483647',
      '2147483648',
      '-2147483648',
      '-2147483649',
      '9007199254740993',
      '9223372036854775807',
      '9223372036854775808',
      '-9223372036854775809',
      '1e309',
      '-1e309',
      '1E400',
      '1e-400',
      '0.0',
      '1.0',
      '1.5',
      '2e1',
      '1e+3',
      '123456789012345678901234567890',
      '1.' + '0'.repeat(500) + '1',
      '1e' + '9'.repeat(30),
      '0e0',
      'NaN',
      'Infinity',
      '-Infinity',
    ),
  },
);

/** Values for a query parameter that Python's int() reads. */
const queryNumber = fc.oneof(
  { weight: 3, arbitrary: numberText },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ' 5 ',
      '+5',
      '1_0',
      '_1',
      '1__0',
      '5.0',
      '٣',
      '１２',
      '𝟙𝟘',
      '\u00a05',
      '\u001c5',
      '5\n',
      '',
      '-',
      '+',
      '0x1f',
      '1,5',
      '30',
      '31',
      '29',
      '-30',
      '60',
      '1' + '0'.repeat(4300),
      '1' + '0'.repeat(4299),
      '0'.repeat(4301) + '1',
    ),
  },
  { weight: 2, arbitrary: fc.integer({ min: -40, max: 70 }).map(String) },
  { weight: 1, arbitrary: shortNastyString },
);

/** A query value as it may stand in a URL: plain, percent-encoded, plus for space, or broken escapes. */
function encodeVariants(s: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    s.map((v) => encodeURIComponentLoose(v)),
    s.map((v) => v.replaceAll('%', '%25').replaceAll('&', '%26').replaceAll('#', '%23')),
    s.map((v) => v.replaceAll('&', '%26').replaceAll('#', '%23')),
    s.map((v) => encodeURIComponentLoose(v).replaceAll('%20', '+')),
    fc.constantFrom(
      '%',
      '%z',
      '%zz',
      '%0',
      '%00',
      '%ff',
      '%fe%ff',
      '%c3',
      '%c3%28',
      '%e2%82',
      '%ed%a0%80',
      '%f4%90%80%80',
      '%2',
      '%%',
      '+%2B+',
      'a%00b',
      '%0d%0a',
      '%u0041',
      '%C3%A9',
      '%25zz',
    ),
  );
}

function encodeURIComponentLoose(s: string): string {
  return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
}

const FORMATS = ['json', 'api', 'JSON', 'xml', 'html', 'openapi', 'json%00', 'api+', '', 'js%6Fn', 'yaml', '%61pi'];

const queryPair = fc.oneof(
  // ?format=: mostly the two that exist, so that the rest of the request gets looked at.
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        { weight: 6, arbitrary: fc.constantFrom('json', 'api') },
        { weight: 1, arbitrary: fc.constantFrom(...FORMATS) },
        { weight: 1, arbitrary: encodeVariants(shortNastyString) },
      )
      .map((v) => `format=${v}`),
  },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom('limit', 'offset', 'limit', 'offset', 'LIMIT', 'limit%00', 'off%73et', 'page'), encodeVariants(queryNumber))
      .map(([k, v]) => `${k}=${v}`),
  },
  { weight: 1, arbitrary: fc.tuple(encodeVariants(shortNastyString), encodeVariants(shortNastyString)).map(([k, v]) => `${k}=${v}`) },
  { weight: 1, arbitrary: fc.constantFrom('limit', 'offset', 'format', '=', '==', 'limit==5', 'offset=1=2', 'format=json=api', '&') },
  {
    weight: 1,
    arbitrary: encodeVariants(
      fc.tuple(fc.constantFrom('a', 'é', '9', ' '), fc.integer({ min: 100, max: 1500 })).map(([c, n]) => c.repeat(n)),
    ).map((v) => `q=${v}`),
  },
);

/** '', or '?' and up to eight pairs (keys repeat: the last value wins) joined by '&' (sometimes ';' or '&&'). */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('?') },
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.array(queryPair, { minLength: 1, maxLength: 8 }), fc.constantFrom('&', '&', '&', ';', '&&'))
      .map(([pairs, sep]) => `?${pairs.join(sep)}`),
  },
);

const OTHER_PATHS = [
  '/',
  '/openapi.json',
  '/openapi.json/',
  '/docs',
  '/docs/',
  '/assets/api.css',
  '/assets/api.js',
  '/assets/docs.js',
  '/assets/favicon.svg',
  '/assets/swagger-ui/swagger-ui.css',
  '/assets/swagger-ui/swagger-ui-bundle.js.map',
  '/assets/',
  '/assets',
  '/assets/nope.js',
  '/assets/%2e%2e/openapi.json',
  '/assets/..%2fpackage.json',
  '/assets/swagger-ui/../api.css',
  '/assets/api.css%00',
  '/static/rest_framework/css/bootstrap.min.css',
  '/admin/',
  '/smart-goals/1/',
  '/smart-goals//',
  '/smart-goals/%2F',
  '/SMART-GOALS/',
  '/Courses/',
  '/courses.json',
  '/smart%2Dgoals/',
  '/smart-goals%2f',
  '/feedbacks-needed/',
  '/pre_lead_statuses/',
  '/%',
  '/%zz',
  '/%00',
  '/%ff/',
  '/%c3%28/',
  '/smart-goals/%zz',
  '/courses/%',
  '/?',
  '/index.html',
  '/favicon.ico',
  '/healthz',
  '/healthz/',
  '/readyz',
  '/metrics',
  '/metrics/',
  '/HEALTHZ',
];

export const path: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...API_PATHS) },
  { weight: 2, arbitrary: fc.constantFrom(...API_PATHS.map((p) => p.slice(0, -1))) },
  { weight: 3, arbitrary: fc.constantFrom(...OTHER_PATHS) },
  { weight: 1, arbitrary: fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...API_PATHS), encodeVariants(shortNastyString)).map(([p, s]) => `${p}${s}`) },
);

// ---------------------------------------------------------------------------
// Headers. Values are what Node's HTTP parser lets through: tab, visible ASCII, space and
// obs-text (Node hands bytes 0x80–0xFF over as latin1 characters); never CR, LF or NUL.

const headerChar = fc
  .oneof(
    { weight: 10, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 1, arbitrary: fc.constant(0x09) },
    { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }) },
  )
  .map((c) => String.fromCharCode(c));

const headerText = fc.oneof(
  fc.string({ unit: headerChar, maxLength: 60 }),
  fc.string({ unit: headerChar, minLength: 200, maxLength: 3000 }),
);

/** Keeps only what a header value can hold. */
function headerSafe(s: string): string {
  return s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

const ACCEPTS = [
  '*/*',
  'application/json',
  'text/html',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'application/json; indent=4',
  'application/json; indent=-1',
  'application/json; indent=99999999999999999999',
  'application/json; indent=٣',
  'application/json; indent=',
  'application/json; indent="2"',
  'application/json;indent=1_0',
  `application/json; indent=${'9'.repeat(5000)}`,
  'application/json; q=0',
  'text/plain',
  'application/xml',
  'image/*',
  'text/*',
  'application/*',
  '*',
  '',
  ',',
  ';',
  ';;',
  'application/json;;;',
  'application/json; =x',
  '*/*; q=abc',
  'text/html; charset=utf-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'text/html; indent=3',
  ' , , ',
  'application/json, text/html',
  'text/html, application/json; indent=2',
  'application/openapi+json',
];

const accept = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '*/*',
      'application/json',
      'text/html',
      'application/json; indent=2',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    ),
  },
  { weight: 4, arbitrary: fc.constantFrom(...ACCEPTS) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...ACCEPTS), { minLength: 1, maxLength: 4 }).map((a) => a.join(', ')) },
  { weight: 1, arbitrary: headerText },
);

const HOSTS = [
  'api.test',
  'localhost',
  'localhost:8000',
  '127.0.0.1:8000',
  '[::1]:8000',
  'API.TEST',
  'example.com:99999999999',
  'bad host',
  'a_b.test',
  'evil.test/path',
  'évil.test',
  'host:port',
  '[::1',
  '',
  ':80',
  'x'.repeat(300),
  '.',
  '-',
  'xn--80ak6aa92e.com',
  '1.2.3.4.5',
  'a..b',
  'api.test.',
  'api.test:',
  '[fe80::1%25eth0]',
];

const host = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...HOSTS) }, { weight: 1, arbitrary: headerText });

/** Stands for the test app's one valid API token key (the test puts it in before sending). */
export const TOKEN_PLACEHOLDER = '{{TOKEN}}';

const authorization = fc.oneof(
  fc.constantFrom(
    `Token ${TOKEN_PLACEHOLDER}`,
    `Token ${TOKEN_PLACEHOLDER}`,
    `Bearer ${TOKEN_PLACEHOLDER}`,
    `token ${TOKEN_PLACEHOLDER}`,
    `Token  ${TOKEN_PLACEHOLDER}`,
    `Token ${TOKEN_PLACEHOLDER}x`,
    `Token ${TOKEN_PLACEHOLDER} extra`,
  ),
  fc
    .tuple(fc.constantFrom('Token', 'Bearer', 'Basic', 'Digest', 'token', 'JWT', 'Negotiate', '', 'X'), headerText)
    .map(([s, v]) => `${s} ${v}`),
  fc.constantFrom('Token', 'Bearer ', 'Basic !!!', 'Basic Og==', 'Token a b c', 'Token ' + 'x'.repeat(5000)),
);

const idempotencyKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('k1', 'k2', 'same-key', 'x'.repeat(255)) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'a b', 'x'.repeat(256), 'é', '\t', 'key\x7f') },
  { weight: 1, arbitrary: headerText },
);

const HEADER_NAMES = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'if-none-match',
  'cookie',
  'origin',
  'x-csrftoken',
  'range',
  'expect',
  'user-agent',
  'x-requested-with',
  'accept-language',
  'accept-encoding',
];

const otherHeaders = fc.dictionary(
  fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.stringMatching(/^x-[a-z0-9-]{1,20}$/)),
  fc.oneof(headerText, fc.constantFrom('*', 'W/"x"', 'https', '127.0.0.1, 10.0.0.1', '100-continue', 'bytes=0-1')),
  { maxKeys: 3 },
);

// ---------------------------------------------------------------------------
// Bodies.

export interface FuzzBody {
  contentType?: string;
  body?: Buffer;
  kind: string;
}

const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** JSON text of a string, lone surrogates escaped (JSON.stringify keeps the text valid UTF-8). */
const jsonString = (s: string) => JSON.stringify(s);

/** Nested arrays or objects, `depth` levels (CPython's json fails past ~1000). */
function nested(depth: number, open: 'array' | 'object', inner = '1'): string {
  return open === 'array' ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}

const deepJson = fc
  .tuple(
    fc.oneof(fc.integer({ min: 995, max: 1005 }), fc.integer({ min: 1, max: 20_000 })),
    fc.constantFrom<'array' | 'object'>('array', 'object'),
  )
  .map(([d, o]) => nested(d, o));

/** A JSON value's text, from tame to hostile. */
export const rawJsonValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.map(jsonString) },
  { weight: 2, arbitrary: numberText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'null',
      'true',
      'false',
      '[]',
      '{}',
      '""',
      '" "',
      '"\\u0000"',
      '"\\ud800"',
      '"\\udc00\\ud800"',
      '"\\ud83d\\ude00"',
      '[""]',
      '{"a":1}',
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: deepJson },
);

const GOAL_INPUT = 'I want to learn Spanish to B1 level and run a half marathon this year.';

const DATE_TIMES = [
  '2026-01-13T17:00:00Z',
  '2026-01-13T17:00',
  '2026-01-13 17:00:00.123456+01:00',
  '2026-03-29T02:30:00',
  '2026-10-25T02:30:00',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+23:59',
  '0001-01-01T00:30',
  '9999-12-31T23:59:59.999999Z',
  '9999-12-31T23:59:59-23:59',
  '9999-12-31T23:30',
  '2026-02-29T00:00Z',
  '2024-02-29T00:00Z',
  '2026-13-01T00:00Z',
  '2026-01-01T24:00Z',
  '2026-01-01T00:60Z',
  '2026-01-01T00:00:60Z',
  '2026-01-01T00:00+24:00',
  '2026-01-01T00:00-2400',
  '2026-01-01T00:00+0530',
  '2026-01-01T00:00+05',
  '2026-01-01T00:00:00,5Z',
  '2026-01-01T00:00:00.1234567890Z',
  '٢٠٢٦-٠١-٠١T00:00Z',
  '2026-1-1T1:1Z',
  '2026-01-01T00:00Z\n',
  '2026-01-01T00:00Z\n\n',
  '2026-01-01',
  '17:00',
  'now',
  '2026-01-01T00:00 Z',
  '2026-01-01T00:00\u00a0Z',
  '0000-01-01T00:00Z',
  '10000-01-01T00:00Z',
];

const dateTimeText = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...DATE_TIMES) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 61 }),
        fc.option(fc.integer({ min: 0, max: 61 })),
        fc.option(fc.stringMatching(/^[0-9]{1,12}$/)),
        fc.oneof(
          fc.constantFrom('', 'Z', '+00:00', '-23:59', '+23:59', '+24:00', '+1', '+0100', '-12:30'),
          fc
            .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
            .map(([s, h, m]) => `${s}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
        ),
      )
      .map(([y, mo, d, h, mi, s, us, tz]) => {
        const p2 = (n: number) => String(n).padStart(2, '0');
        return `${String(y).padStart(4, '0')}-${p2(mo)}-${p2(d)}T${p2(h)}:${p2(mi)}${s === null ? '' : `:${p2(s)}${us === null ? '' : `.${us}`}`}${tz}`;
      }),
  },
  { weight: 1, arbitrary: nastyString },
);

const URLS = [
  'https://example.org/rec/1',
  'http://localhost',
  'http://localhost:8000/x',
  'http://127.0.0.1',
  'http://999.1.1.1',
  'http://01.1.1.1',
  'http://[::1]/',
  'http://[::1',
  'http://[:::1]/',
  'http://[fe80::1%25eth0]/',
  'http://[1::2::3]/',
  'ftp://example.org/',
  'HTTP://EXAMPLE.ORG',
  'http://exa mple.org',
  'http://example',
  'http://-a.org',
  'http://a-.org',
  'http://例え.テスト/',
  'http://xn--r8jz45g.xn--zckzah/',
  'http://xn--.org',
  'http://a.' + 'b'.repeat(64) + '.org',
  'http://' + 'a'.repeat(250) + '.org',
  'https://example.org/' + 'x'.repeat(190),
  'http://example.org:99999',
  'http://example.org:0',
  'http://user:pass@example.org',
  'http://@example.org',
  'http://:@example.org',
  'http://example.org/\t',
  'http://example.org/\n',
  'http://example.org\u0000',
  'http://.',
  'http://..',
  'http://',
  '//example.org',
  'example.org',
  'http:///a',
  'https://a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.org',
  'http://[' + ':'.repeat(100) + ']',
  'http://' + '1.'.repeat(60) + 'org',
  'http://a' + '-'.repeat(3000) + 'b.org',
  'http://' + 'a.'.repeat(3000) + 'org',
  'http://\u0661\u0662\u0663.1.1.1',
  'http://1.1.1.1\n',
];

const urlText = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...URLS) },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('http://', 'https://', 'http://[', 'https://user@'), nastyString).map(([a, b]) => a + b),
  },
  { weight: 1, arbitrary: nastyString },
);

const COURSE_FIELDS: Record<string, string> = {
  title: jsonString('Introduction to mentoring'),
  code: '2501',
  gsheet_name: jsonString('C2501'),
  date_w1: jsonString('2026-01-13T17:00:00Z'),
  date_w2: jsonString('2026-01-20T17:00:00+01:00'),
  date_w3: 'null',
  event_w1: jsonString('abc'),
  event_w2: jsonString(''),
  event_w3: jsonString('x'),
  recording_w1: jsonString('https://example.org/rec/1'),
  recording_w2: 'null',
  recording_w3: jsonString(''),
  deactivated: 'false',
};

/** A field's hostile value: anything, or what that field's own parser finds hardest. */
function fieldValue(name: string): fc.Arbitrary<string> {
  const own = name.startsWith('date_')
    ? dateTimeText.map(jsonString)
    : name.startsWith('recording_')
      ? urlText.map(jsonString)
      : name === 'code'
        ? fc.oneof(numberText, numberText.map(jsonString), queryNumber.map(jsonString))
        : name === 'deactivated'
          ? fc.constantFrom(
              '0',
              '1',
              '2',
              '1.0',
              '0.0',
              '-0.0',
              '"yes"',
              '"off"',
              '"null"',
              '""',
              'null',
              '[]',
              '{}',
              '1e400',
              '10000000000000000000001',
              '"True"',
              '"tRUE"',
            )
          : nastyString.map(jsonString);
  return fc.oneof({ weight: 3, arbitrary: own }, { weight: 2, arbitrary: rawJsonValue });
}

const extraKeys = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'id',
      'created_by',
      'created_at',
      'output',
      'input_tokens',
      'output_tokens',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '',
    ),
    nastyString,
  ),
  rawJsonValue,
  { maxKeys: 3 },
);

const objectText = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${jsonString(k)}:${v}`).join(',')}}`;

/** A valid body with one field changed (or dropped, or doubled), sometimes with extra keys. */
const mutatedCourse = fc
  .tuple(
    fc.constantFrom(...Object.keys(COURSE_FIELDS)),
    fc.constantFrom('replace', 'replace', 'replace', 'drop', 'duplicate'),
    fc.dictionary(fc.constantFrom(...Object.keys(COURSE_FIELDS)), fc.constant(true), { maxKeys: 2 }),
    extraKeys,
  )
  .chain(([field, how, alsoDrop, extra]) =>
    fieldValue(field).map((v) => {
      let entries = Object.entries(COURSE_FIELDS).filter(([k]) => k === field || !(k in alsoDrop && how === 'drop'));
      if (how === 'drop') entries = entries.filter(([k]) => k !== field);
      else if (how === 'replace') entries = entries.map(([k, old]) => [k, k === field ? v : old]);
      else entries = [...entries, [field, v]]; // Python: the last duplicate wins
      return objectText([...entries, ...Object.entries(extra)]);
    }),
  );

const mutatedGoal = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: fieldValue('input') }, { weight: 1, arbitrary: fc.constant(jsonString(GOAL_INPUT)) }),
    extraKeys,
    fc.boolean(),
  )
  .map(([v, extra, duplicate]) =>
    objectText([...(duplicate ? [['input', jsonString(GOAL_INPUT)] as [string, string]] : []), ['input', v], ...Object.entries(extra)]),
  );

/** A valid JSON text cut short, with a byte flipped or a stray byte inserted. */
function brokenText(text: fc.Arbitrary<string>): fc.Arbitrary<Buffer> {
  return fc.tuple(text, fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('cut', 'flip', 'insert')).map(([t, at, byte, how]) => {
    const b = utf8(t);
    const i = b.length === 0 ? 0 : at % b.length;
    if (how === 'cut') return b.subarray(0, i);
    if (how === 'flip') {
      const c = Buffer.from(b);
      if (c.length) c[i] = byte;
      return c;
    }
    return Buffer.concat([b.subarray(0, i), Buffer.from([byte]), b.subarray(i)]);
  });
}

const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xc3],
  [0xe2, 0x82],
  [0x80],
  [0xfe, 0xff],
);

/** JSON bodies whose bytes are not UTF-8: in a string, at the end (truncated), at the start (BOMs). */
const badUtf8Json = fc.tuple(invalidUtf8, fc.constantFrom('in-string', 'at-end', 'bom', 'utf16', 'latin1')).map(([bytes, where]) => {
  const bad = Buffer.from(bytes);
  switch (where) {
    case 'in-string':
      return Buffer.concat([utf8('{"input":"I want '), bad, utf8(' to learn."}')]);
    case 'at-end':
      return Buffer.concat([utf8(`{"input":"${GOAL_INPUT}"}`), bad]);
    case 'bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(`{"input":"${GOAL_INPUT}"}`)]);
    case 'utf16':
      return Buffer.from(`\ufeff{"input":"${GOAL_INPUT}"}`, 'utf16le');
    default:
      return Buffer.from('{"input":"Naučím se španělsky"}', 'latin1');
  }
});

const jsonBody: fc.Arbitrary<{ body: Buffer; kind: string }> = fc.oneof(
  { weight: 4, arbitrary: mutatedGoal.map((t) => ({ body: utf8(t), kind: 'json-goal' })) },
  { weight: 4, arbitrary: mutatedCourse.map((t) => ({ body: utf8(t), kind: 'json-course' })) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 4 }).map((t) => ({ body: utf8(t), kind: 'json' })) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ({ body: utf8(JSON.stringify(v) ?? 'null'), kind: 'json-value' })) },
  { weight: 1, arbitrary: rawJsonValue.map((t) => ({ body: utf8(t), kind: 'json-raw' })) },
  { weight: 1, arbitrary: deepJson.map((t) => ({ body: utf8(t), kind: 'json-deep' })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 990, max: 6000 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
      .map(([d, o]) => ({ body: utf8(`{"input":${nested(d, o, jsonString(GOAL_INPUT))}}`), kind: 'json-deep-field' })),
  },
  { weight: 2, arbitrary: brokenText(fc.oneof(mutatedGoal, mutatedCourse)).map((body) => ({ body, kind: 'json-broken' })) },
  { weight: 1, arbitrary: badUtf8Json.map((body) => ({ body, kind: 'json-bad-utf8' })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '',
        ' ',
        '\n',
        'null',
        '{',
        '}',
        '[',
        '"',
        '{"input"',
        '{"input":}',
        "{'input':'x'}",
        '{"input":"x",}',
        '{"input":"x"}x',
        '{"input":"a\u0000b"}',
        '{"input":"a\\u0000b"}',
        '\u0000',
        '{"input":NaN}',
        '{"input":-Infinity}',
        '{"input":1e999}',
        '{"input":"\\x41"}',
        '{"input":"\\u12"}',
        '{"input":"\\ud800\\u"}',
        '{"input":"\ud800"}',
        '[1,2',
        '{"a":1 "b":2}',
      )
      .map((t) => ({ body: utf8(t), kind: 'json-fixed' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', ' ', '\u0000', 'é', '[', '"', '0'), fc.integer({ min: 10_000, max: 900_000 }))
      .map(([c, n]) => ({
        body: utf8(c === '"' || c === '[' || c === '0' ? c.repeat(n) : `{"input":${jsonString(c.repeat(n))}}`),
        kind: 'json-long',
      })),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => ({ body: Buffer.from(a), kind: 'bytes' })) },
);

// urlencoded: key=value pairs, values encoded in every way a browser or a script might.
const formKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('input', ...Object.keys(COURSE_FIELDS)) },
  { weight: 1, arbitrary: fc.constantFrom('id', 'created_by', 'csrfmiddlewaretoken', '_content', '_content_type') },
  { weight: 1, arbitrary: nastyString.map(encodeURIComponentLoose) },
);

const formValueText = fc.oneof(
  fc.constant(GOAL_INPUT),
  fc.constantFrom(...Object.values(COURSE_FIELDS).map((v) => (v.startsWith('"') ? (JSON.parse(v) as string) : v))),
  dateTimeText,
  urlText,
  queryNumber,
  nastyString,
);

const formValue = fc.oneof(
  { weight: 4, arbitrary: formValueText.map((v) => utf8(encodeURIComponentLoose(v))) },
  { weight: 1, arbitrary: formValueText.map((v) => utf8(encodeURIComponentLoose(v).replaceAll('%20', '+'))) },
  { weight: 1, arbitrary: formValueText.map((v) => Buffer.from(v.replace(/[&=]/g, ''), 'latin1')) }, // raw bytes, not encoded
  { weight: 1, arbitrary: formValueText.map((v) => utf8(v.replace(/[&=]/g, ''))) }, // raw UTF-8
  { weight: 1, arbitrary: encodeVariants(nastyString).map(utf8) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 20 }).map((a) => Buffer.from(a.filter((b) => b !== 0x26 && b !== 0x3d))) },
);

const formBody = fc
  .tuple(fc.array(fc.tuple(formKey, formValue, fc.boolean()), { maxLength: 16 }), fc.boolean())
  .map(([pairs, validFirst]) => {
    const base: [string, Buffer, boolean][] = validFirst
      ? Object.entries(COURSE_FIELDS).map(([k, v]) => [
          k,
          utf8(encodeURIComponentLoose(v.startsWith('"') ? JSON.parse(v) : v === 'null' ? '' : v)),
          true,
        ])
      : [['input', utf8(encodeURIComponentLoose(GOAL_INPUT)), true]];
    const chunks: Buffer[] = [];
    for (const [k, v, withEq] of [...base, ...pairs]) {
      if (chunks.length) chunks.push(utf8('&'));
      chunks.push(utf8(k), withEq ? Buffer.concat([utf8('='), v]) : Buffer.alloc(0));
    }
    return Buffer.concat(chunks);
  });

// multipart/form-data: parts with names, values, files, odd headers; the boundary right,
// missing, wrong or quoted; the body whole or cut anywhere.
const boundaryText = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
  fc.constantFrom('----WebKitFormBoundary7MA4YWxkTrZu0gW', 'x', ' x', 'a b', '"q"', '=', '--', 'é', 'x'.repeat(71)),
);

const partName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('input', ...Object.keys(COURSE_FIELDS)) },
  { weight: 1, arbitrary: nastyString.map((s) => s.replace(/[\r\n]/g, '')) },
);

const part = fc.record({
  name: partName,
  value: fc.oneof(
    formValueText.map(utf8),
    fc.uint8Array({ maxLength: 40 }).map((a) => Buffer.from(a)),
  ),
  filename: rarely(fc.constantFrom('a.txt', '', 'é.txt', '../../etc/passwd', 'x"y'), 5),
  contentType: rarely(
    fc.constantFrom('text/plain', 'application/json', 'text/plain; charset=latin1', 'application/octet-stream', 'bogus'),
    4,
  ),
  nameStyle: fc.constantFrom('quoted', 'quoted', 'quoted', 'bare', 'rfc2231', 'none'),
});

type Part = typeof part extends fc.Arbitrary<infer T> ? T : never;

function partBytes(boundary: string, p: Part): Buffer {
  const name =
    p.nameStyle === 'quoted'
      ? `; name="${p.name}"`
      : p.nameStyle === 'bare'
        ? `; name=${p.name}`
        : p.nameStyle === 'rfc2231'
          ? `; name*=utf-8''${encodeURIComponentLoose(p.name)}`
          : '';
  const headers =
    `Content-Disposition: form-data${name}${p.filename === null ? '' : `; filename="${p.filename}"`}\r\n` +
    (p.contentType === null ? '' : `Content-Type: ${p.contentType}\r\n`);
  return Buffer.concat([utf8(`--${boundary}\r\n${headers}\r\n`), p.value, utf8('\r\n')]);
}

const multipartBody = fc
  .tuple(
    boundaryText,
    fc.array(part, { maxLength: 6 }),
    fc.boolean(),
    fc.constantFrom('whole', 'whole', 'whole', 'cut', 'no-close', 'no-crlf', 'preamble'),
    fc.nat(),
    fc.constantFrom('same', 'same', 'same', 'quoted', 'missing', 'other', 'empty', 'charset'),
  )
  .map(([boundary, parts, withInput, shape, cutAt, typeStyle]) => {
    const all: Part[] = withInput
      ? [{ name: 'input', value: utf8(GOAL_INPUT), filename: null, contentType: null, nameStyle: 'quoted' }, ...parts]
      : parts;
    let body = Buffer.concat([...all.map((p) => partBytes(boundary, p)), utf8(`--${boundary}--\r\n`)]);
    if (shape === 'cut') body = body.subarray(0, body.length ? cutAt % body.length : 0);
    else if (shape === 'no-close') body = Buffer.concat(all.map((p) => partBytes(boundary, p)));
    else if (shape === 'no-crlf') body = Buffer.from(body.toString('latin1').replaceAll('\r\n', '\n'), 'latin1');
    else if (shape === 'preamble') body = Buffer.concat([utf8('preamble text\r\n'), body]);
    const contentType =
      typeStyle === 'same'
        ? `multipart/form-data; boundary=${boundary}`
        : typeStyle === 'quoted'
          ? `multipart/form-data; boundary="${boundary}"`
          : typeStyle === 'missing'
            ? 'multipart/form-data'
            : typeStyle === 'other'
              ? 'multipart/form-data; boundary=somethingelse'
              : typeStyle === 'empty'
                ? 'multipart/form-data; boundary='
                : `multipart/form-data; charset=latin1; boundary=${boundary}`;
    return { body, contentType: headerSafe(contentType), kind: `multipart-${shape}` };
  });

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;',
  'application/json;;',
  'application/json; =',
  'application/json; charset',
  'application/*',
  '*/*',
  ' application/json ',
  'application/json, text/plain',
  'application/json; indent=4',
  'application/json;charset="utf-8"',
];
const OTHER_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'json',
  '',
  ';',
  '/',
  'application/',
  'multipart/mixed; boundary=x',
  'multipart/*; boundary=x',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/x-www-form-urlencoded',
  'text/*',
  'application/jsonx',
  'application/json-patch+json',
];

const contentTypeFor = (jsonish: boolean) =>
  fc.oneof(
    { weight: jsonish ? 8 : 1, arbitrary: fc.constantFrom(...JSON_TYPES) },
    { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES) },
    { weight: 1, arbitrary: headerText },
  );

/** A body and its Content-Type (or none), any combination of the two. */
export const body: fc.Arbitrary<FuzzBody> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(jsonBody, fc.option(contentTypeFor(true), { freq: 12 }))
      .map(([b, ct]) => ({ body: b.body, kind: b.kind, contentType: ct ?? undefined })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        formBody,
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded; charset=utf-8',
          'Application/X-WWW-Form-Urlencoded',
        ),
      )
      .map(([b, ct]) => ({ body: b, contentType: ct, kind: 'form' })),
  },
  { weight: 3, arbitrary: multipartBody },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.oneof(
          jsonBody.map((b) => b.body),
          formBody,
          multipartBody.map((m) => m.body),
        ),
        contentTypeFor(false),
      )
      .map(([b, ct]) => ({ body: b, contentType: ct, kind: 'wrong-type' })),
  },
  { weight: 1, arbitrary: fc.option(contentTypeFor(true), { freq: 2 }).map((ct) => ({ contentType: ct ?? undefined, kind: 'empty' })) },
);

/** One body past the 1 MiB limit (kept small in number: building it costs time). */
const TOO_LARGE = Buffer.alloc(1024 * 1024 + 1, 0x61);
const tooLarge = fc.constantFrom<FuzzBody>(
  { body: Buffer.concat([utf8('{"input":"'), TOO_LARGE, utf8('"}')]), contentType: 'application/json', kind: 'too-large' },
  { body: TOO_LARGE, contentType: 'application/x-www-form-urlencoded', kind: 'too-large' },
);

// ---------------------------------------------------------------------------
// Whole requests.

interface RequestParts {
  method: string;
  path: string;
  query: string;
  body: FuzzBody;
  accept: string | null;
  host: string | null;
  authorization: string | null;
  idempotencyKey: string | null;
  contentLength: string | null;
  other: Record<string, string>;
  simulate: FuzzRequest['simulate'] | null;
}

function assemble(p: RequestParts): FuzzRequest {
  const headers: Record<string, string> = { ...p.other };
  if (p.accept !== null) headers.accept = headerSafe(p.accept);
  if (p.host !== null) headers.host = headerSafe(p.host);
  if (p.authorization !== null) headers.authorization = headerSafe(p.authorization);
  if (p.idempotencyKey !== null) headers['idempotency-key'] = headerSafe(p.idempotencyKey);
  if (p.body.contentType !== undefined) headers['content-type'] = headerSafe(p.body.contentType);
  if (p.contentLength !== null) headers['content-length'] = p.contentLength;
  for (const [k, v] of Object.entries(headers)) headers[k] = headerSafe(v);
  const r: FuzzRequest = { method: p.method, url: `${p.path}${p.query}`, headers, body: p.body.body, kind: p.body.kind };
  if (p.simulate) r.simulate = p.simulate;
  return printable(r);
}

const requestParts = (methods: fc.Arbitrary<string>, paths: fc.Arbitrary<string>, bodies: fc.Arbitrary<FuzzBody>) =>
  fc.record<RequestParts>({
    method: methods,
    path: paths,
    query: queryString,
    body: bodies,
    accept: rarely(accept, 3),
    host: fc.option(host, { freq: 3 }), // present 2 times in 3 (inject's own is localhost:80)
    authorization: rarely(authorization, 8),
    idempotencyKey: rarely(idempotencyKey, 5),
    // A declared length beyond the limit is refused before reading; inject sets the true length otherwise.
    contentLength: rarely(fc.constantFrom('1048577', '99999999999999999999', '-1', 'abc', '0', '1'), 25),
    other: otherHeaders,
    // A client that resets or goes away while sending, or sends in pieces.
    simulate: rarely(
      fc.constantFrom(
        { end: true, split: false, error: true, close: false },
        { end: true, split: false, error: false, close: true },
        { end: true, split: true, error: false, close: false },
      ),
      30,
    ),
  });

/** Any method on any path, with or without a body. */
export const anyRequest: fc.Arbitrary<FuzzRequest> = requestParts(
  method,
  path,
  fc.oneof({ weight: 6, arbitrary: body }, { weight: 3, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) }),
).map(assemble);

/** POSTs to the two writable collections (also their no-slash paths), every kind of body. */
export const postRequest: fc.Arbitrary<FuzzRequest> = requestParts(
  fc.oneof({ weight: 12, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: lowMethod }),
  fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...POST_PATHS) }, { weight: 1, arbitrary: path }),
  fc.oneof({ weight: 50, arbitrary: body }, { weight: 1, arbitrary: tooLarge }),
).map(assemble);

const forwardedHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(
      fc.constantFrom(
        '203.0.113.7',
        '203.0.113.7, 10.0.0.1',
        '::1',
        '[::1]:80',
        'unknown',
        '',
        ',',
        ' , ',
        '999.1.1.1',
        'a'.repeat(500),
        '2001:db8::1, 198.51.100.2',
      ),
      headerText,
    ),
    'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'http', 'HTTPS', 'https, http', 'ftp', '', 'wss'), headerText),
    'x-forwarded-host': fc.oneof(fc.constantFrom(...HOSTS), fc.constantFrom('a.test, b.test', 'evil.test:443'), headerText),
    'x-forwarded-port': fc.constantFrom('443', '80', '0', '99999', 'abc'),
    // Mostly the app's valid token: that app lets only token holders write.
    authorization: fc.oneof({ weight: 4, arbitrary: fc.constant(`Token ${TOKEN_PLACEHOLDER}`) }, { weight: 1, arbitrary: authorization }),
  },
  { requiredKeys: [] },
);

/** Any request or a POST, most with X-Forwarded-* headers (for an app that trusts its proxy). */
export const proxiedRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.oneof(anyRequest, postRequest), forwardedHeaders)
  .map(([r, forwarded]) => {
    const headers = { ...r.headers };
    for (const [k, v] of Object.entries(forwarded)) if (v !== undefined) headers[k] = headerSafe(v);
    return printable({ ...r, headers });
  });

// ---------------------------------------------------------------------------
// The database's fingerprint: per table of the public schema (every table the migrations
// made, so new ones are covered too), its row count and an md5 of its rows; per sequence
// ("seq:<name>"), its last value, so that a rejected request cannot use up an id either.

export type Fingerprint = Record<string, { count: number; md5: string }>;

/**
 * The tables' part of the last fingerprint of each database, and the snapshot it was read after.
 * Reading every row of every table took about 70 % of the fuzz test's time, twice a request,
 * while most requests write nothing. PostgreSQL gives every transaction that changes a row
 * (INSERT, UPDATE, DELETE, TRUNCATE, DDL; rolled back or not) a transaction id, and a
 * snapshot's text (`xmin:xmax:in-progress ids`) moves when such a transaction ends; so while
 * the snapshot reads as it did, the rows read as they did and the last reading is still
 * theirs. Anything else (a write by another database's tests on a shared server included)
 * reads every row again. Sequences are read every time: nextval takes no transaction id.
 */
const lastTables = new WeakMap<Database, { snapshot: string; tables: Fingerprint }>();

interface FingerprintQueries {
  /** The snapshot, then each sequence's last value. */
  cheap: string;
  /** Each table's row count and md5 of its rows. */
  tables: string;
}

const fingerprintSql = new WeakMap<Database, Promise<FingerprintQueries>>();

async function fingerprintQueries(db: Database): Promise<FingerprintQueries> {
  const tables = await db.rows<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  if (tables.length < 10) throw new Error(`only ${tables.length} tables in the test database`);
  const sequences = await db.rows<{ name: string }>(
    sql`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return {
    // Each sequence read itself, as pg_sequences shows it (null, here 0, until its first
    // nextval): through the view, with its privilege checks, this took 20 ms on PGlite.
    cheap: [
      `SELECT '' AS name, 0 AS count, pg_current_snapshot()::text AS md5`,
      ...sequences.map(
        ({ name }) =>
          `SELECT 'seq:${name.replaceAll("'", "''")}', CASE WHEN is_called THEN last_value ELSE 0 END::int, '' FROM "${name.replaceAll('"', '""')}"`,
      ),
    ].join(' UNION ALL '),
    tables: tables
      .map(({ name }): string => {
        const quoted = `"${name.replaceAll('"', '""')}"`;
        return (
          `SELECT '${name.replaceAll("'", "''")}' AS name, count(*)::int AS count, ` +
          `coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS md5 FROM ${quoted} x`
        );
      })
      .join(' UNION ALL '),
  };
}

type Rows = { name: string; count: number; md5: string }[];
const fingerprintOf = (rows: Rows): Fingerprint => Object.fromEntries(rows.map((r) => [r.name, { count: Number(r.count), md5: r.md5 }]));

/** Rows of a query kept prepared on the connection (parsed and planned once), named by its text. */
export function preparedOnce(db: Database, text: string): Promise<TextRow[]> {
  return db.preparedRows({ name: `q_${createHash('sha1').update(text).digest('hex')}`, text }, []);
}

/**
 * The fingerprint as one text: equal texts mean nothing was written in between, so a test may go
 * on with the rows the last one left (test/api/contract.test.ts, test/dataset/import.test.ts reset
 * and seed only when it moved).
 */
export async function stateOf(db: Database): Promise<string> {
  return JSON.stringify(await fingerprint(db));
}

export async function fingerprint(db: Database): Promise<Fingerprint> {
  let queries = fingerprintSql.get(db);
  if (!queries) fingerprintSql.set(db, (queries = fingerprintQueries(db)));
  const { cheap, tables } = await queries;
  // The snapshot first: a write ending between the two reads moves it for the next call.
  // Kept prepared (parsed and planned once a connection), as it runs once a request: parsed
  // anew each time, the fingerprints of test/server/fuzz.test.ts took 13.4 s on PGlite, 4.3 s prepared.
  const cheapRows = (await preparedOnce(db, cheap)).map(([name, count, md5]) => ({ name: name!, count: Number(count), md5: md5! }));
  const snapshot = cheapRows.find((r) => r.name === '')!.md5;
  const sequences = cheapRows.filter((r) => r.name !== '');
  let last = lastTables.get(db);
  if (last?.snapshot !== snapshot) {
    last = { snapshot, tables: fingerprintOf(await db.rows<Rows[number]>(sql.raw(tables))) };
    lastTables.set(db, last);
  }
  return { ...last.tables, ...fingerprintOf(sequences) };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((t) => before[t].count !== after[t]?.count || before[t].md5 !== after[t]?.md5);
}

/**
 * A handful of POSTs sent at once: the same few Idempotency-Keys and bodies (so keys race
 * each other and replay), valid bodies more often than not.
 */
export const concurrentPosts: fc.Arbitrary<FuzzRequest[]> = fc.array(
  fc
    .record({
      path: fc.constantFrom(...POST_PATHS),
      body: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            `{"input":${jsonString(GOAL_INPUT)}}`,
            objectText(Object.entries(COURSE_FIELDS)),
            '{"input":"I plan to read twelve books."}',
          ),
        },
        { weight: 1, arbitrary: fc.oneof(mutatedGoal, mutatedCourse) },
      ),
      key: rarely(fc.constantFrom('race-1', 'race-2', 'race-3'), 2),
      contentType: fc.constantFrom('application/json', 'application/json', 'text/plain'),
    })
    .map(({ path: p, body: b, key, contentType }) => {
      const headers: Record<string, string> = { 'content-type': contentType };
      if (key !== null) headers['idempotency-key'] = key;
      return printable({ method: 'POST', url: p, headers, body: utf8(b), kind: 'concurrent' });
    }),
  { minLength: 2, maxLength: 8 },
);
