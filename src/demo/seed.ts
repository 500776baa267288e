// Fills an empty database with the demo data set, so that a new user sees all four
// collections at once. The demo data goes in through the dataset import, like any other
// data: the same validation, one transaction, ids kept and sequences moved past them.
//
// "Empty" is decided by the programme's tables alone. Users and their API tokens do not
// count: `token create` before the first `npm start` is a natural order, and that database
// still deserves its demo. The demo's users then go in beside the existing ones (see
// placeDemoUsers), since the import refuses a users table that already has rows.
import { Readable } from 'node:stream';
import { importDataset } from '../dataset/import.js';
import { TABLE_NAMES, TABLES } from '../dataset/tables.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso } from '../time/iso.js';
import { todayInZone } from '../time/zone.js';
import type { Database } from '../store/connect.js';
import { DemoSeedRepository } from '../store/repositories/demo-seed.js';
import type { DemoData } from './data.js';
import { DEMO_ACCOUNTS } from './data.js';
import { course } from '../programme/course.js';

/** The tables whose rows are the programme's data: not users, not the migration data. */
export const PROGRAMME_TABLES = TABLE_NAMES.filter((t) => t !== 'users' && !TABLES[t].reference);

export async function isEmpty(db: Database): Promise<boolean> {
  return new DemoSeedRepository(db).isEmpty(PROGRAMME_TABLES);
}

/**
 * The demo data set's rows. Its module is loaded here, on demand: it counts the goals'
 * tokens, and the tokenizer's tables are not worth loading at every start-up of a database
 * that already holds data.
 */
async function demoData(clock: Clock, timeZone: string): Promise<DemoData> {
  const { buildDemoData } = await import('./data.js');
  const now = clock.nowMicros();
  return buildDemoData({ today: todayInZone(Number(now / 1000n), timeZone), nowMicros: now });
}

/** Tables as a dataset document (design §8); instants as UTC date-times. */
function asDataset(tables: Partial<DemoData>, timeZone: string): string {
  return JSON.stringify({ format: 'mentoring-dataset', version: 1, time_zone: timeZone, tables }, (_key, value) =>
    typeof value === 'bigint' ? microsToUtcIso(value) : value,
  );
}

/** The demo data set as a dataset document, users included (an empty database's). */
export async function demoDataset(clock: Clock, timeZone: string): Promise<string> {
  return asDataset(await demoData(clock, timeZone), timeZone);
}

/**
 * Users already there: each demo user is matched by username, or added with a new id, and
 * each demo course's created_by follows. Returns the data without its users table, or as it
 * is on a database without users. (A separate statement before the import: were the import
 * to fail, the users stay, and the next attempt finds them by name.)
 */
async function placeDemoUsers(db: Database, data: DemoData): Promise<Partial<DemoData>> {
  const idOf = await new DemoSeedRepository(db).placeUsers(data.users.map((u) => u.username));
  if (!idOf) return data;
  const newId = new Map(data.users.map((u) => [u.id, idOf.get(u.username)!]));
  const { users: _placed, ...rest } = data;
  return {
    ...rest,
    [course.name]: data[course.name].map((c) => ({ ...c, created_by_id: c.created_by_id === null ? null : newId.get(c.created_by_id)! })),
  };
}

/**
 * Imports the demo data set; a rejected import is a bug in the demo data, reported whole.
 * The demo's accounts that were not there before get their roles and manager link (users
 * already there keep theirs: an existing `admin` may be someone's real account).
 */
export async function seedDemo(db: Database, clock: Clock, timeZone: string): Promise<void> {
  const repo = new DemoSeedRepository(db);
  const existing = await repo.existingUsernames(DEMO_ACCOUNTS.map((a) => a.username));
  const tables = await placeDemoUsers(db, await demoData(clock, timeZone));
  const result = await importDataset(db, Readable.from([asDataset(tables, timeZone)]));
  if (!result.ok) throw new Error(`the demo data set was refused: ${result.problems.join('; ')}`);
  await repo.setUpAccounts(DEMO_ACCOUNTS.filter((a) => !existing.has(a.username)));
}
