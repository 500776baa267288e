// The dashboard (design §10a, issue 32 item 7): the last twelve months' feedbacks by round
// and by manager (on time, late, still owed; share on time, median days late), relations
// started and goals written per month, from aggregate queries; each chart an SVG image with
// its title and description and a table of its figures. Every role may see it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastTwelveMonths } from '../../src/console/dashboard.js';
import { databaseKinds } from '../support/database.js';
import { useTestApp } from '../support/app.js';
import { addUser, Browser } from '../support/console.js';
import { insertManagers, insertMentees, insertMentors, insertRelations, insertSubmission } from '../support/programme.js';

/** The cells of a table's body rows, after the row's header: "header: cell | cell …". */
function tableRows(body: string, caption: string): string[] {
  const table = new RegExp(`<caption>\\s*${caption}\\s*</caption>([\\s\\S]*?)</table>`).exec(body)![1];
  return [...table.matchAll(/<tr>\s*<th scope="row">([^<]*)<\/th>([\s\S]*?)<\/tr>/g)].map(
    (m) => `${m[1].trim()}: ${[...m[2].matchAll(/<td>([^<]*)<\/td>/g)].map((c) => c[1].trim()).join(' | ')}`,
  );
}

describe('the twelve months', () => {
  it('end with this one, across a year', () => {
    expect(lastTwelveMonths('2026-11-22')).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(lastTwelveMonths('2026-01-05')[0]).toBe('2025-02');
  });
});

describe.each(databaseKinds())('dashboard on %s', (kind) => {
  const t = useTestApp(kind);

  /**
   * Today 2026-11-22 (Europe/Prague); the window 2025-12-01 … 2026-11-22. Rounds: Chemistry
   * +14 days, Mid Program +90, Final +180.
   * Relation 1 (Zoe, matched, 2026-06-01): Chemistry due 06-15 — mentee on time, mentor 5
   *   days late; Mid Program due 08-30 — mentee still owed (84 days), mentor on time; Final
   *   due 11-28, not yet.
   * Relation 2 (Adam, finished, 2026-09-01): Chemistry due 09-15 — mentee 10 days late,
   *   mentor still owed (68 days); Mid Program due 11-30, not yet.
   * Relation 3 (Adam, pending, 2026-10-01): owes nothing, started in October.
   * Relation 4 (Adam, cancelled, 2025-01-10): before the window.
   */
  async function programme() {
    await insertManagers(t.db, { id: 1, firstName: 'Zoe', lastName: 'Zeman' }, { id: 2, firstName: 'Adam', lastName: 'Adler' });
    const people = [1, 2, 3, 4].map((id) => ({ id, firstName: `P${id}`, lastName: 'Test' }));
    await insertMentors(t.db, ...people);
    await insertMentees(t.db, ...people);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, status: 'matched', startDate: '2026-06-01' },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 2, status: 'finished', startDate: '2026-09-01' },
      { id: 3, mentorId: 3, menteeId: 3, managerId: 2, status: 'pending', startDate: '2026-10-01' },
      { id: 4, mentorId: 4, menteeId: 4, managerId: 2, status: 'cancelled', startDate: '2025-01-10' },
    );
    await insertSubmission(t.db, { relationId: 1, round: 'Chemistry', role: 'mentee', submittedAt: '2026-06-14T10:00:00.000000Z' });
    await insertSubmission(t.db, { relationId: 1, round: 'Chemistry', role: 'mentor', submittedAt: '2026-06-20T10:00:00.000000Z' });
    // 22:30 UTC on the due day is 00:30 the next day in Prague: one day late.
    await insertSubmission(t.db, { relationId: 1, round: 'Mid Program', role: 'mentor', submittedAt: '2026-08-30T22:30:00.000000Z' });
    await insertSubmission(t.db, { relationId: 2, round: 'Chemistry', role: 'mentee', submittedAt: '2026-09-25T10:00:00.000000Z' });
    // Goals: two in November, one in January, one on 1 December in Prague (30 November in UTC), one before.
    await t.db.rows(sql`
      INSERT INTO smart_goals (created_at, input, output, input_tokens, output_tokens) VALUES
        ('2026-11-05T10:00:00Z', 'a', 'b', 1, 1), ('2026-11-06T10:00:00Z', 'a', 'b', 1, 1),
        ('2026-01-15T10:00:00Z', 'a', 'b', 1, 1), ('2025-11-30T23:30:00Z', 'a', 'b', 1, 1),
        ('2025-11-30T22:30:00Z', 'a', 'b', 1, 1)`);
  }

  it('shows the figures of a known programme in charts and tables', async () => {
    await programme();
    await addUser(t.db, 'vera', 'viewer');
    const b = await new Browser(t.app).signIn('vera');
    const home = await b.get('/admin/');
    expect(home.body).toContain('<a href="/admin/dashboard/">Dashboard</a>');
    const res = await b.get('/admin/dashboard/');
    expect(res.statusCode).toBe(200);
    const body = res.body;
    // Columns: due | on time | late | still owed | share on time | median days late.
    expect(tableRows(body, 'Feedback by round')).toEqual([
      'Chemistry: 4 | 1 | 2 | 1 | 25 % | 10',
      'Mid Program: 2 | 0 | 1 | 1 | 0 % | 42.5',
    ]);
    expect(tableRows(body, 'Feedback by manager')).toEqual(['Adam Adler: 2 | 0 | 1 | 1 | 0 % | 39', 'Zoe Zeman: 4 | 1 | 2 | 1 | 25 % | 5']);
    expect(body).toMatch(
      /<dt>Feedbacks due<\/dt>\s*<dd>6<\/dd>\s*<dt>Answered on time<\/dt>\s*<dd>17 %<\/dd>\s*<dt>Median days late<\/dt>\s*<dd>10<\/dd>/,
    );
    const relations = tableRows(body, 'Relations started per month');
    expect(relations).toHaveLength(12);
    expect(relations.filter((r) => !r.endsWith(': 0'))).toEqual(['2026-06: 1', '2026-09: 1', '2026-10: 1']);
    const goals = tableRows(body, 'Smart goals written per month');
    expect(goals.filter((r) => !r.endsWith(': 0'))).toEqual(['2025-12: 1', '2026-01: 1', '2026-11: 2']);

    // Four charts, each an image named by its title and described.
    const charts = [
      ...body.matchAll(
        /<svg[^>]*role="img"[^>]*aria-labelledby="([\w-]+)-title \1-desc"[^>]*>\s*<title id="\1-title">([^<]+)<\/title>\s*<desc id="\1-desc">([^<]+)<\/desc>/g,
      ),
    ];
    expect(charts.map((c) => c[2])).toEqual([
      'Feedback by round',
      'Feedback by manager',
      'Relations started per month',
      'Smart goals written per month',
    ]);
    expect(charts[0][3]).toContain('Chemistry: 4 due, 1 answered on time (25 %), 2 late, 1 still owed; median days late 10.');
    // No script, no style attribute (the strict CSP).
    expect(body).not.toMatch(/<script|style="/);
  });

  it('is a signed-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/dashboard/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/admin\/login\//);
  });

  it('answers an empty programme', async () => {
    await addUser(t.db, 'ana', 'manager');
    const res = await new Browser(t.app).signIn('ana').then((b) => b.get('/admin/dashboard/'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No feedback fell due.');
  });
});
