// The public feedback form through HTTP on a real database (design §11, issue 31 item 3):
// GET changes nothing; a valid POST records the answers once, audited, uses the link and
// takes the entry off /feedbacks_needed/ on this instance and another; a replay records
// nothing; bad answers come back with messages and nothing stored; the CSRF field is
// required; unknown, used, expired and revoked links get their pages (404/410, whom to ask);
// every answer carries the public pages' headers; odd tokens never answer 5xx; the
// per-address limit holds under a concurrent burst.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/http/html-page.js';
import { PUBLIC_PAGE_LIMIT } from '../../src/feedback/limit.js';
import { TEXT_ANSWER_LIMIT } from '../../src/feedback/answers.js';
import { createTestApp, useSecondInstance, useTestApp, type TestApp } from '../support/app.js';
import { logLines } from '../support/log-lines.js';
import { databaseKinds } from '../support/database.js';
import { csrfIn, issueLink, owingProgramme, tableState, Visitor } from '../support/feedback-links.js';
import type { LightMyRequestResponse } from 'fastify';

interface Question {
  id: number;
  kind: string;
}

async function questionsOf(t: TestApp, round: number): Promise<Question[]> {
  return t.db.rows<Question>(sql`SELECT id, kind FROM feedback_questions WHERE round_id = ${round} ORDER BY "order", id`);
}

async function owed(app: TestApp['app']): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/feedbacks_needed/' });
  expect(res.statusCode).toBe(200);
  return (JSON.parse(res.body) as { role: string; full_name: string; title: string }[]).map((e) => `${e.role} ${e.full_name} ${e.title}`);
}

function expectPublicHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
}

describe.each(databaseKinds())('the feedback form on %s', (kind) => {
  const t = useTestApp(kind);
  const b = useSecondInstance(t, { config: { allowedHosts: ['*'] } });

  async function opened() {
    const { chemistry } = await owingProgramme(t.db);
    const link = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentee' });
    const [rating, text] = await questionsOf(t, chemistry);
    return { chemistry, ...link, url: `/feedback/${link.token}/`, rating, text, visitor: new Visitor(t.app) };
  }

  it('GET shows the names, the round and its questions, and changes nothing however often it is opened', async () => {
    const { url, visitor, rating, text } = await opened();
    const before = await tableState(t.db);
    const first = await visitor.get(url);
    const second = await visitor.get(url);
    expect(await tableState(t.db)).toBe(before);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expectPublicHeaders(first);
    expect(first.body).toContain('Hello Anna');
    expect(first.body).toContain('with Petr');
    expect(first.body).toContain('Chemistry feedback');
    expect(first.body).toContain('How well does the match work for you so far?');
    for (const n of ['1', '2', '3', '4', '5'])
      expect(first.body).toMatch(new RegExp(`type="radio"\\s+name="q${rating.id}"\\s+id="q${rating.id}-${n}"\\s+value="${n}"`));
    expect(first.body).toContain(`name="q${rating.id}"`);
    expect(first.body).toMatch(new RegExp(`<textarea[^>]*name="q${text.id}"`));
    expect(first.body).toContain('(required)');
    expect(first.body).toContain('mailto:jana.1@example.org');
    expect(first.body).not.toContain("O'Brien");
    expect(first.body).not.toContain('Svoboda');
  });

  it('a valid POST records the answers once, audited as the form, uses the link, and the entry leaves /feedbacks_needed/ on both instances', async () => {
    const { url, visitor, rating, text, id } = await opened();
    expect(await owed(t.app)).toContain("mentee Anna O'Brien Chemistry");
    expect(await owed(b.app)).toContain("mentee Anna O'Brien Chemistry");
    const csrf = csrfIn((await visitor.get(url)).body);
    const res = await visitor.post(url, { csrf, [`q${rating.id}`]: '4', [`q${text.id}`]: '  More time together.  ', extra: 'ignored' });
    expect(res.statusCode).toBe(200);
    expectPublicHeaders(res);
    expect(res.body).toContain('Thank you, Anna');
    const rows = await t.db.rows<{ source: string; submitted_by_id: number | null; answers: unknown; role: string }>(
      sql`SELECT source, submitted_by_id, answers, role FROM feedback_submissions`,
    );
    expect(rows).toEqual([
      {
        source: 'form',
        submitted_by_id: null,
        role: 'mentee',
        answers: [
          { question_id: rating.id, value: '4' },
          { question_id: text.id, value: 'More time together.' },
        ],
      },
    ]);
    const audit = await t.db.rows<{ user_id: number | null; username: string; action: string; table_name: string }>(
      sql`SELECT user_id, username, action, table_name FROM audit_log`,
    );
    expect(audit).toEqual([{ user_id: null, username: '(feedback form)', action: 'add', table_name: 'feedback_submissions' }]);
    const [link] = await t.db.rows<{ used: boolean }>(sql`SELECT used_at IS NOT NULL AS used FROM feedback_invitations WHERE id = ${id}`);
    expect(link.used).toBe(true);
    expect(await owed(t.app)).not.toContain("mentee Anna O'Brien Chemistry");
    expect(await owed(b.app)).not.toContain("mentee Anna O'Brien Chemistry");
    expect(await owed(t.app)).toContain('mentor Petr Svoboda Chemistry');
  });

  it('a form served by one instance is taken by the other (the CSRF field needs no per-process secret)', async () => {
    const { url, rating } = await opened();
    const onA = new Visitor(t.app);
    const csrf = csrfIn((await onA.get(url)).body);
    const res = await new Visitor(b.app).post(url, { csrf, [`q${rating.id}`]: '5' });
    expect(res.statusCode).toBe(200);
    expect(await owed(t.app)).not.toContain("mentee Anna O'Brien Chemistry");
  });

  it('a replayed POST, one after the other or at once, records nothing more and says it was already received', async () => {
    const { url, visitor, rating } = await opened();
    const csrf = csrfIn((await visitor.get(url)).body);
    const fields = { csrf, [`q${rating.id}`]: '3' };
    const [one, two] = await Promise.all([visitor.post(url, fields), visitor.post(url, fields)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 410]);
    const again = await visitor.post(url, fields);
    expect(again.statusCode).toBe(410);
    expectPublicHeaders(again);
    expect(again.body).toContain('already received on 2026-11-22');
    expect(again.body).toContain('mailto:jana.1@example.org');
    const [count] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM feedback_submissions`);
    expect(count.n).toBe(1);
    const [audits] = await t.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`);
    expect(audits.n).toBe(1);
    expect((await visitor.get(url)).statusCode).toBe(410);
  });

  it('bad answers come back with a message beside each question, what was typed kept, the first focused, and nothing stored', async () => {
    const { url, visitor, rating, text, chemistry } = await opened();
    await t.db.rows(
      sql`INSERT INTO feedback_questions (round_id, role, "order", kind, text, choices, required)
          VALUES (${chemistry}, 'mentee', 3, 'choice', 'How often do you meet?', ${'Weekly\nMonthly'}, true)`,
    );
    const [choice] = await t.db.rows<{ id: number }>(sql`SELECT max(id) AS id FROM feedback_questions`);
    const csrf = csrfIn((await visitor.get(url)).body);
    const before = await tableState(t.db);
    const long = 'x'.repeat(TEXT_ANSWER_LIMIT + 1);
    const res = await visitor.post(url, { csrf, [`q${rating.id}`]: '7', [`q${text.id}`]: long, [`q${choice.id}`]: 'Daily' });
    expect(res.statusCode).toBe(400);
    expectPublicHeaders(res);
    expect(res.body).toContain('Choose a number from 1 to 5.');
    expect(res.body).toContain('Please keep this to 5,000 characters (it has 5,001).');
    expect(res.body).toContain('Choose one of the options.');
    expect(res.body).toContain('3 answers need your attention');
    expect(res.body).toContain(`>\n${long}</textarea>`);
    expect(res.body).toMatch(new RegExp(`id="q${rating.id}-1"[^>]*aria-invalid="true"[^>]*autofocus`));
    expect(res.body).toContain(`aria-describedby="q${text.id}-error"`);
    expect(await tableState(t.db)).toBe(before);

    // A required question left blank, a kept choice, a rating given twice.
    const blank = await visitor.post(url, { csrf, [`q${text.id}`]: 'fine', [`q${choice.id}`]: 'Monthly' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Please answer this question.');
    expect(blank.body).toMatch(/value="Monthly"\s+checked/);
    const twice = await visitor.post(url, { csrf, [`q${rating.id}`]: ['2', '3'], [`q${choice.id}`]: 'Weekly' });
    expect(twice.body).toContain('Give one answer only.');
    expect(await tableState(t.db)).toBe(before);
  });

  it('refuses a POST without the CSRF field, with another link’s, or from another site: 403, nothing stored', async () => {
    const { url, visitor, rating, chemistry } = await opened();
    const other = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentor' });
    const otherCsrf = csrfIn((await visitor.get(`/feedback/${other.token}/`)).body);
    const csrf = csrfIn((await visitor.get(url)).body);
    const before = await tableState(t.db);
    for (const res of [
      await visitor.post(url, { [`q${rating.id}`]: '4' }),
      await visitor.post(url, { csrf: '', [`q${rating.id}`]: '4' }),
      await visitor.post(url, { csrf: otherCsrf, [`q${rating.id}`]: '4' }),
      await visitor.post(url, { csrf: csrf.slice(1), [`q${rating.id}`]: '4' }),
      await visitor.post(url, { csrf, [`q${rating.id}`]: '4' }, { origin: 'https://evil.example' }),
      await visitor.send({ method: 'POST', url, payload: JSON.stringify({ csrf }), headers: { 'content-type': 'application/json' } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expectPublicHeaders(res);
      expect(res.body).toContain('Nothing was saved');
    }
    expect(await tableState(t.db)).toBe(before);
  });

  it('answers an unknown link 404, a used one 410 with its date, an expired and a revoked one 410, each saying whom to ask', async () => {
    const { chemistry } = await owingProgramme(t.db);
    const visitor = new Visitor(t.app);
    const unknown = await visitor.get('/feedback/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/');
    expect(unknown.statusCode).toBe(404);
    expectPublicHeaders(unknown);
    expect(unknown.body).toContain('programme team');

    const expired = await issueLink(
      t.db,
      { relationId: 1, roundId: chemistry, role: 'mentor' },
      { expiresAt: '2026-11-01T22:59:59.999999Z' },
    );
    const exp = await visitor.get(`/feedback/${expired.token}/`);
    expect(exp.statusCode).toBe(410);
    expect(exp.body).toContain('valid until 2026-11-01');
    expect(exp.body).toContain('Jana (<a href="mailto:jana.1@example.org">');

    const old = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentee' });
    const fresh = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentee' });
    const revoked = await visitor.get(`/feedback/${old.token}/`);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain('A newer link was sent');
    expect(revoked.body.replace(/\s+/g, ' ')).toContain('Use the link in the latest mail, or ask Jana');
    expectPublicHeaders(revoked);
    // The revoked link's POST records nothing either.
    const csrf = csrfIn((await visitor.get(`/feedback/${fresh.token}/`)).body);
    expect((await visitor.post(`/feedback/${old.token}/`, { csrf })).statusCode).toBe(410);

    // Marked as submitted in the console meanwhile: the live link says it was received.
    await t.db.rows(
      sql`INSERT INTO feedback_submissions (relation_id, round_id, role, submitted_at) VALUES (1, ${chemistry}, 'mentee', '2026-11-20T10:00:00Z')`,
    );
    const answered = await visitor.get(`/feedback/${fresh.token}/`);
    expect(answered.statusCode).toBe(410);
    expect(answered.body).toContain('already received on 2026-11-20');
  });

  it('never answers 5xx to an odd token, and every answer has the public headers', async () => {
    const odd = [
      '/feedback/',
      '/feedback/x/',
      '/feedback/%zz/',
      '/feedback/%00/',
      `/feedback/${'A'.repeat(10_000)}/`,
      '/feedback/a%2Fb/',
      '/feedback/a/b/',
      '/feedback/%E2%9C%93/',
      '/feedback/..%2F..%2Fadmin/',
      "/feedback/'%20OR%201=1--/",
      '/feedback/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/?x=%zz',
      '/feedback/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ];
    for (const url of odd) {
      const visitor = new Visitor(t.app);
      for (const method of ['GET', 'POST', 'PUT'] as const) {
        const res = await visitor.send({ method, url, payload: method === 'GET' ? undefined : 'csrf=x' });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        if (url.startsWith('/feedback/') && url.endsWith('/')) expectPublicHeaders(res);
      }
    }
    const put = await new Visitor(t.app).send({ method: 'PUT', url: '/feedback/x/' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
  });

  it(`limits each client address to ${PUBLIC_PAGE_LIMIT} requests a minute, under a concurrent burst across two instances`, async () => {
    const { url } = await opened();
    const visitor = new Visitor(t.app);
    const onB = new Visitor(b.app, visitor.address);
    const burst = await Promise.all(Array.from({ length: PUBLIC_PAGE_LIMIT + 10 }, (_, i) => (i % 2 ? onB : visitor).get(url)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PUBLIC_PAGE_LIMIT);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(10);
    expectPublicHeaders(refused[0]);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back; the first is again a minute later.
    expect((await new Visitor(t.app).get(url)).statusCode).toBe(200);
    t.clock.set(t.clock.nowMicros() + 61_000_000n);
    expect((await visitor.get(url)).statusCode).toBe(200);
    expect((await onB.get(url)).statusCode).toBe(200);
  });

  it('refuses a body over its limit with a 413 page, nothing stored', async () => {
    const { url, visitor, rating } = await opened();
    const csrf = csrfIn((await visitor.get(url)).body);
    const before = await tableState(t.db);
    const res = await visitor.post(url, { csrf, [`q${rating.id}`]: '4', pad: 'x'.repeat(300_000) });
    expect(res.statusCode).toBe(413);
    expectPublicHeaders(res);
    expect(await tableState(t.db)).toBe(before);
  });
});

describe('the feedback form’s access log', () => {
  it('writes the path pattern, never the token', async () => {
    const { lines, stream } = logLines();
    const t = await createTestApp('pglite', { logger: { level: 'info', stream } });
    try {
      const { chemistry } = await owingProgramme(t.db);
      const { token } = await issueLink(t.db, { relationId: 1, roundId: chemistry, role: 'mentee' });
      const visitor = new Visitor(t.app);
      expect((await visitor.get(`/feedback/${token}/?utm=x`)).statusCode).toBe(200);
      expect((await visitor.post(`/feedback/${token}/`, { csrf: 'x' })).statusCode).toBe(403);
      expect((await visitor.get(`/mail/unsubscribe/${token}/`)).statusCode).toBe(404);
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests.map((l) => l.url)).toEqual(['/feedback/{token}/', '/feedback/{token}/', '/mail/unsubscribe/{token}/']);
      expect(JSON.stringify(lines)).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
