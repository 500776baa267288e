// Rows for tests to stand on, written straight into the test database.
import { courses, smartGoals } from '../../src/store/schema.js';
import type { Database } from '../../src/store/connect.js';

/** `n` smart goals with ids 1..n, one hour apart ending 2026-06-30 (summer, +02:00). */
export async function insertSmartGoals(db: Database, n: number): Promise<void> {
  const end = Date.UTC(2026, 5, 30, 17, 31, 39);
  const rows = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    createdAt: new Date(end - (n - 1 - i) * 3_600_000).toISOString().replace('Z', `${String(i).padStart(3, '0')}+00:00`),
    input: `Goal input number ${i + 1}`,
    output: `I will reach goal number ${i + 1} within three months.`,
    inputTokens: 240 + i,
    outputTokens: 12,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.orm.insert(smartGoals).values(rows.slice(i, i + 500));
  await db.exec(`SELECT setval(pg_get_serial_sequence('smart_goals', 'id'), ${Math.max(n, 1)}, ${n > 0})`);
}

/** `n` plain courses with ids 1..n. */
export async function insertCourses(db: Database, n: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    createdById: null,
    title: `Course ${i + 1}`,
    code: 2500 + i + 1,
    gsheetName: `C${i + 1}`,
    dateW1: '2026-01-13T17:00:00Z',
    dateW2: '2026-01-20T17:00:00Z',
    dateW3: null,
    eventW1: 'abc',
    eventW2: 'abc',
    eventW3: '',
    recordingW1: 'https://example.org/rec/1',
    recordingW2: null,
    recordingW3: null,
    deactivated: i % 3 === 0,
  }));
  if (rows.length) await db.orm.insert(courses).values(rows);
  await db.exec(`SELECT setval(pg_get_serial_sequence('courses', 'id'), ${Math.max(n, 1)}, ${n > 0})`);
}
