// Failed sign-ins, for the console's throttle (accounts/login-throttle.ts).
import { and, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { loginFailures } from '../schema.js';

export interface LoginFailure {
  username: string;
  address: string;
  /** UTC, as PostgreSQL's text. */
  failedAt: string;
}

export class LoginFailureRepository {
  constructor(private readonly db: Database) {}

  /** The failures since `since` (UTC ISO) for this username or from this address, oldest first. */
  since(username: string, address: string, since: string): Promise<LoginFailure[]> {
    return this.db.orm
      .select({ username: loginFailures.username, address: loginFailures.address, failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(or(eq(loginFailures.username, username), eq(loginFailures.address, address)), gte(loginFailures.failedAt, since)))
      .orderBy(loginFailures.failedAt);
  }

  /** Records a failure, and forgets those older than `forgetBefore` (UTC ISO). */
  async record(f: { username: string; address: string; now: string; forgetBefore: string }): Promise<void> {
    await this.db.orm.transaction(async (tx) => {
      await tx.delete(loginFailures).where(lt(loginFailures.failedAt, f.forgetBefore));
      await tx.insert(loginFailures).values({ username: f.username, address: f.address, failedAt: f.now });
    });
  }
}
