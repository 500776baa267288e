// The console's one line of mail state (design §11): how many mails went out today, how
// many failed, how many wait to be sent. Counted through the outbox's (status, id) index.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../connect.js';
import { mailOutbox } from '../schema.js';

export interface MailState {
  /** Sent since midnight of `today` in the time zone. */
  sentToday: number;
  failed: number;
  /** Pending: queued, or to be tried again. */
  waiting: number;
}

export class MailStateRepository {
  constructor(private readonly db: Database) {}

  /** The counts on `today` (YYYY-MM-DD) in `timeZone`. */
  async on(today: string, timeZone: string): Promise<MailState> {
    const count = (status: string, extra = sql``) =>
      sql`(SELECT count(*)::int FROM ${mailOutbox} WHERE ${mailOutbox.status} = ${status} ${extra})`;
    const midnight = sql`((${today}::date)::timestamp AT TIME ZONE ${timeZone})`;
    const [row] = await rowsOf<MailState>(
      this.db.orm,
      sql`SELECT ${count('sent', sql`AND ${mailOutbox.sentAt} >= ${midnight}`)} AS "sentToday",
                 ${count('failed')} AS failed, ${count('pending')} AS waiting`,
    );
    return row;
  }
}
