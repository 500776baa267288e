// The HTTP contract of design.md §1 beyond the 117 recorded exchanges (transcripts.test.ts
// replays those): headers on every kind of answer, 405 for every method Node parses, HEAD,
// OPTIONS, the content-negotiation matrix, request bodies and their errors, APPEND_SLASH
// redirects and Django's 404 page, output escaping, and byte-exact wire-format snapshots.
// Real databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), fixed clock, no mocks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Response } from 'light-my-request';
import type { Database } from '../../src/store/connect.js';
import { feedbackSubmissions, managers, mentees, mentoringRelations, mentors } from '../../src/store/schema.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { databaseKinds, type DatabaseKind } from '../support/database.js';
import { stateOf } from '../support/fuzz.js';
import { insertCourses, insertSmartGoals } from '../support/fixtures.js';

// ---------------------------------------------------------------------------------------
// The four collections and what the contract says about each.

const ALLOW_WRITABLE = 'GET, POST, HEAD, OPTIONS';
const ALLOW_READ_ONLY = 'GET, HEAD, OPTIONS';

interface PathInfo {
  path: string;
  allow: string;
  /** The DRF view name: OPTIONS `name` and the browsable page's title. */
  name: string;
  /** For the two collections that accept POST. */
  post?: { table: string; valid: string; required: string };
}

const SMART_GOALS: PathInfo = {
  path: '/smart-goals/',
  allow: ALLOW_WRITABLE,
  name: 'Smart Goal List',
  post: {
    table: 'smart_goals',
    valid: '{"input":"I want to learn Python and speak up in meetings."}',
    required: '{"input":["This field is required."]}',
  },
};
const COURSES: PathInfo = {
  path: '/courses/',
  allow: ALLOW_WRITABLE,
  name: 'Course List',
  post: {
    table: 'courses',
    valid: '{"title":"Contract course","code":42,"gsheet_name":"CC"}',
    required: '{"title":["This field is required."],"code":["This field is required."],"gsheet_name":["This field is required."]}',
  },
};
const PRE_LEAD_STATUSES: PathInfo = { path: '/pre-lead-statuses/', allow: ALLOW_READ_ONLY, name: 'Pre Lead Status List' };
const FEEDBACKS_NEEDED: PathInfo = { path: '/feedbacks_needed/', allow: ALLOW_READ_ONLY, name: 'Feedbacks Needed' };

const PATHS: PathInfo[] = [SMART_GOALS, COURSES, PRE_LEAD_STATUSES, FEEDBACKS_NEEDED];
const WRITABLE = PATHS.filter((p) => p.post);

const BODY_LIMIT = 1024 * 1024;
const NOT_FOUND_PAGE =
  '\n<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n' +
  '  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n';

// ---------------------------------------------------------------------------------------
// Fixture data: the same rows on every engine.

/**
 * A small feedback programme, "today" being 2026-11-22 in Europe/Prague (the fixed clock).
 * Rounds (migration data): Chemistry +14 days, Mid Program +90, Final +180.
 */
async function insertFeedbackProgramme(db: Database): Promise<void> {
  await db.orm.insert(managers).values([
    { id: 1, firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.org' },
    { id: 2, firstName: 'Karel', lastName: 'Černý', email: 'karel@example.org' },
  ]);
  await db.orm.insert(mentors).values([
    { id: 1, firstName: 'Petr', lastName: 'Svoboda', email: 'petr@example.org' },
    { id: 2, firstName: 'Ølaf', lastName: 'Berg', email: 'olaf@example.org' },
    { id: 3, firstName: 'Ivana', lastName: 'Horáková', email: 'ivana@example.org' },
  ]);
  await db.orm.insert(mentees).values([
    { id: 1, firstName: 'Anna', lastName: 'Dvořák', email: 'anna@example.org' },
    { id: 2, firstName: 'Tomáš', lastName: 'Král', email: 'tomas@example.org' },
    { id: 3, firstName: 'Eva', lastName: 'Malá', email: 'eva@example.org' },
    { id: 4, firstName: 'Жанна', lastName: 'Ли', email: 'zhanna@example.org' },
    { id: 5, firstName: 'Olga', lastName: 'Nová', email: 'olga@example.org' },
  ]);
  await db.orm.insert(mentoringRelations).values([
    // All three rounds due; the mentee's Chemistry was submitted.
    { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: '2026-05-01' },
    // Chemistry due 2026-10-15.
    { id: 2, mentorId: 2, menteeId: 2, managerId: 1, status: 'matched', startDate: '2026-10-01' },
    // Not matched: owes nothing.
    { id: 3, mentorId: 1, menteeId: 3, managerId: 1, status: 'pending', startDate: '2026-01-01' },
    // Mentee 2's earlier Chemistry (2026-09-15, Karel) wins over relation 2's.
    { id: 4, mentorId: 1, menteeId: 2, managerId: 2, status: 'matched', startDate: '2026-09-01' },
    // Mentor 2's Chemistry ties with relation 2 (2026-10-15): the lower relation id (Jana) wins.
    { id: 5, mentorId: 2, menteeId: 3, managerId: 2, status: 'matched', startDate: '2026-10-01' },
    // Chemistry due exactly today: owed.
    { id: 6, mentorId: 3, menteeId: 4, managerId: 1, status: 'matched', startDate: '2026-11-08' },
    // Chemistry due tomorrow: not yet owed.
    { id: 7, mentorId: 3, menteeId: 5, managerId: 2, status: 'matched', startDate: '2026-11-09' },
  ]);
  await db.orm
    .insert(feedbackSubmissions)
    .values([{ id: 1, relationId: 1, roundId: 1, role: 'mentee', submittedAt: '2026-05-20T08:00:00Z' }]);
}

const EXPECTED_FEEDBACKS_NEEDED = [
  ['mentee', 1, 'Anna Dvořák', 'Mid Program', 'Jana', '2026-07-30'],
  ['mentee', 1, 'Anna Dvořák', 'Final', 'Jana', '2026-10-28'],
  ['mentee', 2, 'Tomáš Král', 'Chemistry', 'Karel', '2026-09-15'],
  ['mentee', 3, 'Eva Malá', 'Chemistry', 'Karel', '2026-10-15'],
  ['mentee', 4, 'Жанна Ли', 'Chemistry', 'Jana', '2026-11-22'],
  ['mentor', 1, 'Petr Svoboda', 'Chemistry', 'Jana', '2026-05-15'],
  ['mentor', 1, 'Petr Svoboda', 'Mid Program', 'Jana', '2026-07-30'],
  ['mentor', 1, 'Petr Svoboda', 'Final', 'Jana', '2026-10-28'],
  ['mentor', 2, 'Ølaf Berg', 'Chemistry', 'Jana', '2026-10-15'],
  ['mentor', 3, 'Ivana Horáková', 'Chemistry', 'Jana', '2026-11-22'],
].map(([role, model_id, full_name, title, manager, due_date]) => ({
  role,
  model_id,
  full_name,
  title,
  manager,
  due_date,
  mr_status: 'matched',
}));

async function seed(db: Database): Promise<void> {
  await insertSmartGoals(db, 3);
  await insertCourses(db, 2);
  await insertFeedbackProgramme(db);
}

async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------
// Requests and the checks every answer of the four collections must pass.

interface Req {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

function send(t: TestApp, r: Req): Promise<Response> {
  return t.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers ?? {}, payload: r.payload });
}

type Rendering = 'json' | 'html';

/** design §1 "headers": the collection headers, exact Content-Type, true Content-Length, no cookie. */
function expectCollectionHeaders(res: Response, p: PathInfo, rendering: Rendering): void {
  expect(res.headers['content-type']).toBe(rendering === 'json' ? 'application/json' : 'text/html; charset=utf-8');
  expect(res.headers.vary).toBe('Accept');
  expect(res.headers.allow).toBe(p.allow);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
}

const oversized = (bytes = BODY_LIMIT + 1) => Buffer.alloc(bytes, 0x20);
const json = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...extra });
const detail = (text: string) => JSON.stringify({ detail: text });
const methodNotAllowed = (method: string) => detail(`Method "${method}" not allowed.`);
const NOT_FOUND_JSON = '{"detail":"Not found."}';
const NOT_ACCEPTABLE = '{"detail":"Could not satisfy the request Accept header."}';

interface AnswerCase extends Req {
  name: string;
  status: number;
  rendering: Rendering;
}

/** One request for every kind of answer a collection gives. */
function answerCases(p: PathInfo): AnswerCase[] {
  const cases: AnswerCase[] = [
    { name: '200 GET (JSON)', method: 'GET', url: p.path, status: 200, rendering: 'json' },
    { name: '200 GET ?format=api (HTML)', method: 'GET', url: `${p.path}?format=api`, status: 200, rendering: 'html' },
    {
      name: '200 GET Accept: text/html (HTML)',
      method: 'GET',
      url: p.path,
      headers: { accept: 'text/html' },
      status: 200,
      rendering: 'html',
    },
    { name: '200 OPTIONS (JSON)', method: 'OPTIONS', url: p.path, status: 200, rendering: 'json' },
    { name: '200 OPTIONS ?format=api (HTML)', method: 'OPTIONS', url: `${p.path}?format=api`, status: 200, rendering: 'html' },
    { name: '404 GET ?format=xml', method: 'GET', url: `${p.path}?format=xml`, status: 404, rendering: 'json' },
    { name: '405 PUT', method: 'PUT', url: p.path, headers: json(), payload: '{}', status: 405, rendering: 'json' },
    { name: '405 DELETE ?format=api (HTML)', method: 'DELETE', url: `${p.path}?format=api`, status: 405, rendering: 'html' },
    {
      name: '406 GET Accept: application/xml',
      method: 'GET',
      url: p.path,
      headers: { accept: 'application/xml' },
      status: 406,
      rendering: 'json',
    },
  ];
  if (p.post) {
    cases.push(
      { name: '201 POST JSON', method: 'POST', url: p.path, headers: json(), payload: p.post.valid, status: 201, rendering: 'json' },
      {
        name: '201 POST ?format=api (HTML)',
        method: 'POST',
        url: `${p.path}?format=api`,
        headers: json(),
        payload: p.post.valid,
        status: 201,
        rendering: 'html',
      },
      { name: '400 POST {}', method: 'POST', url: p.path, headers: json(), payload: '{}', status: 400, rendering: 'json' },
      { name: '400 POST malformed JSON', method: 'POST', url: p.path, headers: json(), payload: '{', status: 400, rendering: 'json' },
      {
        name: '400 POST {} ?format=api (HTML)',
        method: 'POST',
        url: `${p.path}?format=api`,
        headers: json(),
        payload: '{}',
        status: 400,
        rendering: 'html',
      },
      {
        name: '415 POST text/plain',
        method: 'POST',
        url: p.path,
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
        status: 415,
        rendering: 'json',
      },
      { name: '413 POST over 1 MiB', method: 'POST', url: p.path, headers: json(), payload: oversized(), status: 413, rendering: 'json' },
    );
  } else {
    cases.push(
      { name: '405 POST', method: 'POST', url: p.path, headers: json(), payload: '{}', status: 405, rendering: 'json' },
      {
        name: '405 POST ?format=api (HTML)',
        method: 'POST',
        url: `${p.path}?format=api`,
        headers: json(),
        payload: '{}',
        status: 405,
        rendering: 'html',
      },
    );
  }
  return cases;
}

// ---------------------------------------------------------------------------------------

describe.each(databaseKinds())('HTTP contract on %s', (kind: DatabaseKind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  // Every test starts from the fixture data. Most of them only read (OPTIONS, HEAD, the
  // 405s, the negotiation matrix): the reset and the seed, which took three quarters of the
  // file's time, run again only when the database's fingerprint (every table's rows, every
  // sequence: stateOf in test/support/fuzz.ts) is no longer the one the last seed left.
  let seeded: string | undefined;
  beforeEach(async () => {
    if (seeded !== undefined && (await stateOf(t.db)) === seeded) return;
    await t.reset();
    await seed(t.db);
    seeded = await stateOf(t.db);
  });

  describe('headers on every answer of the four collections', () => {
    for (const p of PATHS) {
      for (const c of answerCases(p)) {
        it(`${p.path} ${c.name}: security headers, Vary, Allow, exact Content-Type and Content-Length, no Set-Cookie`, async () => {
          const res = await send(t, c);
          expect(res.statusCode).toBe(c.status);
          expectCollectionHeaders(res, p, c.rendering);
          if (c.rendering === 'html') expect(res.body).toMatch(/^<!DOCTYPE html>/);
          else expect(() => JSON.parse(res.body)).not.toThrow();
        });
      }
    }
  });

  describe('405 for every method the collection does not allow', () => {
    const ODD_METHODS = ['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'PURGE', 'LOCK', 'SEARCH', 'MKCOL', 'UNLOCK', 'M-SEARCH'];
    for (const p of PATHS) {
      const refused = p.post ? ODD_METHODS : [...ODD_METHODS, 'POST'];
      for (const method of refused) {
        it(`${method} ${p.path} → 405 {"detail":"Method \\"${method}\\" not allowed."} with Allow`, async () => {
          const res = await send(t, { method, url: p.path });
          expect(res.statusCode).toBe(405);
          expect(res.body).toBe(methodNotAllowed(method));
          expectCollectionHeaders(res, p, 'json');
        });
      }

      for (const method of p.post ? ['PUT', 'PATCH', 'DELETE'] : ['POST', 'PUT', 'PATCH', 'DELETE']) {
        it(`${method} ${p.path} with a malformed JSON body → 405 (decided before the body is read)`, async () => {
          const res = await send(t, { method, url: p.path, headers: json(), payload: '{"input": ' });
          expect(res.statusCode).toBe(405);
          expect(res.body).toBe(methodNotAllowed(method));
          expectCollectionHeaders(res, p, 'json');
        });

        it(`${method} ${p.path} with multipart lacking a boundary → 405, not a parse error`, async () => {
          const res = await send(t, { method, url: p.path, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
          expect(res.statusCode).toBe(405);
          expect(res.body).toBe(methodNotAllowed(method));
        });

        it(`${method} ${p.path} with an unsupported Content-Type text/plain → 405, not 415`, async () => {
          const res = await send(t, { method, url: p.path, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
          expect(res.statusCode).toBe(405);
          expect(res.body).toBe(methodNotAllowed(method));
        });
      }

      it(`DELETE ${p.path}?format=xml → 404 {"detail":"Not found."} (negotiation runs before the method check)`, async () => {
        const res = await send(t, { method: 'DELETE', url: `${p.path}?format=xml` });
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(NOT_FOUND_JSON);
        expectCollectionHeaders(res, p, 'json');
      });

      it(`PUT ${p.path} with Accept: application/xml → 406 (negotiation runs before the method check)`, async () => {
        const res = await send(t, { method: 'PUT', url: p.path, headers: json({ accept: 'application/xml' }), payload: '{}' });
        expect(res.statusCode).toBe(406);
        expect(res.body).toBe(NOT_ACCEPTABLE);
        expectCollectionHeaders(res, p, 'json');
      });

      it(`PATCH ${p.path}?format=api → 405 rendered as the HTML page`, async () => {
        const res = await send(t, { method: 'PATCH', url: `${p.path}?format=api` });
        expect(res.statusCode).toBe(405);
        expectCollectionHeaders(res, p, 'html');
        expect(res.body).toContain('HTTP 405 Method Not Allowed');
        expect(res.body).toContain('Method \\&quot;PATCH\\&quot; not allowed.');
      });

      // DRF answers 405 for any method outside GET/POST/HEAD/OPTIONS, whatever it carries
      // (Fastify alone would demand a Content-Type on QUERY first).
      it(`QUERY ${p.path} without a Content-Type → 405 like any other unknown method`, async () => {
        const res = await send(t, { method: 'QUERY', url: p.path });
        expect(res.statusCode).toBe(405);
        expect(res.body).toBe(methodNotAllowed('QUERY'));
      });

      it(`QUERY ${p.path} with a JSON Content-Type → 405`, async () => {
        const res = await send(t, { method: 'QUERY', url: p.path, headers: json(), payload: '{' });
        expect(res.statusCode).toBe(405);
        expect(res.body).toBe(methodNotAllowed('QUERY'));
      });

      // The method is refused before the body or its Content-Type is looked at.
      it(`PUT ${p.path} with an unparsable Content-Type ("foo") → 405, the body never looked at`, async () => {
        const res = await send(t, { method: 'PUT', url: p.path, headers: { 'content-type': 'foo' }, payload: '{}' });
        expect(res.statusCode).toBe(405);
        expect(res.body).toBe(methodNotAllowed('PUT'));
      });

      // DRF never reads the body of a refused method: 405, and 413 only for bodies a view reads.
      it(`PUT ${p.path} with a body over 1 MiB → 405, not 413 (the body is never read)`, async () => {
        const res = await send(t, { method: 'PUT', url: p.path, headers: json(), payload: oversized() });
        expect(res.statusCode).toBe(405);
        expect(res.body).toBe(methodNotAllowed('PUT'));
      });

      it(`PROPFIND ${p.path} with a body over 1 MiB → 405`, async () => {
        const res = await send(t, { method: 'PROPFIND', url: p.path, headers: json(), payload: oversized() });
        expect(res.statusCode).toBe(405);
        expect(res.body).toBe(methodNotAllowed('PROPFIND'));
      });
    }

    for (const p of WRITABLE) {
      it(`a refused method on ${p.path} stores nothing`, async () => {
        const before = await countRows(t.db, p.post!.table);
        for (const method of ['PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
          const res = await send(t, { method, url: p.path, headers: json(), payload: p.post!.valid });
          expect(res.statusCode).toBe(405);
        }
        expect(await countRows(t.db, p.post!.table)).toBe(before);
      });
    }
  });

  describe('HEAD answers with the headers of the GET and no body', () => {
    for (const p of PATHS) {
      for (const [label, url, headers] of [
        ['JSON', p.path, {}],
        ['?format=api', `${p.path}?format=api`, {}],
        ['Accept: text/html', p.path, { accept: 'text/html' }],
        ['Accept: application/json; indent=4', p.path, { accept: 'application/json; indent=4' }],
        ['?format=xml (404)', `${p.path}?format=xml`, {}],
        ['Accept: application/xml (406)', p.path, { accept: 'application/xml' }],
      ] as [string, string, Record<string, string>][]) {
        it(`HEAD ${p.path} ${label}: same status and headers as GET, Content-Length included, empty body`, async () => {
          const get = await send(t, { method: 'GET', url, headers });
          const head = await send(t, { method: 'HEAD', url, headers });
          expect(head.statusCode).toBe(get.statusCode);
          expect(head.body).toBe('');
          expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
          // X-Request-Id is each request's own (test/pipeline/request-id.test.ts).
          const { date: _d1, 'x-request-id': id1, ...getHeaders } = get.headers;
          const { date: _d2, 'x-request-id': id2, ...headHeaders } = head.headers;
          expect(id1).toBeDefined();
          expect(id2).not.toBe(id1);
          if (get.headers['content-type'] === 'application/json') {
            expect(headHeaders).toEqual(getHeaders);
          } else {
            // The browsable page names the request's method (as DRF's does), so a HEAD page
            // is one byte longer than the GET page; every other header is the GET's.
            expect({ ...headHeaders, 'content-length': undefined }).toEqual({ ...getHeaders, 'content-length': undefined });
          }
        });
      }
    }
  });

  describe('OPTIONS', () => {
    for (const p of PATHS) {
      it(`OPTIONS ${p.path}: name, description, renders, parses${p.post ? ', POST actions' : ', no actions'}`, async () => {
        const res = await send(t, { method: 'OPTIONS', url: p.path });
        expect(res.statusCode).toBe(200);
        expectCollectionHeaders(res, p, 'json');
        const body = JSON.parse(res.body);
        expect(Object.keys(body)).toEqual(
          p.post ? ['name', 'description', 'renders', 'parses', 'actions'] : ['name', 'description', 'renders', 'parses'],
        );
        expect(body.name).toBe(p.name);
        expect(body.renders).toEqual(['application/json', 'text/html']);
        expect(body.parses).toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
        if (p.post) expect(Object.keys(body.actions)).toEqual(['POST']);
        // No cache headers on OPTIONS, not even on /pre-lead-statuses/.
        expect(res.headers['cache-control']).toBeUndefined();
        expect(res.headers.expires).toBeUndefined();
      });

      it(`OPTIONS ${p.path}?format=api → the HTML page showing the same metadata`, async () => {
        const res = await send(t, { method: 'OPTIONS', url: `${p.path}?format=api` });
        expect(res.statusCode).toBe(200);
        expectCollectionHeaders(res, p, 'html');
        expect(res.body).toContain(`<title>${p.name} – `);
        expect(res.body).toContain('&quot;renders&quot;');
      });

      it(`OPTIONS ${p.path} ignores a malformed body`, async () => {
        const res = await send(t, { method: 'OPTIONS', url: p.path, headers: json(), payload: '{' });
        expect(res.statusCode).toBe(200);
        expect(JSON.parse(res.body).name).toBe(p.name);
      });
    }
  });

  describe('content negotiation', () => {
    type Outcome = { json: number | null } | 'html' | 406 | 404;
    const compact: Outcome = { json: null };
    const MATRIX: [string, { accept?: string; query?: string }, Outcome][] = [
      ['no Accept header → JSON', {}, compact],
      ['Accept: */* → JSON', { accept: '*/*' }, compact],
      ['Accept: application/json → JSON', { accept: 'application/json' }, compact],
      ['Accept: application/* → JSON', { accept: 'application/*' }, compact],
      ['Accept: text/html → HTML', { accept: 'text/html' }, 'html'],
      ['Accept: text/* → HTML', { accept: 'text/*' }, 'html'],
      [
        'Accept: text/html, application/json → JSON (same specificity, JSON renderer first)',
        { accept: 'text/html, application/json' },
        compact,
      ],
      [
        'Accept: application/json;q=0.1, text/html;q=1 → JSON (q-values ignored)',
        { accept: 'application/json;q=0.1, text/html;q=1' },
        compact,
      ],
      ['Accept: text/html;q=0.1, */* → HTML (the more specific type wins)', { accept: 'text/html;q=0.1, */*' }, 'html'],
      ['Accept: application/xml, */* → JSON through */*', { accept: 'application/xml, */*' }, compact],
      ['Accept: Application/JSON → JSON (case-insensitive)', { accept: 'Application/JSON' }, compact],
      ['Accept: application/json; indent=2 → 2-space indent', { accept: 'application/json; indent=2' }, { json: 2 }],
      ['Accept: application/json; indent=99 → clamped to 8', { accept: 'application/json; indent=99' }, { json: 8 }],
      ['Accept: application/json; indent=-3 → clamped to 0, compact', { accept: 'application/json; indent=-3' }, compact],
      ['Accept: application/json; indent=0 → compact', { accept: 'application/json; indent=0' }, compact],
      ['Accept: application/json; indent=abc → compact', { accept: 'application/json; indent=abc' }, compact],
      [
        'Accept: application/json; indent=<4301 digits> → Python int() refuses it, compact',
        { accept: `application/json; indent=${'1'.repeat(4301)}` },
        compact,
      ],
      ['Accept: application/json; indent=" 3 " → Python int(): 3', { accept: 'application/json; indent=" 3 "' }, { json: 3 }],
      ['Accept: */*; indent=4 → JSON indented by 4', { accept: '*/*; indent=4' }, { json: 4 }],
      [
        'Accept: text/html, application/json; indent=2 → JSON (parameters make it more specific)',
        { accept: 'text/html, application/json; indent=2' },
        { json: 2 },
      ],
      ['empty Accept header → 406', { accept: '' }, 406],
      ['Accept: application/xml → 406', { accept: 'application/xml' }, 406],
      ['Accept: image/png, text/plain → 406', { accept: 'image/png, text/plain' }, 406],
      ['?format= (empty) → ignored, JSON', { query: 'format=' }, compact],
      ['?format=json → JSON', { query: 'format=json' }, compact],
      ['?format=api → HTML', { query: 'format=api' }, 'html'],
      ['?format=json&format=api → last wins, HTML', { query: 'format=json&format=api' }, 'html'],
      ['?format=api&format=json → last wins, JSON', { query: 'format=api&format=json' }, compact],
      ['?format=JSON → 404 (formats are case-sensitive)', { query: 'format=JSON' }, 404],
      ['?format=xml → 404', { query: 'format=xml' }, 404],
      [
        '?format=json with Accept: text/html → 406 (only JSON is left and it does not match)',
        { query: 'format=json', accept: 'text/html' },
        406,
      ],
      ['?format=api with Accept: application/json → 406', { query: 'format=api', accept: 'application/json' }, 406],
      ['?format=api with Accept: */* → HTML', { query: 'format=api', accept: '*/*' }, 'html'],
      [
        '?format=json with Accept: application/json; indent=4 → JSON indented by 4',
        { query: 'format=json', accept: 'application/json; indent=4' },
        { json: 4 },
      ],
      [
        '?format=xml with Accept: application/xml → 404 (the format is checked first)',
        { query: 'format=xml', accept: 'application/xml' },
        404,
      ],
    ];

    for (const p of PATHS) {
      for (const [name, { accept, query }, outcome] of MATRIX) {
        it(`GET ${p.path} ${name}`, async () => {
          const headers: Record<string, string> = accept === undefined ? {} : { accept };
          const res = await send(t, { method: 'GET', url: query === undefined ? p.path : `${p.path}?${query}`, headers });
          if (outcome === 'html') {
            expect(res.statusCode).toBe(200);
            expectCollectionHeaders(res, p, 'html');
            expect(res.body).toContain(`<title>${p.name} – `);
          } else if (outcome === 406) {
            expect(res.statusCode).toBe(406);
            expectCollectionHeaders(res, p, 'json');
            expect(res.body).toBe(NOT_ACCEPTABLE);
          } else if (outcome === 404) {
            expect(res.statusCode).toBe(404);
            expectCollectionHeaders(res, p, 'json');
            expect(res.body).toBe(NOT_FOUND_JSON);
          } else {
            expect(res.statusCode).toBe(200);
            // Still exactly "application/json": the indent parameter never reaches the response.
            expectCollectionHeaders(res, p, 'json');
            const data = JSON.parse(res.body);
            expect(res.body).toBe(outcome.json === null ? JSON.stringify(data) : JSON.stringify(data, null, outcome.json));
          }
        });
      }
    }
  });

  describe('request bodies on POST', () => {
    interface BodyCase {
      name: string;
      headers: Record<string, string>;
      payload?: string | Buffer;
      status: number;
      /** Exact body, or a function of the path for per-path messages. */
      body?: string | ((p: PathInfo) => string);
    }
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const CASES: BodyCase[] = [
      {
        name: 'Content-Type: text/plain; charset=utf-8 → 415 quoting the whole header',
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        payload: 'hello',
        status: 415,
        body: detail('Unsupported media type "text/plain; charset=utf-8" in request.'),
      },
      {
        name: 'Content-Type: application/xml → 415',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
        status: 415,
        body: detail('Unsupported media type "application/xml" in request.'),
      },
      {
        name: 'a body with no Content-Type → 415 quoting ""',
        headers: {},
        payload: '{"input":"x"}',
        status: 415,
        body: detail('Unsupported media type "" in request.'),
      },
      {
        name: 'an empty body with Content-Type text/plain → 400 required errors (nothing to parse)',
        headers: { 'content-type': 'text/plain' },
        status: 400,
        body: (p) => p.post!.required,
      },
      { name: 'an empty body with no Content-Type → 400 required errors', headers: {}, status: 400, body: (p) => p.post!.required },
      { name: 'an empty JSON body → {} → 400 required errors', headers: json(), status: 400, body: (p) => p.post!.required },
      {
        name: 'an empty urlencoded body → 400 required errors',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        status: 400,
        body: (p) => p.post!.required,
      },
      {
        name: 'JSON null → {"non_field_errors":["No data provided"]}',
        headers: json(),
        payload: 'null',
        status: 400,
        body: '{"non_field_errors":["No data provided"]}',
      },
      {
        name: 'JSON 123 → Expected a dictionary, but got int.',
        headers: json(),
        payload: '123',
        status: 400,
        body: '{"non_field_errors":["Invalid data. Expected a dictionary, but got int."]}',
      },
      {
        name: 'JSON 1.5 → Expected a dictionary, but got float.',
        headers: json(),
        payload: '1.5',
        status: 400,
        body: '{"non_field_errors":["Invalid data. Expected a dictionary, but got float."]}',
      },
      {
        name: 'JSON true → Expected a dictionary, but got bool.',
        headers: json(),
        payload: 'true',
        status: 400,
        body: '{"non_field_errors":["Invalid data. Expected a dictionary, but got bool."]}',
      },
      {
        name: 'invalid UTF-8 (0xff) → the codec error',
        headers: json(),
        payload: Buffer.from([0xff, 0x7b, 0x7d]),
        status: 400,
        body: detail("JSON parse error - 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"),
      },
      {
        name: 'NaN → the strict-constant error',
        headers: json(),
        payload: '{"input": NaN}',
        status: 400,
        body: detail("JSON parse error - Out of range float values are not JSON compliant: 'NaN'"),
      },
      {
        name: '-Infinity → the strict-constant error',
        headers: json(),
        payload: '[-Infinity]',
        status: 400,
        body: detail("JSON parse error - Out of range float values are not JSON compliant: '-Infinity'"),
      },
      {
        name: 'trailing data → Extra data',
        headers: json(),
        payload: '{} {}',
        status: 400,
        body: detail('JSON parse error - Extra data: line 1 column 4 (char 3)'),
      },
      {
        name: '1001-deep nesting → 400 nesting depth exceeded',
        headers: json(),
        payload: deep(1001),
        status: 400,
        body: detail('JSON parse error - maximum nesting depth exceeded'),
      },
      {
        name: '1000-deep nesting is still parsed (then refused as a list)',
        headers: json(),
        payload: deep(1000),
        status: 400,
        body: '{"non_field_errors":["Invalid data. Expected a dictionary, but got list."]}',
      },
      {
        name: 'multipart without a boundary → 400 Invalid boundary',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'x',
        status: 400,
        body: detail('Multipart form parse error - Invalid boundary in multipart: None'),
      },
      {
        name: 'a body over 1 MiB → 413 in {"detail": …} shape',
        headers: json(),
        payload: oversized(),
        status: 413,
        body: detail(`Request body is larger than ${BODY_LIMIT} bytes.`),
      },
      {
        name: 'a form body over 1 MiB → 413',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: Buffer.alloc(BODY_LIMIT + 100, 0x61),
        status: 413,
        body: detail(`Request body is larger than ${BODY_LIMIT} bytes.`),
      },
      {
        name: 'Content-Type: application/json; charset=utf-8 → accepted',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: 'VALID',
        status: 201,
      },
      {
        name: 'Content-Type: APPLICATION/JSON → accepted (case-insensitive)',
        headers: { 'content-type': 'APPLICATION/JSON' },
        payload: 'VALID',
        status: 201,
      },
      { name: 'a valid body padded with whitespace to exactly 1 MiB → accepted', headers: json(), payload: 'VALID_1MIB', status: 201 },
    ];

    for (const p of WRITABLE) {
      for (const c of CASES) {
        it(`POST ${p.path} ${c.name}${c.status === 201 ? '' : '; nothing stored'}`, async () => {
          let payload = c.payload;
          if (payload === 'VALID') payload = p.post!.valid;
          if (payload === 'VALID_1MIB') payload = p.post!.valid + ' '.repeat(BODY_LIMIT - Buffer.byteLength(p.post!.valid));
          const before = await countRows(t.db, p.post!.table);
          const res = await send(t, { method: 'POST', url: p.path, headers: c.headers, payload });
          expect(res.statusCode).toBe(c.status);
          expectCollectionHeaders(res, p, 'json');
          if (c.body !== undefined) expect(res.body).toBe(typeof c.body === 'function' ? c.body(p) : c.body);
          expect(await countRows(t.db, p.post!.table)).toBe(c.status === 201 ? before + 1 : before);
        });
      }

      // DRF quotes the header whole, even one that is not a media type at all.
      for (const contentType of ['foo', '', 'application/json, text/plain']) {
        it(`POST ${p.path} with Content-Type ${JSON.stringify(contentType)} → 415 quoting the header as DRF does`, async () => {
          const res = await send(t, { method: 'POST', url: p.path, headers: { 'content-type': contentType }, payload: p.post!.valid });
          expect(res.statusCode).toBe(415);
          expect(res.body).toBe(detail(`Unsupported media type "${contentType}" in request.`));
        });
      }
    }
  });

  describe('paths that are not collections', () => {
    const UNKNOWN = [
      '/',
      '/nope/',
      '/nope',
      '/smart-goals/1/',
      '/smart-goals/extra',
      '/SMART-GOALS/',
      '/SMART-GOALS',
      '/courses//',
      '/static/x.css',
      '/feedbacks-needed/',
      '/pre-lead-statuses/x/',
      // Paths that do not percent-decode (Fastify would answer its own 400 here).
      '/%zz',
      '/smart-goals/%zz',
      '/%ff/',
      '/smart-goals%',
    ];
    for (const url of UNKNOWN) {
      for (const method of ['GET', 'POST', 'DELETE', 'HEAD']) {
        it(`${method} ${url} → Django's 179-byte HTML 404 page`, async () => {
          const res = await send(t, {
            method,
            url,
            headers: method === 'POST' ? json() : {},
            payload: method === 'POST' ? '{' : undefined,
          });
          expect(res.statusCode).toBe(404);
          expect(res.headers['content-type']).toBe('text/html');
          expect(res.headers['content-length']).toBe('179');
          expect(res.body).toBe(method === 'HEAD' ? '' : NOT_FOUND_PAGE);
          expect(res.headers['x-frame-options']).toBe('DENY');
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['referrer-policy']).toBe('same-origin');
          expect(res.headers.allow).toBeUndefined();
          expect(res.headers.vary).toBeUndefined();
          expect(res.headers['set-cookie']).toBeUndefined();
        });
      }
    }

    it('the 404 page is 179 bytes', () => {
      expect(Buffer.byteLength(NOT_FOUND_PAGE)).toBe(179);
    });

    for (const p of PATHS) {
      const bare = p.path.slice(0, -1);
      for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'PUT']) {
        it(`${method} ${bare} → 301 to ${p.path}, empty body`, async () => {
          const res = await send(t, {
            method,
            url: bare,
            headers: method === 'POST' || method === 'PUT' ? json() : {},
            payload: method === 'POST' || method === 'PUT' ? '{' : undefined,
          });
          expect(res.statusCode).toBe(301);
          expect(res.headers.location).toBe(p.path);
          expect(res.body).toBe('');
          expect(res.headers['content-length']).toBe('0');
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['referrer-policy']).toBe('same-origin');
          expect(res.headers['x-frame-options']).toBe('DENY'); // docs/decisions.md: present on the redirect too
          expect(res.headers.allow).toBeUndefined();
          expect(res.headers.vary).toBeUndefined();
          expect(res.headers['set-cookie']).toBeUndefined();
        });
      }

      it(`GET ${bare}?a=1&b=%20 → 301 keeping the query as sent`, async () => {
        const res = await send(t, { method: 'GET', url: `${bare}?a=1&b=%20` });
        expect(res.statusCode).toBe(301);
        expect(res.headers.location).toBe(`${p.path}?a=1&b=%20`);
      });

      it(`GET ${bare}?format=xml → 301 (the redirect comes before negotiation)`, async () => {
        const res = await send(t, { method: 'GET', url: `${bare}?format=xml` });
        expect(res.statusCode).toBe(301);
        expect(res.headers.location).toBe(`${p.path}?format=xml`);
      });

      it(`GET ${bare} with Accept: application/xml → 301, not 406`, async () => {
        const res = await send(t, { method: 'GET', url: bare, headers: { accept: 'application/xml' } });
        expect(res.statusCode).toBe(301);
      });
    }
  });

  describe('output escaping', () => {
    const INPUT = 'Plan\u2028line\u2029é Ж 😀 end';
    const ESCAPED = 'Plan\\u2028line\\u2029é Ж 😀 end';

    it('POST /smart-goals/: U+2028/U+2029 come back as \\u2028/\\u2029, é Ж 😀 as raw UTF-8', async () => {
      const res = await send(t, { method: 'POST', url: '/smart-goals/', headers: json(), payload: JSON.stringify({ input: INPUT }) });
      expect(res.statusCode).toBe(201);
      expectCollectionHeaders(res, SMART_GOALS, 'json');
      expect(res.body).toContain(`"input":"${ESCAPED}"`);
      expect(res.body).not.toMatch(/[\u2028\u2029]/);
      expect(res.body).not.toMatch(/\\u00e9|\\u0416|\\ud83d/i);
      expect(res.rawPayload.includes(Buffer.from('é Ж 😀', 'utf8'))).toBe(true);
      expect(JSON.parse(res.body).input).toBe(INPUT);
    });

    it('GET /smart-goals/ after that POST shows the same escaping, compact and indented', async () => {
      await send(t, { method: 'POST', url: '/smart-goals/', headers: json(), payload: JSON.stringify({ input: INPUT }) });
      for (const accept of ['application/json', 'application/json; indent=2']) {
        const res = await send(t, { method: 'GET', url: '/smart-goals/?limit=1', headers: { accept } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(ESCAPED);
        expect(res.body).not.toMatch(/[\u2028\u2029]/);
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
      }
    });

    it('a form-encoded POST /smart-goals/ keeps non-ASCII percent-encoded UTF-8 raw in the answer', async () => {
      const res = await send(t, {
        method: 'POST',
        url: '/smart-goals/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `input=${encodeURIComponent(INPUT)}`,
      });
      expect(res.statusCode).toBe(201);
      expect(res.body).toContain(`"input":"${ESCAPED}"`);
    });

    it('POST /courses/ with a non-ASCII title answers raw UTF-8 and a byte-correct Content-Length', async () => {
      const res = await send(t, {
        method: 'POST',
        url: '/courses/',
        headers: json(),
        payload: JSON.stringify({ title: 'Kurz é\u2028Ж 😀', code: 7, gsheet_name: 'Ж' }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.body).toContain('"title":"Kurz é\\u2028Ж 😀"');
      expect(res.body).toContain('"gsheet_name":"Ж"');
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
      expect(Buffer.byteLength(res.body)).toBeGreaterThan(res.body.length);
    });
  });

  describe('collection contents with the fixture data', () => {
    it('GET /feedbacks_needed/ follows design §5 (earliest due wins, ties to the lower relation, due today included, mentees first)', async () => {
      const res = await send(t, { method: 'GET', url: '/feedbacks_needed/' });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual(EXPECTED_FEEDBACKS_NEEDED);
      expect(Object.keys(JSON.parse(res.body)[0])).toEqual(['role', 'model_id', 'full_name', 'title', 'manager', 'due_date', 'mr_status']);
    });

    it('GET /pre-lead-statuses/ carries a day of cache lifetime from the fixed clock', async () => {
      const res = await send(t, { method: 'GET', url: '/pre-lead-statuses/' });
      expect(res.headers['cache-control']).toBe('max-age=86400');
      expect(res.headers.expires).toBe('Mon, 23 Nov 2026 04:10:29 GMT');
    });

    it('errors on /pre-lead-statuses/ carry no cache headers', async () => {
      for (const r of [
        { method: 'GET', url: '/pre-lead-statuses/?format=xml' },
        { method: 'GET', url: '/pre-lead-statuses/', headers: { accept: 'application/xml' } },
        { method: 'DELETE', url: '/pre-lead-statuses/' },
      ]) {
        const res = await send(t, r);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.headers['cache-control']).toBeUndefined();
        expect(res.headers.expires).toBeUndefined();
      }
    });
  });
});

// ---------------------------------------------------------------------------------------
// Byte-exact wire format, one snapshot per request whatever the engine: every engine must
// answer the same text, and that text is what the snapshot holds.

describe('wire format snapshots', () => {
  const apps: { kind: DatabaseKind; t: TestApp }[] = [];

  beforeAll(async () => {
    for (const kind of databaseKinds()) {
      const t = await createTestApp(kind);
      await seed(t.db);
      apps.push({ kind, t });
    }
  });
  afterAll(async () => {
    for (const { t } of apps) await t.close();
  });

  /** The same request on every engine: status and body must agree; returns pglite's. */
  async function onEveryEngine(r: Req): Promise<Response> {
    const responses = [];
    for (const { t } of apps) responses.push(await send(t, r));
    for (const res of responses.slice(1)) {
      expect(res.statusCode).toBe(responses[0].statusCode);
      expect(res.body).toBe(responses[0].body);
    }
    return responses[0];
  }

  for (const p of PATHS) {
    it(`GET ${p.path} with fixture data`, async () => {
      const res = await onEveryEngine({ method: 'GET', url: p.path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatchSnapshot(`GET ${p.path}`);
    });

    it(`OPTIONS ${p.path}`, async () => {
      const res = await onEveryEngine({ method: 'OPTIONS', url: p.path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatchSnapshot(`OPTIONS ${p.path}`);
    });

    it(`error bodies of ${p.path}: 404 format, 405, 406`, async () => {
      const notFound = await onEveryEngine({ method: 'GET', url: `${p.path}?format=xml` });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.body).toMatchSnapshot(`404 GET ${p.path}?format=xml`);
      const notAllowed = await onEveryEngine({ method: 'PUT', url: p.path, headers: json(), payload: '{}' });
      expect(notAllowed.statusCode).toBe(405);
      expect(notAllowed.body).toMatchSnapshot(`405 PUT ${p.path}`);
      const notAcceptable = await onEveryEngine({ method: 'GET', url: p.path, headers: { accept: 'application/xml' } });
      expect(notAcceptable.statusCode).toBe(406);
      expect(notAcceptable.body).toMatchSnapshot(`406 GET ${p.path}`);
    });
  }

  it('GET /smart-goals/ page links with fixture data', async () => {
    const res = await onEveryEngine({ method: 'GET', url: '/smart-goals/?limit=1&offset=1', headers: { host: 'api.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchSnapshot('GET /smart-goals/?limit=1&offset=1');
  });

  it('GET /courses/ indented by Accept: application/json; indent=2', async () => {
    const res = await onEveryEngine({ method: 'GET', url: '/courses/', headers: { accept: 'application/json; indent=2' } });
    expect(res.body).toMatchSnapshot('GET /courses/ indent=2');
  });

  it('400 validation bodies of POST /smart-goals/', async () => {
    for (const [name, payload] of [
      ['{}', '{}'],
      ['blank input', '{"input":"  \\t "}'],
      ['null input', '{"input":null}'],
      ['list input', '{"input":["a"]}'],
      ['NUL in input', '{"input":"a\\u0000b"}'],
      ['read-only keys only', '{"id":5,"output":"x","input_tokens":1}'],
    ]) {
      const res = await onEveryEngine({ method: 'POST', url: '/smart-goals/', headers: json(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchSnapshot(`400 POST /smart-goals/ ${name}`);
    }
  });

  it('400 validation bodies of POST /courses/', async () => {
    for (const [name, payload] of [
      ['{}', '{}'],
      [
        'every field wrong',
        JSON.stringify({
          title: '',
          code: 'abc',
          gsheet_name: 'g'.repeat(101),
          date_w1: 'yesterday',
          date_w2: '2026-03-29T02:30:00',
          date_w3: 5,
          event_w1: 'e'.repeat(256),
          event_w2: null,
          recording_w1: 'ftp://example.org/x',
          recording_w2: 'not a url',
          recording_w3: 'https://' + 'x'.repeat(200) + '.org',
          deactivated: 'maybe',
        }),
      ],
      ['code out of range', '{"title":"T","code":2147483648,"gsheet_name":"G"}'],
      ['code 1.5 and blank strings', '{"title":"   ","code":1.5,"gsheet_name":""}'],
    ]) {
      const res = await onEveryEngine({ method: 'POST', url: '/courses/', headers: json(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchSnapshot(`400 POST /courses/ ${name}`);
    }
  });

  it('body-level error bodies of POST: 400 parse errors, 413, 415', async () => {
    for (const p of WRITABLE) {
      for (const [name, headers, payload, status] of [
        ['malformed JSON', json(), '{"input": ', 400],
        ['JSON list', json(), '[1, 2]', 400],
        ['multipart without boundary', { 'content-type': 'multipart/form-data' }, 'x', 400],
        ['415 text/plain', { 'content-type': 'text/plain' }, 'hello', 415],
        ['415 no Content-Type', {}, 'hello', 415],
        ['413 over 1 MiB', json(), oversized(), 413],
      ] as [string, Record<string, string>, string | Buffer, number][]) {
        const res = await onEveryEngine({ method: 'POST', url: p.path, headers, payload });
        expect(res.statusCode).toBe(status);
        expect(res.body).toMatchSnapshot(`POST ${p.path} ${name}`);
      }
    }
  });

  it("Django's 404 page for an unknown path", async () => {
    const res = await onEveryEngine({ method: 'GET', url: '/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchSnapshot('404 GET /nope/');
  });

  it('nothing was stored by the rejected POSTs', async () => {
    for (const { t } of apps) {
      expect(await countRows(t.db, 'smart_goals')).toBe(3);
      expect(await countRows(t.db, 'courses')).toBe(2);
    }
  });
});
