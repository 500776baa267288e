// cachedRead's peek: the value at hand without a promise only while the embedded database's
// versions of the tables it reads are known (no write to them announced since the read) and
// never on PostgreSQL, where another instance may have written; a real database behind it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedRead, type CachedRead } from '../../src/cache/cached-read.js';
import { TableVersions } from '../../src/cache/table-versions.js';
import { TableVersionRepository } from '../../src/store/repositories/table-versions.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/database.js';

describe.each(databaseKinds())('cachedRead on %s', (kind) => {
  let t: TestDatabase;
  let reads = 0;
  let courses: CachedRead<string[]>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.reset();
    const versions = new TableVersions(new TableVersionRepository(t.db));
    await versions.follow();
    reads = 0;
    courses = cachedRead(versions, ['courses'], async () => {
      reads++;
      return (await t.db.rows<{ title: string }>(sql`SELECT title FROM courses ORDER BY id`)).map((r) => r.title);
    });
  });

  const addCourse = (title: string) =>
    t.db.rows(sql`INSERT INTO courses (title, code, gsheet_name, event_w1, event_w2, event_w3) VALUES (${title}, 1, 's', '', '', '')`);

  if (kind === 'pglite') {
    it('has nothing at hand before the first read, then the value read, and nothing once a write is announced', async () => {
      expect(courses.peek()).toBeUndefined();
      await addCourse('Storytelling');
      expect(await courses()).toEqual(['Storytelling']);
      expect(courses.peek()).toEqual(['Storytelling']);
      expect(courses.peek()).toBe(courses.peek());
      await addCourse('Negotiation');
      expect(courses.peek()).toBeUndefined();
      expect(await courses()).toEqual(['Storytelling', 'Negotiation']);
      expect(courses.peek()).toEqual(['Storytelling', 'Negotiation']);
      expect(reads).toBe(2);
    });

    it('keeps its value at hand while other tables are written (the outbox while mail goes out)', async () => {
      await addCourse('Storytelling');
      expect(await courses()).toEqual(['Storytelling']);
      let versionReads = 0;
      const repo = new TableVersionRepository(t.db);
      const readAll = repo.readAll.bind(repo);
      repo.readAll = () => {
        versionReads++;
        return readAll();
      };
      const versions = new TableVersions(repo);
      await versions.follow();
      const statuses = cachedRead(versions, ['pre_lead_statuses'], async () => ['read']);
      const both = cachedRead(versions, ['pre_lead_statuses', 'courses'], async () => ['read']);
      await statuses();
      await both();
      expect(versionReads).toBe(1);
      await addCourse('Negotiation'); // a write to courses only
      expect(statuses.peek()).toEqual(['read']);
      expect(both.peek()).toBeUndefined();
      expect(courses.peek()).toBeUndefined();
      await statuses();
      expect(versionReads).toBe(1);
      await both(); // reads the versions again, and then has them at hand
      expect(versionReads).toBe(2);
      expect(both.peek()).toEqual(['read']);
    });

    it('forgets a table written after its versions were read and before the read was kept', async () => {
      const repo = new TableVersionRepository(t.db);
      const readAll = repo.readAll.bind(repo);
      repo.readAll = async () => {
        const snapshot = await readAll();
        await addCourse('Written meanwhile'); // announced before the snapshot reaches the cache
        return snapshot;
      };
      const versions = new TableVersions(repo);
      await versions.follow();
      const read = await versions.current(['courses']);
      const now = (await readAll()).get('courses')!.version;
      expect(read.get('courses')!.version).toBe(now - 1);
      expect(versions.atHand(['courses'])).toBeNull();
      expect(versions.atHand(['pre_lead_statuses'])).toBe(read);
    });
  } else {
    it('never has anything at hand: every read asks for the versions', async () => {
      await addCourse('Storytelling');
      expect(await courses()).toEqual(['Storytelling']);
      expect(await courses()).toEqual(['Storytelling']);
      expect(courses.peek()).toBeUndefined();
      expect(reads).toBe(1);
    });
  }
});
