// A manager's relations as the console's home page summarises them for a user linked to
// that manager ("my work", design §10a): how many in each status.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { mentoringRelations, people } from '../schema.js';

export interface StatusCount {
  status: string;
  count: number;
}

export class ManagerRelationRepository {
  constructor(private readonly db: Database) {}

  /** The manager's relations by status (through the manager_id index), in the statuses' order. */
  countsOf(managerId: number): Promise<StatusCount[]> {
    return this.db.rows<StatusCount>(sql`
      SELECT status, count(*)::int AS count
        FROM ${mentoringRelations}
       WHERE manager_id = ${managerId}
       GROUP BY status
       ORDER BY array_position(ARRAY['pending', 'matched', 'paused', 'finished', 'cancelled']::varchar[], status), status`);
  }

  /** A manager's name, or undefined when there is none with that id. */
  async nameOf(managerId: number): Promise<string | undefined> {
    const [row] = await this.db.rows<{ name: string }>(sql`
      SELECT first_name || ' ' || last_name AS name FROM ${people.manager} WHERE id = ${managerId}`);
    return row?.name;
  }
}
