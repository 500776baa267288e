// The console's audit log: one row per change, written in the change's own transaction.
import { and, desc, eq, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { type Database, type Tx } from '../connect.js';
import { auditLog, AUDIT_ACTIONS, tableVersions } from '../schema.js';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The accounts' tables: their entries (who was made what, passwords set, tokens) are for admins only. */
export const ACCOUNT_TABLES = ['users', 'api_tokens'] as const;

/** Each changed field's [old, new] value (null for "none": before an add, after a delete). */
export type FieldChanges = Record<string, [unknown, unknown]>;

export interface AuditEntry {
  /** Null for an anonymous API request. */
  userId: number | null;
  username: string;
  action: AuditAction;
  tableName: string;
  objectId: number;
  objectRepr: string;
  changes: FieldChanges;
}

export interface AuditRecord extends AuditEntry {
  id: number;
  /** UTC, as PostgreSQL's text. */
  at: string;
}

/** Who made a change in the console and when: the change is then in the audit log too. */
export interface Audited {
  who: Pick<AuditEntry, 'userId' | 'username'>;
  now: string;
}

/** Writes an entry inside the transaction `tx` of the change it records. */
export async function writeAudit(tx: Tx, entry: AuditEntry, at: string): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, objectRepr: entry.objectRepr.slice(0, 200), at });
}

export class AuditLogRepository {
  constructor(private readonly db: Database) {}

  /**
   * The newest entries first, at most `limit`, older than the entry `before` when given (a
   * page walks the primary key from where the last one ended, whatever the log's length);
   * one object's when `object` is given; without the accounts' entries (ACCOUNT_TABLES)
   * unless `withAccounts`.
   */
  async entries(
    limit: number,
    o: { object?: { table: string; id: number }; before?: number; withAccounts: boolean },
  ): Promise<AuditRecord[]> {
    const { object, before } = o;
    const where: SQL | undefined = and(
      object ? and(eq(auditLog.tableName, object.table), eq(auditLog.objectId, object.id)) : undefined,
      before === undefined ? undefined : lt(auditLog.id, before),
      o.withAccounts ? undefined : notInArray(auditLog.tableName, [...ACCOUNT_TABLES]),
    );
    const rows = await this.db.orm
      .select({
        id: auditLog.id,
        at: auditLog.at,
        userId: auditLog.userId,
        username: auditLog.username,
        action: auditLog.action,
        tableName: auditLog.tableName,
        objectId: auditLog.objectId,
        objectRepr: auditLog.objectRepr,
        changes: auditLog.changes,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, userId: r.userId ?? 0, changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes }));
  }

  /**
   * How many entries there are: the count table_versions keeps (0007), not a count of the
   * log; without the accounts' entries, that count less theirs, which are few (accounts
   * change rarely) and counted on the index audit_log_object, in the same statement.
   */
  async count(o: { withAccounts: boolean }): Promise<number> {
    const kept = sql`(SELECT ${tableVersions.rowCount} FROM ${tableVersions} WHERE ${tableVersions.name} = 'audit_log')`;
    const accounts = sql`(SELECT count(*) FROM ${auditLog} WHERE ${inArray(auditLog.tableName, [...ACCOUNT_TABLES])})`;
    const [row] = await this.db.rows<{ n: string | number | null }>(
      o.withAccounts ? sql`SELECT ${kept} AS n` : sql`SELECT ${kept} - ${accounts} AS n`,
    );
    return Number(row?.n ?? 0);
  }
}
