// /feedbacks_needed/ through HTTP on small programmes (design §5): one entry per matched
// relation × round × role due on or before today in TIME_ZONE and not submitted; one per
// (role, person, title), the earliest due date winning, ties to the lower relation id;
// mentees then mentors, by person id, then round order.
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/app.js';
import { databaseKinds } from '../support/database.js';
import {
  addDays,
  insertManagers,
  insertMentees,
  insertMentors,
  insertRelations,
  insertSubmission,
  startForDue,
  type Role,
  type RoundTitle,
} from '../support/programme.js';

const FIELDS = ['role', 'model_id', 'full_name', 'title', 'manager', 'due_date', 'mr_status'];
/** "Today" at the test clock (2026-11-22T04:10:29Z = 05:10 in Prague). */
const TODAY = '2026-11-22';

interface Entry {
  role: Role;
  model_id: number;
  full_name: string;
  title: RoundTitle;
  manager: string;
  due_date: string;
  mr_status: string;
}

/** An entry as the API writes it, in the spec's field order. */
const entry = (role: Role, model_id: number, full_name: string, title: RoundTitle, manager: string, due_date: string): Entry => ({
  role,
  model_id,
  full_name,
  title,
  manager,
  due_date,
  mr_status: 'matched',
});

const utcMicros = (iso: string) => BigInt(Date.parse(iso)) * 1000n;

async function feedbacks(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/feedbacks_needed/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  const body = JSON.parse(res.body) as Entry[];
  for (const e of body) expect(Object.keys(e)).toEqual(FIELDS);
  return { res, body };
}

/** The (role, id, title) triples, in response order. */
const keys = (body: Entry[]) => body.map((e) => `${e.role} ${e.model_id} ${e.title}`);

/** Managers 1 Martin, 2 Tereza, 3 Jakub; mentors and mentees 1..n with plain names. */
async function people(t: TestApp, n: number) {
  await insertManagers(
    t.db,
    { id: 1, firstName: 'Martin', lastName: 'Dvořák' },
    { id: 2, firstName: 'Tereza', lastName: 'Svobodová' },
    { id: 3, firstName: 'Jakub', lastName: 'Černý' },
  );
  for (let i = 1; i <= n; i++) {
    await insertMentors(t.db, { id: i, firstName: `Mentor${i}`, lastName: `Mr${i}` });
    await insertMentees(t.db, { id: i, firstName: `Mentee${i}`, lastName: `Ms${i}` });
  }
}

describe.each(databaseKinds())('/feedbacks_needed/ on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers an empty programme with the bare array []', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feedbacks_needed/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.body).toBe('[]');
  });

  it('answers [] when people exist but no relation does', async () => {
    await people(t, 2);
    expect((await feedbacks(t)).res.body).toBe('[]');
  });

  it('owes every round for both roles of a relation past its Final, due at start + 14, 90 and 180 days', async () => {
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 2, startDate: '2025-01-01' });
    const { res } = await feedbacks(t);
    expect(res.body).toBe(
      JSON.stringify([
        entry('mentee', 1, 'Mentee1 Ms1', 'Chemistry', 'Tereza', '2025-01-15'),
        entry('mentee', 1, 'Mentee1 Ms1', 'Mid Program', 'Tereza', '2025-04-01'),
        entry('mentee', 1, 'Mentee1 Ms1', 'Final', 'Tereza', '2025-06-30'),
        entry('mentor', 1, 'Mentor1 Mr1', 'Chemistry', 'Tereza', '2025-01-15'),
        entry('mentor', 1, 'Mentor1 Mr1', 'Mid Program', 'Tereza', '2025-04-01'),
        entry('mentor', 1, 'Mentor1 Mr1', 'Final', 'Tereza', '2025-06-30'),
      ]),
    );
  });

  it('counts days across a leap day (2028-02-29)', async () => {
    t.clock.set(utcMicros('2028-12-01T10:00:00Z'));
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2028-02-20' });
    const { body } = await feedbacks(t);
    expect(body.filter((e) => e.role === 'mentee').map((e) => e.due_date)).toEqual(['2028-03-05', '2028-05-20', '2028-08-18']);
  });

  it('includes an entry due today and leaves out one due tomorrow', async () => {
    await people(t, 3);
    await insertRelations(
      t.db,
      // Chemistry due today.
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue(TODAY, 'Chemistry') },
      // Chemistry due tomorrow: nothing yet.
      { id: 2, mentorId: 2, menteeId: 2, managerId: 1, startDate: startForDue(addDays(TODAY, 1), 'Chemistry') },
      // Mid Program due tomorrow: only its Chemistry is owed.
      { id: 3, mentorId: 3, menteeId: 3, managerId: 1, startDate: startForDue(addDays(TODAY, 1), 'Mid Program') },
    );
    const { body } = await feedbacks(t);
    expect(body).toEqual([
      entry('mentee', 1, 'Mentee1 Ms1', 'Chemistry', 'Martin', TODAY),
      entry('mentee', 3, 'Mentee3 Ms3', 'Chemistry', 'Martin', '2026-09-08'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Chemistry', 'Martin', TODAY),
      entry('mentor', 3, 'Mentor3 Mr3', 'Chemistry', 'Martin', '2026-09-08'),
    ]);
  });

  it('owes nothing for a relation that started today or starts in the future', async () => {
    await people(t, 2);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: TODAY },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 1, startDate: '2027-03-01' },
    );
    expect((await feedbacks(t)).res.body).toBe('[]');
  });

  it('removes exactly the submitted (relation, round, role) entry', async () => {
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2025-01-01' });
    await insertSubmission(t.db, { relationId: 1, round: 'Mid Program', role: 'mentor' });
    await insertSubmission(t.db, { relationId: 1, round: 'Chemistry', role: 'mentee' });
    const { body } = await feedbacks(t);
    expect(keys(body)).toEqual(['mentee 1 Mid Program', 'mentee 1 Final', 'mentor 1 Chemistry', 'mentor 1 Final']);
  });

  it('owes nothing once every round is submitted by both roles', async () => {
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2025-01-01' });
    for (const round of ['Chemistry', 'Mid Program', 'Final'] as const) {
      for (const role of ['mentee', 'mentor'] as const) await insertSubmission(t.db, { relationId: 1, round, role });
    }
    expect((await feedbacks(t)).res.body).toBe('[]');
  });

  it.each(['pending', 'paused', 'finished', 'cancelled'] as const)('owes nothing for a %s relation', async (status) => {
    await people(t, 2);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2024-01-01', status },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 1, startDate: TODAY }, // matched, nothing due yet
    );
    expect((await feedbacks(t)).res.body).toBe('[]');
  });

  it('owes only for the matched relations of a mixed programme', async () => {
    await people(t, 5);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2026-01-01', status: 'pending' },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 1, startDate: '2026-01-01', status: 'paused' },
      { id: 3, mentorId: 3, menteeId: 3, managerId: 1, startDate: '2026-01-01', status: 'matched' },
      { id: 4, mentorId: 4, menteeId: 4, managerId: 1, startDate: '2026-01-01', status: 'finished' },
      { id: 5, mentorId: 5, menteeId: 5, managerId: 1, startDate: '2026-01-01', status: 'cancelled' },
    );
    const { body } = await feedbacks(t);
    expect(new Set(body.map((e) => e.model_id))).toEqual(new Set([3]));
    expect(body).toHaveLength(6);
    for (const e of body) expect(e.mr_status).toBe('matched');
  });

  it('gives a mentor with two relations one entry per title: the earliest due date wins, with that relation’s manager', async () => {
    await people(t, 2);
    await insertRelations(
      t.db,
      // The lower id starts later: the earliest due date, not the id, decides.
      { id: 2, mentorId: 1, menteeId: 1, managerId: 2, startDate: '2026-06-01' },
      { id: 9, mentorId: 1, menteeId: 2, managerId: 3, startDate: '2026-05-01' },
    );
    const { body } = await feedbacks(t);
    expect(body.filter((e) => e.role === 'mentor')).toEqual([
      entry('mentor', 1, 'Mentor1 Mr1', 'Chemistry', 'Jakub', '2026-05-15'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Mid Program', 'Jakub', '2026-07-30'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Final', 'Jakub', '2026-10-28'), // relation 2's Final is not due yet
    ]);
    // Each mentee keeps their own relation's entries and manager.
    expect(body.filter((e) => e.role === 'mentee')).toEqual([
      entry('mentee', 1, 'Mentee1 Ms1', 'Chemistry', 'Tereza', '2026-06-15'),
      entry('mentee', 1, 'Mentee1 Ms1', 'Mid Program', 'Tereza', '2026-08-30'),
      entry('mentee', 2, 'Mentee2 Ms2', 'Chemistry', 'Jakub', '2026-05-15'),
      entry('mentee', 2, 'Mentee2 Ms2', 'Mid Program', 'Jakub', '2026-07-30'),
      entry('mentee', 2, 'Mentee2 Ms2', 'Final', 'Jakub', '2026-10-28'),
    ]);
  });

  it('breaks a due-date tie between two relations of one mentor by the lower relation id', async () => {
    await people(t, 2);
    // The higher id is inserted first, so neither insertion nor scan order can decide.
    await insertRelations(
      t.db,
      { id: 7, mentorId: 1, menteeId: 2, managerId: 3, startDate: '2026-03-01' },
      { id: 4, mentorId: 1, menteeId: 1, managerId: 2, startDate: '2026-03-01' },
    );
    const { body } = await feedbacks(t);
    expect(body.filter((e) => e.role === 'mentor')).toEqual([
      entry('mentor', 1, 'Mentor1 Mr1', 'Chemistry', 'Tereza', '2026-03-15'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Mid Program', 'Tereza', '2026-05-30'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Final', 'Tereza', '2026-08-28'),
    ]);
  });

  it('breaks a due-date tie between two relations of one mentee by the lower relation id', async () => {
    await people(t, 2);
    await insertRelations(
      t.db,
      { id: 12, mentorId: 2, menteeId: 1, managerId: 1, startDate: '2026-03-01' },
      { id: 11, mentorId: 1, menteeId: 1, managerId: 3, startDate: '2026-03-01' },
    );
    const { body } = await feedbacks(t);
    expect(body.filter((e) => e.role === 'mentee')).toEqual([
      entry('mentee', 1, 'Mentee1 Ms1', 'Chemistry', 'Jakub', '2026-03-15'),
      entry('mentee', 1, 'Mentee1 Ms1', 'Mid Program', 'Jakub', '2026-05-30'),
      entry('mentee', 1, 'Mentee1 Ms1', 'Final', 'Jakub', '2026-08-28'),
    ]);
  });

  it('falls back to the other relation’s entry when the winning relation’s round is submitted', async () => {
    await people(t, 2);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 2, startDate: '2026-05-01' },
      { id: 2, mentorId: 1, menteeId: 2, managerId: 3, startDate: '2026-06-01' },
    );
    await insertSubmission(t.db, { relationId: 1, round: 'Chemistry', role: 'mentor' });
    const { body } = await feedbacks(t);
    expect(body.filter((e) => e.role === 'mentor')).toEqual([
      entry('mentor', 1, 'Mentor1 Mr1', 'Chemistry', 'Jakub', '2026-06-15'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Mid Program', 'Tereza', '2026-07-30'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Final', 'Tereza', '2026-10-28'),
    ]);
  });

  it('ignores a non-matched relation when choosing the winning relation', async () => {
    await people(t, 2);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 2, startDate: '2026-01-01', status: 'finished' },
      { id: 2, mentorId: 1, menteeId: 2, managerId: 3, startDate: '2026-06-01' },
    );
    const { body } = await feedbacks(t);
    expect(body.filter((e) => e.role === 'mentor')).toEqual([
      entry('mentor', 1, 'Mentor1 Mr1', 'Chemistry', 'Jakub', '2026-06-15'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Mid Program', 'Jakub', '2026-08-30'),
    ]);
  });

  it('writes full_name as first_name + " " + last_name, diacritics and apostrophes kept as raw UTF-8', async () => {
    await insertManagers(t.db, { id: 1, firstName: 'Lucie', lastName: 'Nováková' });
    await insertMentors(t.db, { id: 1, firstName: 'Dmytro', lastName: "O'Brien" });
    await insertMentees(t.db, { id: 1, firstName: 'Zuzana', lastName: 'Benešová' });
    await insertMentees(t.db, { id: 2, firstName: 'Anna Marie', lastName: 'Müller-Łukasiewicz' });
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue(TODAY, 'Chemistry') },
      { id: 2, mentorId: 1, menteeId: 2, managerId: 1, startDate: startForDue(TODAY, 'Chemistry') },
    );
    const { res, body } = await feedbacks(t);
    expect(body.map((e) => [e.role, e.model_id, e.full_name, e.manager])).toEqual([
      ['mentee', 1, 'Zuzana Benešová', 'Lucie'],
      ['mentee', 2, 'Anna Marie Müller-Łukasiewicz', 'Lucie'],
      ['mentor', 1, "Dmytro O'Brien", 'Lucie'],
    ]);
    expect(res.body).toContain('"full_name":"Zuzana Benešová"');
    expect(res.body).toContain(`"full_name":"Dmytro O'Brien"`);
    expect(res.body).not.toContain('\\u');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('takes a mentee’s name from mentees and a mentor’s from mentors when they share an id', async () => {
    await insertManagers(t.db, { id: 1, firstName: 'Martin', lastName: 'Dvořák' });
    await insertMentors(t.db, { id: 5, firstName: 'Petr', lastName: 'Král' });
    await insertMentees(t.db, { id: 5, firstName: 'Eva', lastName: 'Nováková' });
    await insertRelations(t.db, { id: 1, mentorId: 5, menteeId: 5, managerId: 1, startDate: startForDue(TODAY, 'Chemistry') });
    const { body } = await feedbacks(t);
    expect(body).toEqual([
      entry('mentee', 5, 'Eva Nováková', 'Chemistry', 'Martin', TODAY),
      entry('mentor', 5, 'Petr Král', 'Chemistry', 'Martin', TODAY),
    ]);
  });

  it('orders mentees before mentors, then by person id, then by round order — not by due date', async () => {
    await insertManagers(t.db, { id: 1, firstName: 'Martin', lastName: 'Dvořák' });
    // Ids inserted out of order; the mentor's id is the lowest of all.
    await insertMentors(t.db, { id: 1, firstName: 'Mentor', lastName: 'One' }, { id: 4, firstName: 'Mentor', lastName: 'Four' });
    await insertMentees(t.db, { id: 8, firstName: 'Mentee', lastName: 'Eight' }, { id: 3, firstName: 'Mentee', lastName: 'Three' });
    await insertRelations(
      t.db,
      // Mentee 3, relation 1: recent, so its Chemistry is due late (2026-11-15).
      { id: 1, mentorId: 4, menteeId: 3, managerId: 1, startDate: '2026-11-01' },
      // Mentee 3, relation 2: old, Chemistry submitted; Mid Program and Final due long ago.
      { id: 2, mentorId: 4, menteeId: 3, managerId: 1, startDate: '2025-01-01' },
      // Mentee 8: everything due before anything of mentee 3.
      { id: 3, mentorId: 1, menteeId: 8, managerId: 1, startDate: '2024-01-01' },
    );
    await insertSubmission(t.db, { relationId: 2, round: 'Chemistry', role: 'mentee' });
    await insertSubmission(t.db, { relationId: 2, round: 'Chemistry', role: 'mentor' });
    const { body } = await feedbacks(t);
    expect(body.map((e) => [e.role, e.model_id, e.title, e.due_date])).toEqual([
      ['mentee', 3, 'Chemistry', '2026-11-15'],
      ['mentee', 3, 'Mid Program', '2025-04-01'],
      ['mentee', 3, 'Final', '2025-06-30'],
      ['mentee', 8, 'Chemistry', '2024-01-15'],
      ['mentee', 8, 'Mid Program', '2024-03-31'],
      ['mentee', 8, 'Final', '2024-06-29'],
      ['mentor', 1, 'Chemistry', '2024-01-15'],
      ['mentor', 1, 'Mid Program', '2024-03-31'],
      ['mentor', 1, 'Final', '2024-06-29'],
      ['mentor', 4, 'Chemistry', '2026-11-15'],
      ['mentor', 4, 'Mid Program', '2025-04-01'],
      ['mentor', 4, 'Final', '2025-06-30'],
    ]);
    // Due-date order would differ.
    const dueSorted = [...body].sort((a, b) => a.due_date.localeCompare(b.due_date));
    expect(keys(dueSorted)).not.toEqual(keys(body));
  });

  it('shows a (role, person, title) pair at most once across a larger programme', async () => {
    await people(t, 4);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2025-01-01' },
      { id: 2, mentorId: 1, menteeId: 2, managerId: 2, startDate: '2025-02-01' },
      { id: 3, mentorId: 2, menteeId: 1, managerId: 3, startDate: '2025-03-01' },
      { id: 4, mentorId: 2, menteeId: 2, managerId: 1, startDate: '2025-01-01' },
      { id: 5, mentorId: 3, menteeId: 3, managerId: 2, startDate: '2026-10-01' },
      { id: 6, mentorId: 4, menteeId: 4, managerId: 3, startDate: '2026-11-20' },
    );
    const { body } = await feedbacks(t);
    const k = keys(body);
    expect(new Set(k).size).toBe(k.length);
    expect(k).toEqual([
      'mentee 1 Chemistry',
      'mentee 1 Mid Program',
      'mentee 1 Final',
      'mentee 2 Chemistry',
      'mentee 2 Mid Program',
      'mentee 2 Final',
      'mentee 3 Chemistry',
      'mentor 1 Chemistry',
      'mentor 1 Mid Program',
      'mentor 1 Final',
      'mentor 2 Chemistry',
      'mentor 2 Mid Program',
      'mentor 2 Final',
      'mentor 3 Chemistry',
    ]);
    // Mentee 1: relation 1 (2025-01-01, Martin) beats relation 3 (2025-03-01, Jakub).
    expect(body.find((e) => e.role === 'mentee' && e.model_id === 1)!.manager).toBe('Martin');
    // Mentee 2 and mentor 2 each: relation 4 (2025-01-01, Martin) beats the later one.
    expect(body.find((e) => e.role === 'mentee' && e.model_id === 2)!.manager).toBe('Martin');
    expect(body.find((e) => e.role === 'mentor' && e.model_id === 2)!.manager).toBe('Martin');
    expect(body.find((e) => e.role === 'mentor' && e.model_id === 2)!.due_date).toBe('2025-01-15');
  });

  it('takes "today" in Europe/Prague: at 00:30 Prague time (23:30Z the day before) an entry due that day is owed', async () => {
    await people(t, 2);
    await insertRelations(
      t.db,
      { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue('2026-11-22', 'Chemistry') },
      { id: 2, mentorId: 2, menteeId: 2, managerId: 1, startDate: startForDue('2026-11-23', 'Chemistry') },
    );
    t.clock.set(utcMicros('2026-11-21T23:30:00Z'));
    expect(keys((await feedbacks(t)).body)).toEqual(['mentee 1 Chemistry', 'mentor 1 Chemistry']);
  });

  it('does not owe an entry due on the 22nd at 23:59:59 Prague time on the 21st', async () => {
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue('2026-11-22', 'Chemistry') });
    t.clock.set(utcMicros('2026-11-21T22:59:59Z') + 999_999n);
    expect((await feedbacks(t)).res.body).toBe('[]');
    t.clock.set(utcMicros('2026-11-21T23:00:00Z'));
    expect(keys((await feedbacks(t)).body)).toEqual(['mentee 1 Chemistry', 'mentor 1 Chemistry']);
  });

  it('follows Prague summer time for "today" (22:00Z on 30 June is 1 July in Prague)', async () => {
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue('2026-07-01', 'Chemistry') });
    t.clock.set(utcMicros('2026-06-30T21:59:59Z'));
    expect((await feedbacks(t)).res.body).toBe('[]');
    t.clock.set(utcMicros('2026-06-30T22:00:00Z'));
    expect(keys((await feedbacks(t)).body)).toEqual(['mentee 1 Chemistry', 'mentor 1 Chemistry']);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: '2025-01-01' });
    const get = await t.app.inject({ method: 'GET', url: '/feedbacks_needed/' });
    const head = await t.app.inject({ method: 'HEAD', url: '/feedbacks_needed/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['cache-control']).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('answers %s with 405 and Allow GET, HEAD, OPTIONS', async (method) => {
    const res = await t.app.inject({ method, url: '/feedbacks_needed/', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.body).toBe(`{"detail":"Method \\"${method}\\" not allowed."}`);
  });
});

describe.each(databaseKinds())('/feedbacks_needed/ with TIME_ZONE=UTC on %s', (kind) => {
  const t = useTestApp(kind, { timeZone: 'UTC' });

  it('takes "today" in UTC: at 23:30Z on the 21st an entry due on the 22nd is not yet owed', async () => {
    await people(t, 1);
    await insertRelations(t.db, { id: 1, mentorId: 1, menteeId: 1, managerId: 1, startDate: startForDue('2026-11-22', 'Chemistry') });
    t.clock.set(utcMicros('2026-11-21T23:30:00Z'));
    expect((await feedbacks(t)).res.body).toBe('[]');
    t.clock.set(utcMicros('2026-11-22T00:00:00Z'));
    expect((await feedbacks(t)).body).toEqual([
      entry('mentee', 1, 'Mentee1 Ms1', 'Chemistry', 'Martin', '2026-11-22'),
      entry('mentor', 1, 'Mentor1 Mr1', 'Chemistry', 'Martin', '2026-11-22'),
    ]);
  });
});
