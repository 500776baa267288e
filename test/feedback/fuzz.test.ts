// Property-based test of the public pages (design §11): fast-check sends random requests to
// /feedback/{token}/ and /mail/unsubscribe/{token}/ — live, used, revoked, unknown and
// hostile tokens, paths without their slash or with a query, every method, form bodies with
// the page's CSRF field or a spoiled one and answers of every shape (valid, out of range,
// hostile, repeated, very long), other content types, cookies and Origin headers. For
// every request:
//   - no 5xx; a status the pages document (200; 400; 403 for a missing or spoiled CSRF field; 404, 405, 410, 413, 414, 415, 431);
//   - an HTML answer of these pages carries the public headers (no-store, no-referrer,
//     noindex, the strict CSP) and no markup from the input (`<script`, a handler attribute);
//   - a submission is recorded only by a POST to a live feedback link with its CSRF field,
//     answered 200, and then the link is used; an address is suppressed only by a POST to a
//     live unsubscribe link; every audit entry written names the form or the link, never a user.
// A failing case is shrunk by fast-check and printed as a request.
//
// FUZZ_SEED=<n> replays a run; FUZZ_SCALE=<k> multiplies the number of requests (default 1:
// 100 an engine, from 160 before, for the suite's time in CI, docs/decisions.md).
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/http/html-page.js';
import { newToken } from '../../src/store/repositories/feedback-invitations.js';
import { useTestApp, type TestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import { csrfIn, issueLink, owingProgramme, sentMail, Visitor } from '../support/feedback-links.js';
import { METHODS, nastyString, numberText, shortNastyString } from '../support/fuzz.js';

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const RUNS = 100 * SCALE;
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const DOCUMENTED = new Set([200, 400, 403, 404, 405, 410, 413, 414, 415, 431]);

type Target = 'live' | 'used' | 'revoked' | 'unknown' | 'hostile';
interface Case {
  page: 'feedback' | 'unsubscribe';
  target: Target;
  hostileToken: string;
  shape: 'slash' | 'no-slash' | 'query';
  query: string;
  method: string;
  csrf: 'page' | 'spoiled' | 'none';
  answers: [string, string][];
  contentType: string;
  extra: string;
  cookie: string;
  origin: string;
}

const answerValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('1', '3', '5', '0', '6', '') },
  { weight: 1, arbitrary: numberText },
  { weight: 1, arbitrary: shortNastyString },
  { weight: 1, arbitrary: nastyString },
);
const randomCase: fc.Arbitrary<Case> = fc.record({
  page: fc.constantFrom('feedback' as const, 'unsubscribe' as const),
  target: fc.constantFrom<Target>('live', 'live', 'used', 'revoked', 'unknown', 'hostile'),
  hostileToken: shortNastyString,
  shape: fc.constantFrom('slash' as const, 'slash' as const, 'no-slash' as const, 'query' as const),
  query: shortNastyString,
  method: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'POST') }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
  csrf: fc.constantFrom('page' as const, 'page' as const, 'spoiled' as const, 'none' as const),
  answers: fc.array(fc.tuple(fc.constantFrom('rating', 'rating', 'text', 'other', 'csrf'), answerValue), { maxLength: 4 }),
  contentType: fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-8',
    'multipart/form-data; boundary=x',
    'application/json',
    'text/plain',
    '',
  ),
  extra: fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: shortNastyString }),
  cookie: fc.constantFrom('', '', '', 'csrftoken=x', 'sessionid=x; sessionid=y', 'a'.repeat(5000)),
  origin: fc.constantFrom('', '', '', 'https://evil.example', 'null'),
});
/** A browser's own POST to a live link, its text answer random: the writes the rules allow. */
const browserPost: fc.Arbitrary<Case> = fc
  .tuple(fc.constantFrom('feedback' as const, 'unsubscribe' as const), fc.constantFrom('1', '4', '5'), shortNastyString)
  .map(([page, rating, text]) => ({
    page,
    target: 'live',
    hostileToken: '',
    shape: 'slash',
    query: '',
    method: 'POST',
    csrf: 'page',
    answers: [
      ['rating', rating],
      ['text', text],
    ],
    contentType: 'application/x-www-form-urlencoded',
    extra: '',
    cookie: '',
    origin: '',
  }));
const caseOf = fc.oneof({ weight: 5, arbitrary: randomCase }, { weight: 1, arbitrary: browserPost });

/** Percent-encoded as UTF-8 (a lone surrogate as U+FFFD, as a browser sends it). */
function encoded(s: string): string {
  return encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8'));
}

interface Counts {
  submissions: number;
  suppressions: number;
  audit: number;
}

async function counts(t: TestApp): Promise<Counts> {
  const [c] = await t.db.rows<Counts>(
    sql`SELECT (SELECT count(*)::int FROM feedback_submissions) AS submissions, (SELECT count(*)::int FROM mail_suppressions) AS suppressions,
               (SELECT count(*)::int FROM audit_log) AS audit`,
  );
  return c;
}

describe.each(databaseKinds())('the public pages under random requests on %s', (kind) => {
  const t = useTestApp(kind);
  let round = 0;
  let ids: { rating: number; text: number };
  let mailNo = 0;

  /** The programme and the round's questions (each test starts on an empty database). */
  async function seed() {
    round = (await owingProgramme(t.db)).chemistry;
    const questions = await t.db.rows<{ id: number; kind: string }>(
      sql`SELECT id, kind FROM feedback_questions WHERE round_id = ${round} AND role IN ('mentee', 'both') ORDER BY "order"`,
    );
    ids = { rating: questions.find((q) => q.kind === 'rating')!.id, text: questions.find((q) => q.kind === 'text')!.id };
  }

  /** A fresh live link of the page's kind: a feedback link (revoking the last), or a sent mail's unsubscribe link. */
  async function liveToken(page: Case['page']): Promise<string> {
    if (page === 'feedback') {
      await t.db.rows(sql`DELETE FROM feedback_submissions`);
      return (await issueLink(t.db, { relationId: 1, roundId: round, role: 'mentee' })).token;
    }
    return sentMail(t.db, `person.${++mailNo}@example.org`, `fuzz:${mailNo}`);
  }

  async function tokenFor(c: Case): Promise<string> {
    if (c.target === 'unknown') return newToken();
    if (c.target === 'hostile') return encoded(c.hostileToken);
    const token = await liveToken(c.page);
    if (c.page === 'feedback' && c.target === 'used') await t.db.rows(sql`UPDATE feedback_invitations SET used_at = now()`);
    if (c.page === 'feedback' && c.target === 'revoked') await liveToken('feedback'); // the new link revokes this one
    return token;
  }

  function bodyOf(c: Case, csrf: string | undefined): string {
    const form = new URLSearchParams();
    if (c.csrf === 'page' && csrf) form.append('csrf', csrf);
    if (c.csrf === 'spoiled') form.append('csrf', `${csrf ?? 'x'}x`);
    for (const [which, value] of c.answers) {
      const name = which === 'rating' ? `q${ids.rating}` : which === 'text' ? `q${ids.text}` : which === 'csrf' ? 'csrf' : 'q999999';
      form.append(name, value);
    }
    return form.toString() + c.extra;
  }

  it(`answers ${RUNS} random requests with documented statuses, the public headers, and writes only what a live link allows`, async () => {
    await seed();
    const seen = { recorded: 0, suppressed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(caseOf, async (c) => {
        const token = await tokenFor(c);
        const prefix = c.page === 'feedback' ? '/feedback/' : '/mail/unsubscribe/';
        const url = `${prefix}${token}${c.shape === 'no-slash' ? '' : '/'}${c.shape === 'query' ? `?${encoded(c.query)}=1` : ''}`;
        const visitor = new Visitor(t.app);
        const page = c.page === 'feedback' && c.target === 'live' ? await visitor.get(`${prefix}${token}/`) : undefined;
        const csrf = page && page.statusCode === 200 ? csrfIn(page.body) : undefined;
        const headers: Record<string, string> = {};
        if (c.contentType) headers['content-type'] = c.contentType;
        if (c.cookie) headers.cookie = c.cookie;
        if (c.origin) headers.origin = c.origin;
        const sendsBody = !['GET', 'HEAD', 'TRACE'].includes(c.method);
        const before = await counts(t);
        const res = await visitor.send({ method: c.method as 'GET', url, headers, payload: sendsBody ? bodyOf(c, csrf) : undefined });
        const after = await counts(t);

        expect(res.statusCode).toBeLessThan(500);
        expect(DOCUMENTED.has(res.statusCode), `status ${res.statusCode}`).toBe(true);
        if (String(res.headers['content-type'] ?? '').startsWith('text/html') && c.shape !== 'no-slash') {
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.headers['referrer-policy']).toBe('no-referrer');
          expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
          expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
          expect(res.body).not.toMatch(/<script|\son[a-z]+\s*=/i);
        }

        // A sent mail's unsubscribe link stays live (the feedback link's used and revoked states are the form's).
        const liveLink = c.target === 'live' || (c.page === 'unsubscribe' && (c.target === 'used' || c.target === 'revoked'));
        const live = liveLink && c.shape !== 'no-slash' && c.method === 'POST';
        const recorded = after.submissions - before.submissions;
        const suppressed = after.suppressions - before.suppressions;
        if (!(live && c.page === 'feedback' && csrf !== undefined && res.statusCode === 200)) expect(recorded).toBe(0);
        seen.suppressed += suppressed;
        if (res.statusCode >= 400) seen.refused++;
        if (recorded) {
          seen.recorded++;
          expect(recorded).toBe(1);
          const [link] = await t.db.rows<{ used: boolean }>(
            sql`SELECT used_at IS NOT NULL AS used FROM feedback_invitations ORDER BY id DESC LIMIT 1`,
          );
          expect(link.used).toBe(true);
        }
        if (!(live && c.page === 'unsubscribe')) expect(suppressed).toBe(0);
        const written = await t.db.rows<{ username: string; user_id: number | null }>(
          sql`SELECT username, user_id FROM audit_log ORDER BY id DESC LIMIT ${after.audit - before.audit}`,
        );
        for (const entry of after.audit > before.audit ? written : [])
          expect(['(feedback form)', '(unsubscribe link)']).toContain(entry.username);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
    // The run reached both writes and the refusals, not only one side of the rules.
    expect(seen.recorded).toBeGreaterThan(0);
    expect(seen.suppressed).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  }, 240_000);
});
