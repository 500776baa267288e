// What seeding the demo data asks of the database before its import (demo/seed.ts): whether
// the programme's tables are empty, and the demo's users placed beside existing ones.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { people } from '../schema.js';

export class DemoSeedRepository {
  constructor(private readonly db: Database) {}

  /** Whether none of `tables` (names the programme's registry gives, never a request) has a row. */
  async isEmpty(tables: readonly string[]): Promise<boolean> {
    const none = tables.map((t) => sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(t)})`);
    const [row] = await this.db.rows<{ empty: boolean }>(sql`SELECT ${sql.join(none, sql` AND `)} AS empty`);
    return row.empty;
  }

  /**
   * Each username's id, the missing ones added; undefined when there are no users at all
   * (the import then brings them with their ids).
   */
  async placeUsers(usernames: readonly string[]): Promise<Map<string, number> | undefined> {
    const [{ any }] = await this.db.rows<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM users) AS any`);
    if (!any) return undefined;
    const names = usernames.map((u) => sql`${u}::text`);
    const numbered = usernames.map((u, i) => sql`${u}::text, ${i}::int`);
    // Only the missing names are inserted (a conflicting insert would use up an id), in the
    // order given, so their new ids follow it.
    await this.db.rows(sql`
      INSERT INTO users (username)
      SELECT name FROM (VALUES (${sql.join(numbered, sql`), (`)})) AS demo (name, n)
       WHERE NOT EXISTS (SELECT 1 FROM users WHERE username = demo.name)
       ORDER BY n
      ON CONFLICT (username) DO NOTHING`);
    const rows = await this.db.rows<{ id: number; username: string }>(
      sql`SELECT id, username FROM users WHERE username IN (${sql.join(names, sql`, `)})`,
    );
    return new Map(rows.map((r) => [r.username, Number(r.id)]));
  }

  /** Which of `usernames` are users already. */
  async existingUsernames(usernames: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.rows<{ username: string }>(
      sql`SELECT username FROM users WHERE username IN (${sql.join(
        usernames.map((u) => sql`${u}::text`),
        sql`, `,
      )})`,
    );
    return new Set(rows.map((r) => r.username));
  }

  /** Gives the demo's accounts their roles and links (the dataset file has neither), in one transaction. */
  async setUpAccounts(accounts: readonly { username: string; role: string; managerId?: number }[]): Promise<void> {
    if (!accounts.length) return;
    await this.db.orm.transaction(async (tx) => {
      for (const a of accounts) {
        await tx.execute(sql`UPDATE users SET role = ${a.role} WHERE username = ${a.username}`);
        if (a.managerId !== undefined)
          await tx.execute(sql`
            INSERT INTO console_user_managers (user_id, manager_id)
            SELECT u.id, m.id FROM users u JOIN ${people.manager} m ON m.id = ${a.managerId} WHERE u.username = ${a.username}
            ON CONFLICT (user_id) DO NOTHING`);
      }
    });
  }
}
