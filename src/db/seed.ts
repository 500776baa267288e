// Fills an empty database with the demo data set, so that a new user sees all four
// collections at once. The demo data goes in through the dataset import, like any other
// data: the same validation, one transaction, ids kept and sequences moved past them.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { importDataset } from '../dataset/import.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso, todayInZone } from '../time/zone.js';
import type { Database } from './connect.js';

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.rows<{ empty: boolean }>(sql`
    SELECT NOT EXISTS (SELECT 1 FROM smart_goals)
       AND NOT EXISTS (SELECT 1 FROM courses)
       AND NOT EXISTS (SELECT 1 FROM mentoring_relations) AS empty`);
  return row.empty;
}

/**
 * The demo data set as a dataset document (design §8); instants as UTC date-times. Its
 * module is loaded here, on demand: it counts the goals' tokens, and the tokenizer's tables
 * are not worth loading at every start-up of a database that already holds data.
 */
export async function demoDataset(clock: Clock, timeZone: string): Promise<string> {
  const { buildDemoData } = await import('./demo-data.js');
  const now = clock.nowMicros();
  const tables = buildDemoData({ today: todayInZone(Number(now / 1000n), timeZone), nowMicros: now });
  return JSON.stringify({ format: 'mentoring-dataset', version: 1, time_zone: timeZone, tables }, (_key, value) =>
    typeof value === 'bigint' ? microsToUtcIso(value) : value,
  );
}

/** Imports the demo data set; a rejected import is a bug in the demo data, reported whole. */
export async function seedDemo(db: Database, clock: Clock, timeZone: string): Promise<void> {
  const result = await importDataset(db, Readable.from([await demoDataset(clock, timeZone)]));
  if (!result.ok) throw new Error(`the demo data set was refused:\n${result.problems.join('\n')}`);
}
