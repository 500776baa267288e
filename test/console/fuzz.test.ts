// Property-based test of the console (issue 17: "The fuzz test covers the console's forms and
// cookies"): fast-check sends random requests to every /admin/ path shape — the fixed pages,
// each table's list, add, change, delete, history and export with real and hostile slugs and
// ids — with random methods, query strings (q, o, p, saved, next, …), form bodies for every
// table (its real field names with valid, out-of-range and hostile values), wrong content
// types, Origin headers and Cookie headers (sessionid and csrftoken missing, spoiled,
// repeated, very long, many), signed in as an admin, a manager or a viewer, or not at all.
// For every request:
//   - no 5xx; an HTML page or a redirect to a path of the console, or one of the pipeline's
//     documented JSON refusals (400, 413, 414, 431); 405 names what is allowed;
//   - a request without a live session and its CSRF token (or from another origin, or not a
//     urlencoded form, or from a viewer) changes no row of any table (the login form, with its
//     own double-submit token, writes only sessions and failed sign-ins; a logout, only
//     sessions);
//   - a write by an admin or a manager leaves exactly one new audit_log entry per row it
//     changed, naming the row, the user and an action the table allows (add, change,
//     delete), and only after a redirect; older audit entries never change;
//   - no answer sets a cookie but sessionid and csrftoken, each HttpOnly and SameSite=Lax; a
//     new sessionid names a new live session (never the one sent);
//   - no page carries markup from the input or the database (`<script`, an <img>/<svg> with
//     a handler, an attribute broken out of), nor another session's CSRF token; an anonymous
//     200 is the login page; a viewer is offered no form that changes a table.
// A failing case is shrunk by fast-check and printed as a request.
//
// FUZZ_SEED=<n> replays a run; FUZZ_SCALE=<k> multiplies the number of requests (default 1:
// 790 in all, 200 pages, 250 forms, 100 deletes, 240 sign-ins and logouts; the pages and
// forms are half of before, for the suite's time in CI, docs/decisions.md). The engines
// share them as in test/server/fuzz.test.ts: each runs its part, from seeds of its own. The
// rows are seeded again every few dozen requests (the forms use them up).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import { useTestApp } from '../support/app.js';
import { addUser, Browser, PASSWORD } from '../support/console.js';
import { databaseKinds, type TestDatabase } from '../support/database.js';
import { insertCourses, insertSmartGoals } from '../support/fixtures.js';
import { changedTables, METHODS, nastyString, numberText, preparedOnce, shortNastyString, type Fingerprint } from '../support/fuzz.js';
import { roundId, startForDue } from '../support/programme.js';
import { TABLE_BY_NAME, TABLES, type TableDefinition } from '../../src/console/tables/definitions.js';
import { typedFromRow } from '../../src/console/tables/forms.js';
import { versionOf } from '../../src/console/tables/pages.js';
import { lastValue, parseQueryString } from '../../src/django/query.js';
import type { Field } from '../../src/drf/serializer.js';
import { ConsoleRowRepository } from '../../src/store/repositories/console-rows.js';
import { courses, feedbackSubmissions, managers, mentees, mentoringRelations, mentors, smartGoals, users } from '../../src/store/schema.js';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261123;
const SCALE = process.env.FUZZ_SCALE ? Number(process.env.FUZZ_SCALE) : 1;
const KINDS = databaseKinds();
const runs = (n: number) => Math.max(1, Math.round((n * SCALE) / KINDS.length));

// ---------------------------------------------------------------------------
// Who is asking.

type Role = 'admin' | 'manager' | 'viewer';
const ROLES: readonly Role[] = ['admin', 'manager', 'viewer'];
const USERNAME: Readonly<Record<Role, string>> = { admin: 'fuzz-admin', manager: 'fuzz-manager', viewer: 'fuzz-viewer' };
/** The login form's double-submit token a case sends (any 64 lower-case hex digits will do). */
const LOGIN_TOKEN = '0123456789abcdef'.repeat(4);
/** The console's form limit (src/console/http.ts): a larger body is a 413. */
const FORM_LIMIT = 64 * 1024;

/** A value known only when the request is sent: a live session's id or CSRF token, the login token, a row's version. */
type Spoil = 'upper' | 'quoted' | 'extra' | 'short' | 'spaced';
type Ref =
  | { ref: 'session' | 'csrf'; role: Role; spoil?: Spoil }
  | { ref: 'login'; spoil?: Spoil }
  | { ref: 'version' }
  /** A field as the change page shows it (a box not ticked is not sent, as a browser does). */
  | { ref: 'shown'; field: string; box?: boolean };
type Piece = string | Ref;

interface Live {
  sessions: Map<Role, { key: string; csrf: string }>;
  /** The version of the row a change path names, and its fields as the form shows them. */
  version: string;
  shown: Record<string, string>;
}

function spoiled(v: string, spoil: Spoil | undefined): string {
  switch (spoil) {
    case undefined:
      return v;
    case 'upper':
      return v.toUpperCase();
    case 'quoted':
      return `"${v}"`;
    case 'extra':
      return `${v}0`;
    case 'short':
      return v.slice(1);
    case 'spaced':
      return ` ${v} `;
  }
}

function resolve(p: Piece, live: Live): string {
  if (typeof p === 'string') return p;
  if (p.ref === 'version') return live.version;
  if (p.ref === 'shown') return live.shown[p.field] ?? '';
  if (p.ref === 'login') return spoiled(LOGIN_TOKEN, p.spoil);
  const s = live.sessions.get(p.role);
  return spoiled(s ? (p.ref === 'session' ? s.key : s.csrf) : 'no-session', p.spoil);
}

const pieceText = (p: Piece): string =>
  typeof p === 'string'
    ? p.length > 200
      ? `${JSON.stringify(p.slice(0, 200))}…(${p.length})`
      : JSON.stringify(p)
    : `{${p.ref}${'role' in p ? `:${p.role}` : ''}${'field' in p ? `:${p.field}` : ''}${'spoil' in p && p.spoil ? `:${p.spoil}` : ''}}`;

// ---------------------------------------------------------------------------
// The request.

type Encoding = 'form' | 'plus' | 'raw' | 'json' | 'multipart' | 'none';

interface ConsoleCase {
  kind: string;
  method: string;
  /** Path and query, as handed to inject (it normalises the URL as a WHATWG URL). */
  url: string;
  cookies: { name: string; value: Piece }[];
  separator: string;
  origin?: string;
  contentType?: string;
  fields: [string, Piece][];
  /** Bytes after the fields (broken escapes, stray separators). */
  junk: string;
  encoding: Encoding;
  remote: string;
}

function describeCase(c: ConsoleCase): string {
  const url = c.url.length > 300 ? `${c.url.slice(0, 300)}…(${c.url.length})` : c.url;
  const cookies = c.cookies.length
    ? ` cookie(${JSON.stringify(c.separator)}): ${c.cookies
        .slice(0, 12)
        .map((k) => `${JSON.stringify(k.name.slice(0, 40))}=${pieceText(k.value)}`)
        .join(' ')}${c.cookies.length > 12 ? ` …(${c.cookies.length})` : ''}`
    : '';
  const origin = c.origin === undefined ? '' : ` origin: ${JSON.stringify(c.origin.slice(0, 100))}`;
  const type = c.contentType === undefined ? '' : ` content-type: ${JSON.stringify(c.contentType)}`;
  const fields =
    c.encoding === 'none' ? '' : ` ${c.encoding} body: ${c.fields.map(([k, v]) => `${JSON.stringify(k)}=${pieceText(v)}`).join(' & ')}`;
  const junk = c.junk ? ` junk ${JSON.stringify(c.junk)}` : '';
  return `${c.method} ${JSON.stringify(url)} [${c.kind}] from ${c.remote}${cookies}${origin}${type}${fields}${junk}`;
}

function printable(c: ConsoleCase): ConsoleCase {
  return Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) });
}

/** Percent-encoding as a browser sends it; a lone surrogate as its three (invalid UTF-8) bytes. */
function percentEncode(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(s[i]);
    }
  }
  return out;
}

/** The request as sent: headers and body with the live values put in. */
function assemble(c: ConsoleCase, live: Live): { headers: Record<string, string>; body?: Buffer } {
  const headers: Record<string, string> = {};
  if (c.cookies.length) headers.cookie = c.cookies.map((k) => `${k.name}=${resolve(k.value, live)}`).join(c.separator);
  if (c.origin !== undefined) headers.origin = c.origin;
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  const pairs = c.fields
    .filter(([, v]) => typeof v === 'string' || v.ref !== 'shown' || !v.box || live.shown[v.field])
    .map(([k, v]): [string, string] => [k, resolve(v, live)]);
  let body: Buffer | undefined;
  switch (c.encoding) {
    case 'none':
      break;
    case 'form':
    case 'plus': {
      const text = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&') + c.junk;
      body = Buffer.from(c.encoding === 'plus' ? text.replaceAll('%20', '+') : text);
      break;
    }
    case 'raw':
      body = Buffer.from(pairs.map(([k, v]) => `${k}=${v.replace(/[%&+]/g, encodeURIComponent)}`).join('&') + c.junk, 'utf8');
      break;
    case 'json':
      body = Buffer.from(JSON.stringify(Object.fromEntries(pairs)));
      break;
    case 'multipart':
      body = Buffer.from(
        pairs.map(([k, v]) => `--fuzzBOUNDARY\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') +
          '--fuzzBOUNDARY--\r\n',
      );
      break;
  }
  return { headers, body };
}

// ---------------------------------------------------------------------------
// Building blocks.

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '" data-fuzz-attr="1',
  "' data-fuzz-attr='1",
  '</textarea><script>alert(1)</script>',
  '<iframe src=javascript:alert(1)>',
  'javascript:alert(1)',
  '&lt;script&gt;',
  '&#60;script&#62;',
  '<scr\u0000ipt>',
  '{{7*7}}${7*7}',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '%_\\',
];
/** What a page must never hold: markup from the input or the database, or an attribute broken out of. */
const UNESCAPED = /<script|<img src=x|<svg onload|<iframe|data-fuzz-attr=["']/i;

const hostile = fc.constantFrom(...HOSTILE);
const text = fc.oneof({ weight: 4, arbitrary: nastyString }, { weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: numberText });

/** Header values Node lets through: tab, visible ASCII, space and obs-text (bytes 0x80–0xFF as latin1). */
const headerChar = fc
  .oneof(
    { weight: 10, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 1, arbitrary: fc.constant(0x09) },
    { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }) },
  )
  .map((c) => String.fromCharCode(c));
const headerText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: headerChar, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: headerChar, minLength: 200, maxLength: 3000 }) },
);
const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

/** `arb` one time in `oneIn`, else undefined. */
function rarely<T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

/** A value as it may stand in a URL: percent-encoded, plus for space, or raw (with broken escapes now and then). */
function inUrl(s: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: s.map(percentEncode) },
    { weight: 1, arbitrary: s.map((v) => percentEncode(v).replaceAll('%20', '+')) },
    { weight: 1, arbitrary: s.map((v) => v.replace(/[%&#?\s]/g, encodeURIComponent)) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%z', '%zz', '%00', '%ff', '%c3%28', '%ed%a0%80', '%0d%0a', '%u0041', '%25', '+%2B+') },
  );
}

const role = fc.constantFrom<Role>(...ROLES);
const spoil = fc.constantFrom<Spoil>('upper', 'quoted', 'extra', 'short', 'spaced');

// Paths: the console's fixed pages and every table page shape, with real and hostile slugs and ids.

const SLUGS = TABLES.map((t) => t.slug);
const FIXED_PATHS = [
  '/admin/',
  '/admin/login/',
  '/admin/logout/',
  '/admin/log/',
  '/admin/feedback/mark-submitted/',
  '/admin/feedback/undo/',
  '/admin',
  '/admin/login',
  '/admin/log',
  '/admin/feedback/undo',
  '/admin/feedback/',
  '/admin//',
  '//admin/',
  '/ADMIN/',
  '/admin/%6Cogin/',
  '/admin/login/../',
  '/admin/./log/',
  '/admin/login/%2e%2e/',
  '/admin/log/add/',
  '/admin/login/1/change/',
  '/admin/feedback/1/delete/',
  '/admin/%2e%2e/%2e%2e/etc/passwd',
  '/admin/..%2f..%2fpackage.json',
  '/admin/%00/',
  '/admin/%ff/',
  '/admin/%/',
];
const slug = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...SLUGS) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...TABLES.map((t) => t.name),
      'users',
      'api-tokens',
      'api_tokens',
      'sessions',
      'audit_log',
      'audit-log',
      'login_throttles',
      'table_versions',
      'log',
      'login',
      'logout',
      'feedback',
      'MANAGERS',
      'Mentors',
      '..',
      '.',
      '%2e%2e',
      'managers%2F..',
      'managers%00',
      '%6Danagers',
      'mentoring%2Drelations',
      'courses%20',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '%3Cscript%3E',
    ),
  },
  { weight: 1, arbitrary: inUrl(shortNastyString).map((s) => s.replaceAll('/', '%2F') || 'x') },
);
const id = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '-0',
      '01',
      '1.0',
      '1e0',
      '+1',
      ' 1',
      '1%20',
      '%31',
      '1%00',
      '2147483647',
      '2147483648',
      '4294967297',
      '9007199254740993',
      '99999999999999999999',
      '9'.repeat(400),
      'abc',
      'NaN',
      'Infinity',
      '0x1',
      '%D9%A1',
      '..',
      '%2e%2e',
      '%2F',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n })).map(String) },
  { weight: 1, arbitrary: inUrl(shortNastyString).map((s) => s.replaceAll('/', '%2F') || 'x') },
);
const ACTIONS = ['change/', 'delete/', 'history/'];
const tablePath = (slugs: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: slugs.map((s) => `/admin/${s}/`) },
    { weight: 2, arbitrary: slugs.map((s) => `/admin/${s}/add/`) },
    { weight: 1, arbitrary: slugs.map((s) => `/admin/${s}/export/`) },
    { weight: 6, arbitrary: fc.tuple(slugs, id, fc.constantFrom(...ACTIONS)).map(([s, i, a]) => `/admin/${s}/${i}/${a}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(slugs, id, fc.constantFrom('', 'change', 'delete', 'history', 'change/x/', 'CHANGE/', 'add/', 'export/', '..'))
        .map(([s, i, a]) => `/admin/${s}/${i}/${a}`),
    },
    { weight: 1, arbitrary: slugs.map((s) => `/admin/${s}`) },
  );
const anyPath = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIXED_PATHS) },
  { weight: 8, arbitrary: tablePath(slug) },
  { weight: 1, arbitrary: fc.webPath().map((p) => `/admin/${p.replace(/^\//, '')}`) },
);

// Query strings: the keys the console reads, with hostile values.

const NEXTS = [
  '/admin/',
  '/admin/managers/?q=a&o=-id',
  '/admin/log/',
  '//evil.example/',
  '/\\evil.example',
  '/admin/\\evil',
  '\\\\evil.example',
  'https://evil.example/admin/',
  'javascript:alert(1)',
  '/admin/\r\nSet-Cookie: x=1',
  '/admin/%0d%0aSet-Cookie:%20x=1',
  '/admin/\u0000',
  '/admin/\t',
  '/admin/../smart-goals/',
  '/admin/%2e%2e/smart-goals/',
  '/admin/.%2E/',
  '/admin/"><script>alert(1)</script>',
  `/admin/${'a'.repeat(1993)}`,
  `/admin/${'a'.repeat(1994)}`,
  '/smart-goals/',
  '',
  ' /admin/',
];
/** A `next`: the list's hostile ones, a console path with dot segments as a browser would resolve them, or any text. */
const nextValue = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NEXTS) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom('..', '%2e%2e', '.%2E', '.', 'managers', 'log', '', '%2F'), { minLength: 1, maxLength: 3 })
      .map((segments) => `/admin/${segments.join('/')}/`),
  },
  { weight: 1, arbitrary: text },
);
/** What a search is given: any text, or a few that a LIKE or the database may trip on (NUL, %, _, \). */
const searchValue = fc.oneof(
  { weight: 3, arbitrary: inUrl(text) },
  { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00b', '%25', '_', '%5C', 'Eva', 'script', '%E2%86%92', '%ED%A0%80') },
);
const sortKey = fc.oneof(
  fc.constantFrom(...new Set(TABLES.flatMap((t) => t.listColumns.flatMap((c) => [c, `-${c}`])))),
  fc.constantFrom('id', '-id', '--id', '__text', '__ref_mentor_id', 'id; DROP TABLE managers', '-', '', '"id"', 'constructor', '__proto__'),
);
const queryValue = fc.oneof(
  { weight: 3, arbitrary: inUrl(text) },
  { weight: 2, arbitrary: inUrl(fc.oneof(fc.integer({ min: -3, max: 12 }).map(String), numberText)) },
  { weight: 1, arbitrary: inUrl(fc.constantFrom(...NEXTS)) },
);
const queryPair = fc.oneof(
  { weight: 3, arbitrary: searchValue.map((v) => `q=${v}`) },
  { weight: 2, arbitrary: inUrl(sortKey).map((v) => `o=${v}`) },
  { weight: 2, arbitrary: queryValue.map((v) => `p=${v}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('saved', 'marked', 'deleted', 'undone', 'stale'),
        fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), queryValue),
      )
      .map(([k, v]) => `${k}=${v}`),
  },
  { weight: 2, arbitrary: inUrl(nextValue).map((v) => `next=${v}`) },
  { weight: 1, arbitrary: fc.tuple(inUrl(shortNastyString), queryValue).map(([k, v]) => `${k}=${v}`) },
  { weight: 1, arbitrary: fc.constantFrom('q', 'o', 'p', '=', '==', 'q==x', '&', 'saved=1=2', 'format=json', 'csrfmiddlewaretoken=x') },
);
const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('?') },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.array(queryPair, { minLength: 1, maxLength: 5 }), fc.constantFrom('&', '&', '&', ';', '&&'))
      .map(([pairs, sep]) => `?${pairs.join(sep)}`),
  },
);

// Cookies.

const sessionPart = (roles: fc.Arbitrary<Role>) =>
  fc.oneof(
    { weight: 8, arbitrary: roles.map((r) => ({ name: 'sessionid', value: { ref: 'session', role: r } as Ref })) },
    {
      weight: 1,
      arbitrary: fc.tuple(roles, spoil).map(([r, s]) => ({ name: 'sessionid', value: { ref: 'session', role: r, spoil: s } as Ref })),
    },
  );
const GARBAGE_COOKIES = [
  '',
  'x',
  '0'.repeat(64),
  'f'.repeat(63),
  '"quoted"',
  'a'.repeat(5000),
  'deleted',
  '%00',
  'null',
  '[object Object]',
];
const cookieName = fc.oneof(
  fc.constantFrom(
    'sessionid',
    'csrftoken',
    'SESSIONID',
    'sessionId',
    ' sessionid',
    'sessionid ',
    'session_id',
    '__Host-sessionid',
    'messages',
  ),
  fc.string({ unit: headerChar, maxLength: 20 }).map((s) => s.replace(/[;=]/g, '')),
);
const cookiePart: fc.Arbitrary<{ name: string; value: Piece }> = fc.oneof(
  { weight: 3, arbitrary: sessionPart(role) },
  { weight: 2, arbitrary: fc.constant({ name: 'csrftoken', value: { ref: 'login' } as Ref }) },
  { weight: 1, arbitrary: spoil.map((s) => ({ name: 'csrftoken', value: { ref: 'login', spoil: s } as Ref })) },
  { weight: 1, arbitrary: role.map((r) => ({ name: 'csrftoken', value: { ref: 'csrf', role: r } as Ref })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('sessionid', 'csrftoken'), fc.oneof(fc.constantFrom(...GARBAGE_COOKIES), headerText))
      .map(([name, value]) => ({ name, value: headerSafe(value) })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        cookieName,
        fc.oneof({ weight: 3, arbitrary: headerText }, { weight: 1, arbitrary: role.map((r) => ({ ref: 'session', role: r }) as Ref) }),
      )
      .map(([name, value]) => ({ name, value: typeof value === 'string' ? headerSafe(value) : value })),
  },
);
/** Many small cookies (a busy browser): up to a few hundred. */
const manyCookies = fc.integer({ min: 20, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => ({ name: `c${i}`, value: `v${i}` })));

/** A Cookie header's parts: mostly one live session (of `roles`), often with others before or after it. */
const cookies = (roles: fc.Arbitrary<Role | null>) =>
  fc
    .tuple(
      roles,
      fc.oneof({ weight: 6, arbitrary: fc.constant([]) }, { weight: 2, arbitrary: fc.array(cookiePart, { minLength: 1, maxLength: 2 }) }),
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 2, arbitrary: fc.array(cookiePart, { maxLength: 4 }) }),
      rarely(manyCookies, 12),
      fc.constantFrom('; ', '; ', '; ', ';', ' ;  ', ';;', ', '),
      rarely(fc.constant(true), 6),
    )
    .chain(([r, before, after, many, separator, spoilIt]) =>
      (r === null
        ? fc.constant([])
        : spoilIt
          ? sessionPart(fc.constant(r)).map((p) => [p])
          : fc.constant([{ name: 'sessionid', value: { ref: 'session', role: r } as Ref }])
      ).map((main) => ({ parts: [...before, ...main, ...after, ...(many ?? [])], separator })),
    );

const ORIGINS = [
  'http://localhost',
  'http://localhost:80',
  'https://localhost',
  'http://localhost:8080',
  'http://evil.example',
  'null',
  '',
  'http://LOCALHOST',
  'http://localhost/',
  'http://localhost.evil.example',
  'http://evil.example#http://localhost',
  'file://',
  `http://localhost/${'a'.repeat(300)}`,
  'localhost',
];
const origin = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constant('http://localhost') },
  { weight: 2, arbitrary: fc.constantFrom(...ORIGINS) },
  { weight: 1, arbitrary: headerText },
);

const FORM_TYPE = 'application/x-www-form-urlencoded';
const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant(FORM_TYPE) },
  { weight: 2, arbitrary: fc.constantFrom(`${FORM_TYPE}; charset=utf-8`, 'APPLICATION/X-WWW-FORM-URLENCODED', ` ${FORM_TYPE} ;x`) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json',
      'multipart/form-data; boundary=fuzzBOUNDARY',
      'text/plain',
      `${FORM_TYPE}x`,
      `${FORM_TYPE},application/json`,
      'text/html',
      '*/*',
      '',
    ),
  },
);
/** The body's encoding, mostly what the content type says. */
const encodingFor = (type: string | undefined): fc.Arbitrary<Encoding> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constant<Encoding>(
        type === 'application/json' ? 'json' : type?.startsWith('multipart/') ? 'multipart' : type === undefined ? 'none' : 'form',
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom<Encoding>('form', 'plus', 'raw') },
    { weight: 1, arbitrary: fc.constantFrom<Encoding>('json', 'multipart', 'none') },
  );
const junk = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('&', '&&', '&=', '&=x', '&%zz=1', '&a=%', '&%c3%28=%ff', '&a', ';b=1', '&%00=%00') },
);
const remote = fc.constantFrom('198.51.100.1', '198.51.100.2', '198.51.100.3', '203.0.113.9', '2001:db8::1');

/** The CSRF field(s) of a form: mostly the session's token, sometimes another's, a spoiled one, none or two. */
const csrfFields = (r: Role | null): fc.Arbitrary<[string, Piece][]> => {
  const own: fc.Arbitrary<Piece> =
    r === null ? role.map((x) => ({ ref: 'csrf', role: x }) as Ref) : fc.constant({ ref: 'csrf', role: r } as Ref);
  const other: fc.Arbitrary<Piece> = fc.oneof(
    role.map((x) => ({ ref: 'csrf', role: x }) as Ref),
    fc.tuple(role, spoil).map(([x, s]) => ({ ref: 'csrf', role: x, spoil: s }) as Ref),
    fc.constant({ ref: 'login' } as Ref),
    fc.constantFrom('', '0'.repeat(64), 'x', LOGIN_TOKEN.toUpperCase()),
    text,
  );
  return fc.oneof(
    { weight: 10, arbitrary: own.map((p): [string, Piece][] => [['csrfmiddlewaretoken', p]]) },
    { weight: 2, arbitrary: other.map((p): [string, Piece][] => [['csrfmiddlewaretoken', p]]) },
    { weight: 1, arbitrary: fc.constant<[string, Piece][]>([]) },
    {
      weight: 1,
      arbitrary: fc.tuple(own, other, fc.boolean()).map(([a, b, ownLast]): [string, Piece][] =>
        ownLast
          ? [
              ['csrfmiddlewaretoken', b],
              ['csrfmiddlewaretoken', a],
            ]
          : [
              ['csrfmiddlewaretoken', a],
              ['csrfmiddlewaretoken', b],
            ],
      ),
    },
  );
};

// Form values by field: valid ones often (so that writes happen), and every hostile kind.

const DATES = [
  '2026-11-22',
  '2026-02-28',
  '2024-02-29',
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '2026-1-1',
  '2026-01-01T00:00',
  '20260101',
  '-2026-01-01',
  '2026-11-22 ',
  ' 2026-11-22',
  '２０２６-11-22',
];
const DATE_TIMES = [
  '2026-11-22T10:00',
  '2026-11-22T10:00:00',
  '2026-11-22 10:00:00.123456+01:00',
  '2026-11-22T10:00Z',
  '2026-03-29T02:30',
  '2026-10-25T02:30',
  '2026-02-30T10:00',
  '2026-11-22T24:00',
  '2026-11-22T23:59:60',
  '0001-01-01T00:00',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59',
  '9999-12-31T23:59:59-14:00',
  '10000-01-01T00:00',
  '2026-11-22',
  '2026-11-22T10:00:00.9999999',
  '2026-11-22T10:00+25:00',
  'now',
  'null',
  '1e10',
];
const URLS = [
  'https://example.org/rec/1',
  'http://example.org',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://',
  'https://exa mple.org',
  `https://${'a'.repeat(190)}.org`,
  `https://${'a'.repeat(250)}.org`,
  'drive.google.com/abc',
  '//evil.example',
  'http://[::1]/',
  'http://[::1',
  'http://localhost:99999',
  'ftp://example.org',
  'https://例え.jp/',
  'https://example.org/"><script>alert(1)</script>',
  'null',
];
const EMAILS = [
  'eva@example.org',
  'a@b.co',
  'not-an-email',
  '<b>@x.y',
  'a@b',
  'a@@b.c',
  'a @b.c',
  '@b.c',
  'a@-b.c',
  'a@b..c',
  '"><img src=x onerror=alert(1)>@x.org',
];
const BOOLEANS = ['on', 'true', 'false', 'True', 'FALSE', '1', '0', '', 'yes', 'no', 'null', 'off', '2'];
const COLOURS = [
  '#CCE5FF',
  '#cce5ff',
  '#000000',
  'CCE5FF',
  '#CCE5F',
  '#CCE5FFF',
  '#GGGGGG',
  ' #CCE5FF',
  'red',
  '#CCE5FF"><svg onload=alert(1)>',
];
const NAMES = ['Eva', 'Nová', "Anna O'Brien", 'Žofie', 'Data 101', '  Eva  ', '\u00a0', 'İ', '😀'];

/** Values a form of `t` takes for `f`: nothing but valid ones (markup included: it is only text) when `valid`. */
function validValue(t: TableDefinition, f: Field): fc.Arbitrary<string> {
  const w = t.widgets[f.name];
  const max = 'maxLength' in f && typeof f.maxLength === 'number' ? f.maxLength : 255;
  if (w?.kind === 'choice') return fc.constantFrom(...w.choices);
  if (w?.kind === 'reference') return fc.integer({ min: 1, max: 5 }).map(String);
  if (w?.kind === 'date') return fc.constantFrom('2026-11-22', '2024-02-29', '2026-01-05');
  if (w?.kind === 'colour') return fc.constantFrom('#CCE5FF', '#cce5ff', '#000000');
  if (f.kind === 'integer') return fc.integer({ min: 0, max: 3000 }).map(String);
  if (f.kind === 'boolean') return fc.constantFrom('on', 'true', 'false', '');
  if (f.kind === 'datetime') return fc.constantFrom('2026-11-22T10:00', '2026-11-22T10:00:00', '2026-01-13T17:00:00');
  if (f.kind === 'url') return fc.constantFrom('https://example.org/rec/1', 'http://example.org/x?a=1&b=<2>', '');
  if (f.name === 'email') return fc.constantFrom('eva@example.org', '');
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NAMES) },
    { weight: 2, arbitrary: hostile.filter((h) => !h.includes('\u0000')).map((h) => h.slice(0, max)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(max)) },
  );
}

function anyValue(t: TableDefinition, f: Field): fc.Arbitrary<string> {
  const w = t.widgets[f.name];
  const max = 'maxLength' in f && typeof f.maxLength === 'number' ? f.maxLength : 255;
  const edge: fc.Arbitrary<string> =
    w?.kind === 'choice'
      ? fc.constantFrom('Matched', 'pending ', 'mentor\u0000', '', 'cancelled', 'finished')
      : w?.kind === 'reference'
        ? fc.constantFrom('0', '-1', '99', '2147483647', '2147483648', ' 1 ', '1.0', '１')
        : w?.kind === 'date'
          ? fc.constantFrom(...DATES)
          : w?.kind === 'colour'
            ? fc.constantFrom(...COLOURS)
            : f.kind === 'integer'
              ? fc.constantFrom('2147483647', '-2147483648', '2147483648', '-2147483649', ' 5 ', '5.0', '5.5', '１２', '1_0', '-1', '')
              : f.kind === 'boolean'
                ? fc.constantFrom(...BOOLEANS)
                : f.kind === 'datetime'
                  ? fc.constantFrom(...DATE_TIMES)
                  : f.kind === 'url'
                    ? fc.constantFrom(...URLS)
                    : f.name === 'email'
                      ? fc.constantFrom(...EMAILS)
                      : fc.constantFrom('x'.repeat(max + 1), '   ', '', 'a\u0000b');
  return fc.oneof({ weight: 3, arbitrary: validValue(t, f) }, { weight: 3, arbitrary: edge }, { weight: 2, arbitrary: text });
}

/**
 * A form of table `t`: every field valid and the row's version (a save that may well go
 * through), or each field present or not (now and then twice) with any value, any
 * `_version`, and a stray field or two.
 */
function tableFields(t: TableDefinition, valid: boolean): fc.Arbitrary<[string, Piece][]> {
  if (valid) {
    // The change form saved again as the page shows it, or with one field changed, or every field new.
    const shown = t.fields.map((f): [string, Piece] => [f.name, { ref: 'shown', field: f.name, box: f.kind === 'boolean' }]);
    const version: [string, Piece] = ['_version', { ref: 'version' }];
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, Piece][]>([...shown, version]) },
      {
        weight: 2,
        arbitrary: fc
          .integer({ min: 0, max: Math.max(0, t.fields.length - 1) })
          .chain((i) =>
            t.fields.length
              ? validValue(t, t.fields[i]).map((v) => shown.map((p, j): [string, Piece] => (j === i ? [p[0], v] : p)))
              : fc.constant(shown),
          )
          .map((fields): [string, Piece][] => [...fields, version]),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(...t.fields.map((f) => validValue(t, f)))
          .map((values): [string, Piece][] => [...t.fields.map((f, i): [string, Piece] => [f.name, values[i]]), version]),
      },
    );
  }
  return fc
    .tuple(
      fc.tuple(
        ...t.fields.map((f) =>
          fc.oneof(
            { weight: 8, arbitrary: fc.array(anyValue(t, f), { minLength: 1, maxLength: 1 }) },
            { weight: 1, arbitrary: fc.constant([]) },
            { weight: 1, arbitrary: fc.array(anyValue(t, f), { minLength: 2, maxLength: 2 }) },
          ),
        ),
      ),
      fc.oneof(
        { weight: 8, arbitrary: fc.constant<Piece[]>([{ ref: 'version' }]) },
        { weight: 1, arbitrary: fc.constant<Piece[]>([]) },
        { weight: 1, arbitrary: fc.constantFrom<Piece[]>([''], ['0'.repeat(32)], ['x'], [{ ref: 'version' }, 'stale']) },
      ),
      fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom('id', 'created_by_id', 'created_by', 'title', 'value', '__proto__', 'submit'), shortNastyString),
          text,
        ),
        { maxLength: 2 },
      ),
    )
    .map(([values, version, extra]) => [
      ...t.fields.flatMap((f, i) => values[i].map((v): [string, Piece] => [f.name, v])),
      ...version.map((v): [string, Piece] => ['_version', v]),
      ...extra,
    ]);
}

const HOME_FORMS: Record<string, fc.Arbitrary<[string, Piece][]>> = {
  '/admin/feedback/mark-submitted/': fc
    .tuple(
      fc.oneof(fc.integer({ min: 1, max: 6 }).map(String), text),
      fc.oneof(fc.integer({ min: 1, max: 4 }).map(String), text),
      fc.oneof(fc.constantFrom('mentor', 'mentee'), text),
      fc.boolean(),
    )
    // The three fields, or the home page button's one entry "relation:round:role".
    .map(([relation, round, r, asEntry]): [string, Piece][] =>
      asEntry
        ? [['mark', `${relation}:${round}:${r}`]]
        : [
            ['relation', relation],
            ['round', round],
            ['role', r],
          ],
    ),
  '/admin/feedback/undo/': fc.oneof(fc.integer({ min: 1, max: 6 }).map(String), text).map((s): [string, Piece][] => [['submission', s]]),
  '/admin/logout/': fc.constant([]),
};

const LOGIN_USERNAMES = [
  'mira',
  'mira',
  'olga',
  'tom',
  'ghost',
  'MIRA',
  ' mira',
  'mira ',
  'x'.repeat(150),
  'x'.repeat(151),
  'mira\u0000',
  '\u0000',
  'a\u0000b',
  '',
];
const loginFields: fc.Arbitrary<[string, Piece][]> = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...LOGIN_USERNAMES) }, { weight: 1, arbitrary: text }),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(PASSWORD) },
      { weight: 1, arbitrary: fc.constantFrom('', `${PASSWORD} `, 'x'.repeat(2000)) },
      { weight: 1, arbitrary: text },
    ),
    fc.option(nextValue, { freq: 2, nil: undefined }),
  )
  .map(([username, password, next]): [string, Piece][] => [
    ['username', username],
    ['password', password],
    ...(next === undefined ? [] : [['next', next] as [string, Piece]]),
  ]);

// ---------------------------------------------------------------------------
// The cases of each property.

const lowMethod = fc.constantFrom(...METHODS);
const pageMethod = fc.oneof(
  { weight: 6, arbitrary: fc.constant('GET') },
  { weight: 2, arbitrary: fc.constantFrom('HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH') },
  { weight: 1, arbitrary: lowMethod },
);
const postMethod = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'HEAD') },
  { weight: 1, arbitrary: lowMethod },
);
const caseRole = fc.oneof({ weight: 6, arbitrary: role }, { weight: 1, arbitrary: fc.constant(null) });

/** Any method on any console path, with a query string, signed in or not; a small form now and then. */
const pageCase: fc.Arbitrary<ConsoleCase> = fc
  .tuple(pageMethod, anyPath, queryString, caseRole, origin, remote)
  .chain(([method, path, query, r, o, from]) =>
    fc
      .tuple(
        cookies(fc.constant(r)),
        method === 'GET' || method === 'HEAD' ? fc.constant(undefined) : contentType,
        csrfFields(r),
        rarely(fc.oneof(loginFields, ...Object.values(HOME_FORMS), ...TABLES.map((x) => tableFields(x, false))), 2),
        junk,
      )
      .chain(([jar, type, csrf, fields, j]) =>
        encodingFor(method === 'GET' || method === 'HEAD' ? undefined : type).map((encoding) =>
          printable({
            kind: 'page',
            method,
            url: `${path}${query}`,
            cookies: jar.parts,
            separator: jar.separator,
            origin: o,
            contentType: type,
            fields: [...csrf, ...(fields ?? [])],
            junk: j,
            encoding,
            remote: from,
          }),
        ),
      ),
  );

/** A table's add, change or delete path (real ids mostly), or a home form's. */
const formPath = (t: TableDefinition) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(`/admin/${t.slug}/add/`) },
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map((i) => `/admin/${t.slug}/${i}/change/`) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }).map((i) => `/admin/${t.slug}/${i}/delete/`) },
    { weight: 1, arbitrary: fc.constantFrom(...Object.keys(HOME_FORMS)) },
  );

/** A valid form of a table as a browser posts it, by an admin or a manager mostly: writes happen. */
const browserFormCase: fc.Arbitrary<ConsoleCase> = fc
  .tuple(
    fc.constantFrom(...TABLES),
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom<Role>('admin', 'manager') }, { weight: 1, arbitrary: fc.constant<Role>('viewer') }),
    fc.constantFrom(undefined, 'http://localhost'),
    remote,
  )
  .chain(([t, r, o, from]) =>
    fc.tuple(formPath(t), tableFields(t, true)).chain(([path, fields]) =>
      (HOME_FORMS[path] ?? fc.constant(fields)).map((f) =>
        printable({
          kind: `browser:${t.slug}`,
          method: 'POST',
          url: path,
          cookies: [{ name: 'sessionid', value: { ref: 'session', role: r } as Ref }],
          separator: '; ',
          origin: o,
          contentType: FORM_TYPE,
          fields: [['csrfmiddlewaretoken', { ref: 'csrf', role: r } as Ref], ...f],
          junk: '',
          encoding: 'form' as const,
          remote: from,
        }),
      ),
    ),
  );

/** A form of a table posted to one of its pages (or another table's, or a home form), with anything wrong in it. */
const hostileFormCase: fc.Arbitrary<ConsoleCase> = fc
  .tuple(fc.constantFrom(...TABLES), postMethod, caseRole, origin, remote, rarely(queryString, 4))
  .chain(([t, method, r, o, from, query]) =>
    fc
      .tuple(
        fc.oneof(
          { weight: 4, arbitrary: formPath(t) },
          { weight: 4, arbitrary: tablePath(fc.oneof({ weight: 8, arbitrary: fc.constant(t.slug) }, { weight: 1, arbitrary: slug })) },
        ),
        cookies(fc.constant(r)),
        contentType,
        csrfFields(r),
        junk,
      )
      .chain(([path, jar, type, csrf, j]) =>
        fc.tuple(HOME_FORMS[path] ?? tableFields(t, false), encodingFor(type), fc.boolean()).map(([fields, encoding, csrfLast]) =>
          printable({
            kind: `form:${t.slug}`,
            method,
            url: `${path}${query ?? ''}`,
            cookies: jar.parts,
            separator: jar.separator,
            origin: o,
            contentType: type,
            fields: csrfLast ? [...fields, ...csrf] : [...csrf, ...fields],
            junk: j,
            encoding,
            remote: from,
          }),
        ),
      ),
  );

const formCase = fc.oneof({ weight: 1, arbitrary: browserFormCase }, { weight: 1, arbitrary: hostileFormCase });

/**
 * A delete confirmed as a browser confirms it, of a real row of any table (relations, which
 * other rows point at, more often), or an undo of a marked submission, by any role.
 */
const deleteCase: fc.Arbitrary<ConsoleCase> = fc
  .tuple(
    fc.constantFrom(...TABLES, TABLE_BY_NAME.get('mentoring_relations')!, TABLE_BY_NAME.get('mentoring_relations')!),
    fc.integer({ min: 1, max: 5 }),
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom<Role>('admin', 'manager') }, { weight: 1, arbitrary: fc.constant<Role>('viewer') }),
    fc.boolean(),
    remote,
  )
  .map(([t, i, r, undo, from]) =>
    printable({
      kind: `delete:${t.slug}`,
      method: 'POST',
      url: undo && t.name === 'feedback_submissions' ? '/admin/feedback/undo/' : `/admin/${t.slug}/${i}/delete/`,
      cookies: [{ name: 'sessionid', value: { ref: 'session', role: r } }],
      separator: '; ',
      contentType: FORM_TYPE,
      fields: [
        ['csrfmiddlewaretoken', { ref: 'csrf', role: r }],
        ['submission', String(i)],
      ],
      junk: '',
      encoding: 'form',
      remote: from,
    }),
  );

/** The login form and the logout, with every kind of Cookie header. */
const loginCase: fc.Arbitrary<ConsoleCase> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant('POST') },
      { weight: 2, arbitrary: fc.constant('GET') },
      { weight: 1, arbitrary: pageMethod },
    ),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('/admin/login/') },
      { weight: 2, arbitrary: fc.constant('/admin/logout/') },
      { weight: 1, arbitrary: fc.constantFrom('/admin/login', '/admin/%6Cogin/', '/admin/', '/admin/managers/') },
    ),
    fc.oneof(
      { weight: 3, arbitrary: inUrl(nextValue).map((v) => `?next=${v}`) },
      { weight: 1, arbitrary: queryString },
      { weight: 1, arbitrary: fc.constant('') },
    ),
    fc.oneof({ weight: 1, arbitrary: role }, { weight: 1, arbitrary: fc.constant(null) }),
    origin,
    remote,
  )
  .chain(([method, path, query, r, o, from]) =>
    fc
      .tuple(
        cookies(fc.constant(r)).chain((jar) =>
          fc
            .oneof(
              { weight: 4, arbitrary: fc.constant([{ name: 'csrftoken', value: { ref: 'login' } as Ref }]) },
              { weight: 1, arbitrary: fc.constant([]) },
              { weight: 1, arbitrary: cookiePart.map((p) => [p]) },
            )
            .chain((token) =>
              fc
                .boolean()
                .map((first) => ({ parts: first ? [...token, ...jar.parts] : [...jar.parts, ...token], separator: jar.separator })),
            ),
        ),
        contentType,
        fc.oneof(
          { weight: 8, arbitrary: fc.constant<[string, Piece][]>([['csrfmiddlewaretoken', { ref: 'login' }]]) },
          { weight: 2, arbitrary: csrfFields(r) },
          { weight: 1, arbitrary: spoil.map((s): [string, Piece][] => [['csrfmiddlewaretoken', { ref: 'login', spoil: s }]]) },
        ),
        loginFields,
        junk,
      )
      .chain(([jar, type, csrf, fields, j]) =>
        encodingFor(type).map((encoding) =>
          printable({
            kind: path === '/admin/logout/' ? 'logout' : 'login',
            method,
            url: `${path}${query}`,
            cookies: jar.parts,
            separator: jar.separator,
            origin: o,
            contentType: type,
            fields: path === '/admin/logout/' ? csrf : [...csrf, ...fields],
            junk: j,
            encoding,
            remote: from,
          }),
        ),
      ),
  );

// ---------------------------------------------------------------------------
// What the server should make of a request (design §10, docs/decisions.md "The console").

/** The cookies of a header as the console reads them: of a name sent twice the first counts, names and values trimmed. */
function cookieJar(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of header?.split(';') ?? []) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, pair.slice(eq + 1).trim());
  }
  return out;
}

/** Whether an Origin header is this site's (http://localhost, as inject's Host says), or absent. */
function sameSite(o: string | undefined): boolean {
  if (o === undefined) return true;
  try {
    const u = new URL(o);
    return u.protocol === 'http:' && u.host === 'localhost' && o.length < 300;
  } catch {
    return false;
  }
}

interface Expectation {
  /** The signed-in role the Cookie header names (its first sessionid), if any. */
  role?: Role;
  /** A POST with that session's token, from this site, as a urlencoded form within the limit. */
  sessionForm: boolean;
  /** A POST with the login form's double-submit token (cookie and field alike), from this site, urlencoded. */
  loginForm: boolean;
  /** The csrftoken cookie as the request carries it. */
  loginCookie?: string;
  sessionCookie?: string;
}

function expectationOf(c: ConsoleCase, sent: { headers: Record<string, string>; body?: Buffer }, live: Live): Expectation {
  const jar = cookieJar(sent.headers.cookie);
  const sessionCookie = jar.get('sessionid');
  const r = ROLES.find((x) => live.sessions.get(x)?.key === sessionCookie);
  const type = (sent.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const posted = c.method === 'POST' && type === FORM_TYPE && (sent.body?.length ?? 0) <= FORM_LIMIT && sameSite(sent.headers.origin);
  const token = posted ? lastValue(parseQueryString((sent.body ?? Buffer.alloc(0)).toString('utf8')), 'csrfmiddlewaretoken') : undefined;
  const loginCookie = jar.get('csrftoken');
  return {
    role: r,
    sessionForm: posted && r !== undefined && token === live.sessions.get(r)!.csrf,
    loginForm: posted && loginCookie !== undefined && /^[0-9a-f]{64}$/.test(loginCookie) && token === loginCookie,
    loginCookie,
    sessionCookie,
  };
}

// ---------------------------------------------------------------------------
// Rows, row by row, for the audit's accounting.

const ROW_TABLES = TABLES.map((t) => t.name);

/**
 * Every table at once: each row of the console's tables and of audit_log by id, every other
 * table as its count and a hash of its rows. The shape of test/support/fuzz.ts's fingerprint
 * (its changedTables compares two), without the sequences and with 32-bit row hashes instead
 * of an md5 of the sorted rows, read as one JSON value: a third of its cost on PGlite, and
 * a request that may write takes two of these.
 */
interface Snapshot {
  tables: Fingerprint;
  /** `table#id` → the row's hash, for the console's tables and audit_log. */
  rows: Map<string, string>;
}

const BY_ROW = [...ROW_TABLES, 'audit_log'];

async function snapshotQuery(db: TestDatabase['db']): Promise<string> {
  const tables = await db.rows<{ name: string }>(
    sql.raw(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    ),
  );
  if (tables.length < 10) throw new Error(`only ${tables.length} tables in the test database`);
  const rows = BY_ROW.map((n) => `'${n}', (SELECT coalesce(json_object_agg(id, hashtext(x::text)), '{}') FROM "${n}" x)`);
  const others = tables
    .map((r) => r.name)
    .filter((n) => !BY_ROW.includes(n))
    .map((n) => `'${n}', (SELECT json_build_array(count(*), coalesce(sum(hashtext(x::text)), 0)) FROM "${n}" x)`);
  return `SELECT json_build_object('rows', json_build_object(${rows.join(', ')}), 'tables', json_build_object(${others.join(', ')}))::text AS j`;
}

const snapshotSql = new WeakMap<object, Promise<string>>();

async function snapshot(db: TestDatabase['db']): Promise<Snapshot> {
  let query = snapshotSql.get(db);
  if (!query) snapshotSql.set(db, (query = snapshotQuery(db)));
  // Kept prepared (parsed and planned once a connection): it runs up to twice a request.
  const text = await query;
  const [[j]] = await preparedOnce(db, text);
  const found = JSON.parse(j!) as { rows: Record<string, Record<string, number>>; tables: Record<string, [number, number]> };
  const tables: Fingerprint = {};
  const rows = new Map<string, string>();
  for (const [name, [count, hash]] of Object.entries(found.tables)) tables[name] = { count, md5: String(hash) };
  for (const [name, byId] of Object.entries(found.rows)) {
    const entries = Object.entries(byId);
    for (const [rowId, hash] of entries) rows.set(`${name}#${rowId}`, String(hash));
    tables[name] = { count: entries.length, md5: JSON.stringify(entries.sort()) };
  }
  return { tables, rows };
}

interface AuditRow {
  id: string;
  username: string;
  action: 'add' | 'change' | 'delete';
  table_name: string;
  object_id: number;
  changes: string;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

interface Figures {
  requests: number;
  statuses: Map<number, number>;
  writes: number;
  slowest: { ms: number; request: string };
}

describe.each(KINDS)('random console requests on %s', (kind) => {
  const fuzzSeed = SEED + 100 * KINDS.indexOf(kind);
  // Errors the app logs (an unhandled one with its stack): shown with a failing 5xx.
  const logged: string[] = [];
  const logger = { level: 'error', stream: { write: (line: string) => void logged.push(line) } };
  const t = useTestApp(kind, { logger });
  const figures: Figures = { requests: 0, statuses: new Map(), writes: 0, slowest: { ms: 0, request: '' } };
  const live: Live = { sessions: new Map(), version: '', shown: {} };
  /**
   * The tables as the last request compared left them: the next one's "before". Between two
   * requests nothing writes but a sign-in (ensureSessions) and the reset and seed, which forget
   * it; reading them again found the same rows, and that read was a quarter of a request's
   * time. A stale one could only show a change no request made (a failure), never hide one:
   * "after" is always read afresh.
   */
  let lastAfter: Snapshot | undefined;
  let started = 0;

  beforeAll(() => {
    started = performance.now();
    console.log(`console fuzz: seed ${fuzzSeed} on ${kind} (FUZZ_SEED=${SEED} to replay, FUZZ_SCALE=k for k times the requests)`);
  });

  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = [...figures.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `console fuzz: ${figures.requests} requests on ${kind}, ${figures.writes} audited writes, ${seconds} s (seed ${fuzzSeed}); ` +
        `statuses ${statuses}; slowest ${figures.slowest.ms.toFixed(0)} ms: ${figures.slowest.request.slice(0, 300)}`,
    );
  });

  /**
   * Rows of every table: people with hostile names (long enough that a relation's text passes
   * the audit's 200 characters), relations in every state, submissions, courses and goals
   * with markup in them; the three roles' users, and for the login form a manager with the
   * password, a disabled admin and a user without one. Ids from 1, as after a reset.
   */
  async function seed(): Promise<void> {
    for (const r of ROLES) await addUser(t.db, USERNAME[r], r);
    await addUser(t.db, 'mira', 'manager');
    await addUser(t.db, 'olga', 'admin');
    await t.db.orm
      .update(users)
      .set({ isActive: false })
      .where(sql`username = 'olga'`);
    await t.db.orm.insert(users).values({ username: 'tom', role: 'admin' });
    for (const table of [managers, mentors, mentees]) {
      await t.db.orm.insert(table).values([
        { firstName: 'Martin', lastName: 'Dvořák', email: 'martin@example.org' },
        { firstName: '<script>alert(1)</script>', lastName: '"><img src=x onerror=alert(1)>', email: '' },
        { firstName: 'x'.repeat(150), lastName: "' data-fuzz-attr='1", email: 'y@example.org' },
        { firstName: 'Jana', lastName: 'Veselá', email: '' },
      ]);
    }
    const today = '2026-11-22';
    await t.db.orm.insert(mentoringRelations).values([
      { mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: startForDue(today, 'Chemistry') },
      { mentorId: 2, menteeId: 2, managerId: 2, status: 'matched', startDate: startForDue(today, 'Mid Program') },
      { mentorId: 3, menteeId: 3, managerId: 3, status: 'pending', startDate: today },
      { mentorId: 1, menteeId: 2, managerId: 3, status: 'paused', startDate: '2026-01-05' },
      { mentorId: 2, menteeId: 3, managerId: 1, status: 'finished', startDate: '2025-01-05' },
    ]);
    await t.db.orm.insert(feedbackSubmissions).values([
      { relationId: 1, roundId: await roundId(t.db, 'Chemistry'), role: 'mentor', submittedAt: '2026-11-21T10:00:00Z' },
      { relationId: 4, roundId: await roundId(t.db, 'Chemistry'), role: 'mentee', submittedAt: '2026-01-20T10:00:00.123456Z' },
    ]);
    await insertCourses(t.db, 2);
    await t.db.orm
      .insert(courses)
      .values({ title: '<script>alert(1)</script>', code: 7, gsheetName: '"><svg onload=alert(1)>', eventW1: 'x' });
    await insertSmartGoals(t.db, 2);
    await t.db.orm.insert(smartGoals).values({
      createdAt: '2026-11-22T04:00:00Z',
      input: '<script>alert(1)</script> I want to learn Spanish.',
      output: '"><img src=x onerror=alert(1)>',
      inputTokens: 3,
      outputTokens: 4,
    });
    live.sessions.clear();
  }

  /** Signs each role in through the login form again if its session is gone. */
  async function ensureSessions(): Promise<void> {
    for (const r of ROLES) {
      if (live.sessions.has(r)) continue;
      lastAfter = undefined;
      const b = await new Browser(t.app).signIn(USERNAME[r]);
      live.sessions.set(r, { key: b.cookies.get('sessionid')!, csrf: b.csrf });
    }
  }

  /** Forgets the sessions a request ended (a logout, a sign-in over them). */
  async function dropEndedSessions(): Promise<void> {
    const rows = await t.db.rows<{ key_hash: string }>(sql`SELECT key_hash FROM sessions`);
    const hashes = new Set(rows.map((r) => r.key_hash.trim()));
    for (const [r, s] of live.sessions) if (!hashes.has(sha256(s.key))) live.sessions.delete(r);
  }

  /** The version of the row a change path names, and its fields as its form shows them. */
  async function rowFor(url: string): Promise<Pick<Live, 'version' | 'shown'>> {
    const none = { version: 'no-row', shown: {} };
    const m = /^\/admin\/([^/]+)\/([^/]+)\/change\/$/.exec(new URL(url, 'http://localhost').pathname);
    if (!m) return none;
    try {
      const def = TABLES.find((x) => x.slug === decodeURIComponent(m[1]));
      const rowId = decodeURIComponent(m[2]);
      if (!def || !/^[1-9][0-9]{0,8}$/.test(rowId)) return none;
      const row = await new ConsoleRowRepository(t.db).get(def, Number(rowId));
      // The test app's TIME_ZONE (test/support/app.ts).
      return row ? { version: versionOf(def, row), shown: typedFromRow(def, row, 'Europe/Prague') } : none;
    } catch {
      return none;
    }
  }

  function checkResponse(c: ConsoleCase, e: Expectation, res: Response, where: string): void {
    expect(res.statusCode, `no server error: ${where}`).toBeLessThan(500);
    expect([200, 301, 302, 400, 403, 404, 405, 413, 414, 429, 431], `status: ${where}`).toContain(res.statusCode);
    expect(res.headers['x-content-type-options'], `nosniff: ${where}`).toBe('nosniff');
    if (c.method === 'HEAD') expect(res.rawPayload.length, `HEAD has no body: ${where}`).toBe(0);
    else if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length']), where).toBe(res.rawPayload.length);
    const type = String(res.headers['content-type'] ?? '');
    const path = new URL(c.url, 'http://localhost').pathname;
    // The body: an HTML page, a redirect, a CSV export, or one of the pipeline's documented refusals in JSON.
    if (type === 'application/json') {
      expect([400, 413, 414, 431], `a JSON answer is a documented refusal: ${where}`).toContain(res.statusCode);
      if (c.method !== 'HEAD') expect(Object.keys(JSON.parse(res.body) as object), where).toEqual(['detail']);
    } else if (type === 'text/csv; charset=utf-8') {
      expect(res.statusCode, where).toBe(200);
      expect(path, `CSV only from an export: ${where}`).toMatch(/\/export\/$/);
      expect(e.role, `CSV only for the signed-in: ${where}`).toBeDefined();
    } else if (type === 'text/html') {
      expect(res.statusCode, `Django's 404 page: ${where}`).toBe(404);
    } else {
      expect(type, `HTML: ${where}`).toBe('text/html; charset=utf-8');
    }
    if (res.statusCode === 301 || res.statusCode === 302) {
      const location = String(res.headers.location ?? '');
      // A path of this site: never another host (//, /\), a scheme, or a header broken by CR/LF.
      expect(location, `Location: ${where}`).toMatch(/^\/(?![/\\])[^\s]*$/);
      expect(location.split('?')[0], `Location: ${where}`).not.toContain('\\');
      // A console redirect stays in the console, as a browser resolves it (dot segments, %2e included).
      if (res.statusCode === 302) {
        expect(new URL(location, 'http://localhost').pathname, `a console redirect stays in the console: ${where}`).toMatch(/^\/admin\//);
      }
    }
    if (res.statusCode === 405) expect(res.headers.allow, `405 has Allow: ${where}`).toMatch(/^(GET, HEAD|POST|GET, HEAD, POST)$/);
    if (type === 'text/html; charset=utf-8' && res.statusCode !== 301) {
      expect(res.headers['cache-control'], `never cached: ${where}`).toContain('no-store');
      if (res.statusCode !== 302) expect(res.headers['content-security-policy'], `CSP: ${where}`).toContain("script-src 'self'");
    }
    // Cookies: only the console's two, each HttpOnly and SameSite=Lax.
    const set = res.headers['set-cookie'];
    for (const line of set === undefined ? [] : Array.isArray(set) ? set : [set]) {
      const [pair, ...attributes] = line.split('; ');
      const name = pair.slice(0, pair.indexOf('='));
      expect(['sessionid', 'csrftoken'], `Set-Cookie name: ${line} for ${where}`).toContain(name);
      expect(attributes, `HttpOnly: ${line} for ${where}`).toContain('HttpOnly');
      expect(attributes, `SameSite=Lax: ${line} for ${where}`).toContain('SameSite=Lax');
      if (name === 'csrftoken') {
        expect(pair, where).toMatch(/^csrftoken=[0-9a-f]{64}$/);
        expect(attributes, where).toContain('Path=/admin/');
      }
    }
    if (type.startsWith('text/html') && c.method !== 'HEAD') {
      const found = UNESCAPED.exec(res.body);
      expect(found ? res.body.slice(Math.max(0, found.index - 200), found.index + 200) : null, `unescaped markup: ${where}`).toBeNull();
      // A page's forms carry the session's own token (or the login form's), never another session's.
      const own = new Set([
        e.role && live.sessions.get(e.role)?.csrf,
        e.loginCookie,
        ...[set ?? []].flat().map((l) => /^csrftoken=([0-9a-f]{64})/.exec(l)?.[1]),
      ]);
      for (const m of res.body.matchAll(/name="csrfmiddlewaretoken" value="([^"]*)"/g))
        expect(own.has(m[1]), `another token on the page: ${where}`).toBe(true);
      if (res.statusCode === 200 && e.role === undefined)
        expect(res.body, `an anonymous 200 is the login page: ${where}`).toContain('<title>Log in |');
      if (e.role === 'viewer') {
        expect(res.body, `a viewer gets no Save: ${where}`).not.toContain('<button type="submit">Save</button>');
        expect(res.body, `a viewer gets no delete: ${where}`).not.toContain('Yes, I’m sure');
        expect(res.body, `a viewer gets no marking: ${where}`).not.toContain('Mark as submitted');
      }
    }
  }

  /** Sends a case and checks the answer and what it did to the database. */
  async function exercise(c: ConsoleCase): Promise<void> {
    await ensureSessions();
    Object.assign(live, c.encoding !== 'none' && c.method === 'POST' ? await rowFor(c.url) : { version: 'no-row', shown: {} });
    const sent = assemble(c, live);
    const e = expectationOf(c, sent, live);
    const writer = e.sessionForm && (e.role === 'admin' || e.role === 'manager');
    // A request that may not write is checked cheaply on PGlite, which only this app uses: every
    // write takes a transaction id (and SELECT txid_current() takes one itself), so two reads
    // of the counter around it are one apart. On a PostgreSQL server, whose counter every
    // database moves, and for the forms that may write, the tables are compared.
    const exact = e.sessionForm || e.loginForm || kind !== 'pglite';
    const known = lastAfter;
    lastAfter = undefined;
    const before = exact ? (known ?? (await snapshot(t.db))) : undefined;
    const xid = exact ? 0n : await transactionId();
    logged.length = 0;
    const t0 = performance.now();
    const res = await t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: sent.headers,
      payload: sent.body,
      remoteAddress: c.remote,
    });
    const ms = performance.now() - t0;
    figures.requests++;
    figures.statuses.set(res.statusCode, (figures.statuses.get(res.statusCode) ?? 0) + 1);
    if (ms > figures.slowest.ms) figures.slowest = { ms, request: describeCase(c) };
    const where = `${res.statusCode} ${JSON.stringify(res.body.slice(0, 200))} for ${describeCase(c)}`;
    if (res.statusCode >= 500) throw new Error(`server error ${where}\nlogged: ${logged.join('\n').slice(0, 3000)}`);
    checkResponse(c, e, res, where);
    await checkSessionCookies(e, res, where);
    if (!before) {
      const xidAfter = await transactionId();
      expect(xidAfter - xid, `writes nothing (${e.role ?? 'anonymous'}, no form with its token): ${where}`).toBe(1n);
      return;
    }
    const after = (lastAfter = await snapshot(t.db));
    const changed = changedTables(before.tables, after.tables);
    if (changed.includes('sessions')) await dropEndedSessions();
    // What a request may change: nothing, unless it is a form with its token from this site.
    const allowed = new Set<string>();
    if (e.sessionForm) allowed.add('sessions'); // a logout (a viewer's too)
    if (e.loginForm) ['sessions', 'login_throttles'].forEach((x) => allowed.add(x));
    if (writer) [...ROW_TABLES, 'audit_log', 'table_versions'].forEach((x) => allowed.add(x));
    expect(
      changed.filter((x) => !allowed.has(x)),
      `changes only what its session, token and role allow (${e.role ?? 'anonymous'}, session form ${e.sessionForm}, login form ${e.loginForm}): ${where}`,
    ).toEqual([]);
    if (!writer) return;
    // A write: one audit entry per row changed, naming it, its user and an action its table allows; after a redirect only.
    const rowChanges: string[] = [];
    let auditMax = 0n;
    for (const key of new Set([...before.rows.keys(), ...after.rows.keys()])) {
      if (key.startsWith('audit_log#')) {
        if (before.rows.has(key)) {
          expect(after.rows.get(key), `an audit entry never changes: ${where}`).toBe(before.rows.get(key));
          auditMax = BigInt(key.slice('audit_log#'.length)) > auditMax ? BigInt(key.slice('audit_log#'.length)) : auditMax;
        }
        continue;
      }
      const action = !before.rows.has(key)
        ? 'add'
        : !after.rows.has(key)
          ? 'delete'
          : before.rows.get(key) !== after.rows.get(key)
            ? 'change'
            : undefined;
      if (action) rowChanges.push(`${key} ${action}`);
    }
    const entries = changed.includes('audit_log')
      ? await t.db.rows<AuditRow>(
          sql`SELECT id::text AS id, username, action, table_name, object_id, changes::text AS changes FROM audit_log WHERE id > ${String(auditMax)}::bigint ORDER BY id`,
        )
      : [];
    expect(
      entries.map((a) => `${a.table_name}#${a.object_id} ${a.action}`).sort(),
      `one audit entry per row changed (rows changed: ${JSON.stringify(rowChanges)}): ${where}`,
    ).toEqual(rowChanges.sort());
    if (rowChanges.length) {
      figures.writes++;
      expect([302], `a write answers with a redirect: ${where}`).toContain(res.statusCode);
    }
    for (const a of entries) {
      expect(a.username, `the audit names the user: ${where}`).toBe(USERNAME[e.role!]);
      expect(TABLE_BY_NAME.get(a.table_name)?.may[a.action], `${a.table_name} allows ${a.action}: ${where}`).toBe(true);
      // A change names only the fields that changed: each one's [old, new] differ.
      const unchanged = Object.entries(JSON.parse(a.changes) as Record<string, [unknown, unknown]>).filter(
        ([, [before, after]]) => JSON.stringify(before) === JSON.stringify(after),
      );
      if (a.action === 'change') expect(unchanged, `the audit's changes are changes (${a.changes}): ${where}`).toEqual([]);
    }
  }

  /** A sessionid set is a new live session (never the one sent: no fixation); one cleared is gone. */
  async function checkSessionCookies(e: Expectation, res: Response, where: string): Promise<void> {
    // A sessionid set is a new live session (never the one sent: no fixation); one cleared is gone.
    for (const line of [res.headers['set-cookie'] ?? []].flat()) {
      const m = /^sessionid=([^;]*)/.exec(line);
      if (!m) continue;
      if (line.includes('Max-Age=0')) {
        expect(res.statusCode, where).toBe(200);
        if (e.sessionCookie) expect(await sessionExists(e.sessionCookie), `logged out: ${where}`).toBe(false);
      } else {
        expect(m[1], where).toMatch(/^[0-9a-f]{64}$/);
        expect(m[1], `a new session: ${where}`).not.toBe(e.sessionCookie);
        expect(await sessionExists(m[1]), `a live session: ${where}`).toBe(true);
        expect(e.loginForm, `a session only from the login form: ${where}`).toBe(true);
      }
    }
  }

  async function transactionId(): Promise<bigint> {
    return BigInt((await t.db.rows<{ x: string }>(sql`SELECT txid_current()::text AS x`))[0].x);
  }

  async function sessionExists(key: string): Promise<boolean> {
    const [row] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE key_hash = ${sha256(key)}`);
    return row.n > 0;
  }

  /** A property over `cases`, the rows seeded again every `every` requests (writes and deletes use them up). */
  async function fuzz(cases: fc.Arbitrary<ConsoleCase>, runSeed: number, numRuns: number, every: number): Promise<void> {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        if (n++ % every === 0) {
          lastAfter = undefined;
          await t.reset();
          await seed();
        }
        await exercise(c);
      }),
      { seed: runSeed, numRuns },
    );
    // The console still answers.
    await ensureSessions();
    const home = await t.app.inject({ method: 'GET', url: '/admin/', headers: { cookie: `sessionid=${live.sessions.get('admin')!.key}` } });
    expect(home.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin/login/' })).statusCode).toBe(200);
  }

  it('answers any method, path and query on the console, signed in as any role or not, without a server error, a stray write or unescaped markup', async () => {
    await fuzz(pageCase, fuzzSeed, runs(200), 250);
  }, 600_000);

  it("answers every table's forms with hostile fields, tokens, origins and content types: rows change only with session, token and role, one audit entry each", async () => {
    await fuzz(formCase, fuzzSeed + 1, runs(250), 50);
  }, 600_000);

  it('deletes rows of every table as a browser confirms it: each row deleted has its audit entry, and only rows its table lets go', async () => {
    await fuzz(deleteCase, fuzzSeed + 3, runs(100), 30);
  }, 600_000);

  it('answers the login and logout forms with any Cookie header: only sessionid and csrftoken are set, HttpOnly and SameSite=Lax, nothing written without the token', async () => {
    await fuzz(loginCase, fuzzSeed + 2, runs(240), 120);
  }, 600_000);
});
