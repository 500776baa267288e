import { asc } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { preLeadStatuses } from '../schema.js';

export type PreLeadStatusRow = typeof preLeadStatuses.$inferSelect;

export class PreLeadStatusRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<PreLeadStatusRow[]> {
    return this.db.orm.select().from(preLeadStatuses).orderBy(asc(preLeadStatuses.order), asc(preLeadStatuses.id));
  }
}
