import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  /** One round trip to the database. */
  async ping(): Promise<void> {
    await this.db.rows(sql`SELECT 1`);
  }
}
