// A small mentoring programme for /feedbacks_needed/ tests: people, relations and
// submissions written straight into the test database. The three feedback rounds are
// migration data (design §5) and are looked up by title, never inserted.
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/store/connect.js';
import { feedbackRounds, feedbackSubmissions, managers, mentees, mentoringRelations, mentors } from '../../src/store/schema.js';

export type RoundTitle = 'Chemistry' | 'Mid Program' | 'Final';
export type Role = 'mentee' | 'mentor';
export type RelationStatus = 'pending' | 'matched' | 'paused' | 'finished' | 'cancelled';

/** Days after a relation's start at which each round falls due (design §5). */
export const ROUND_DAYS: Readonly<Record<RoundTitle, number>> = { Chemistry: 14, 'Mid Program': 90, Final: 180 };

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email?: string;
}

export interface Relation {
  id: number;
  mentorId: number;
  menteeId: number;
  managerId: number;
  status?: RelationStatus;
  /** 'YYYY-MM-DD' */
  startDate: string;
}

const withEmail = (p: Person) => ({ ...p, email: p.email ?? `${p.firstName.toLowerCase()}.${p.id}@example.org` });

export async function insertManagers(db: Database, ...people: Person[]): Promise<void> {
  if (people.length) await db.orm.insert(managers).values(people.map(withEmail));
}

export async function insertMentors(db: Database, ...people: Person[]): Promise<void> {
  if (people.length) await db.orm.insert(mentors).values(people.map(withEmail));
}

export async function insertMentees(db: Database, ...people: Person[]): Promise<void> {
  if (people.length) await db.orm.insert(mentees).values(people.map(withEmail));
}

/** Inserted one at a time, in the order given (tests may insert higher ids first). */
export async function insertRelations(db: Database, ...relations: Relation[]): Promise<void> {
  for (const r of relations) {
    await db.orm.insert(mentoringRelations).values({ ...r, status: r.status ?? 'matched' });
  }
}

export async function roundId(db: Database, title: RoundTitle): Promise<number> {
  const [row] = await db.orm.select({ id: feedbackRounds.id }).from(feedbackRounds).where(eq(feedbackRounds.title, title));
  if (!row) throw new Error(`no feedback round ${title}`);
  return row.id;
}

export async function insertSubmission(
  db: Database,
  s: { relationId: number; round: RoundTitle; role: Role; submittedAt?: string },
): Promise<void> {
  await db.orm.insert(feedbackSubmissions).values({
    relationId: s.relationId,
    roundId: await roundId(db, s.round),
    role: s.role,
    submittedAt: s.submittedAt ?? '2026-11-01T10:00:00.000000Z',
  });
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The start date that makes `round` fall due on `due`. */
export function startForDue(due: string, round: RoundTitle): string {
  return addDays(due, -ROUND_DAYS[round]);
}
