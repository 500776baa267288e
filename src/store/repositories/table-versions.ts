import { getTableName } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { int, preparedStatement, text, type PreparedStatement } from '../prepared-statement.js';
import { tableVersions, VERSIONED as VERSIONED_SCHEMA } from '../schema.js';

export type VersionedTable = (typeof VERSIONED_SCHEMA)[number]['_']['name'];

/**
 * The tables that have a version (schema.ts's VERSIONED). A cache names the tables it reads
 * with this type, so a misspelt name, which would have no version and so never invalidate,
 * is a compile error; a test checks the list against a freshly migrated database on both
 * engines.
 */
export const VERSIONED_TABLES: readonly VersionedTable[] = VERSIONED_SCHEMA.map((t) => getTableName(t) as VersionedTable);

const VERSIONED = new Set<string>(VERSIONED_TABLES);

export const isVersionedTable = (name: string): name is VersionedTable => VERSIONED.has(name);

export interface TableVersion {
  version: number;
  rowCount: number;
}

export class TableVersionRepository {
  // Read before every cached answer on a server: a named prepared statement, so neither the
  // query nor its result goes through the query builder's mapping each time.
  private readonly readAllStatement: PreparedStatement<{ name: string } & TableVersion>;

  constructor(private readonly db: Database) {
    const query = db.orm
      .select({ name: tableVersions.name, version: tableVersions.version, rowCount: tableVersions.rowCount })
      .from(tableVersions)
      .toSQL();
    this.readAllStatement = preparedStatement('table_versions_read_all', query.sql, {
      name: text(tableVersions.name),
      version: int(tableVersions.version),
      rowCount: int(tableVersions.rowCount),
    });
  }

  /**
   * Calls `onChange` with the table's name when its version moves, before the write that
   * moved it is acknowledged; null when the database cannot promise that (a server: ask
   * instead).
   */
  async onChange(onChange: (table: string) => void): Promise<(() => Promise<void>) | null> {
    return this.db.listen ? this.db.listen('table_versions', onChange) : null;
  }

  /**
   * Every versioned table's version (and the kept row count): one small read. A row this
   * code does not know (a newer migration's, read by an older instance) is left out: no
   * cache here can depend on it.
   */
  async readAll(): Promise<Map<VersionedTable, TableVersion>> {
    const rows = await this.db.preparedRows(this.readAllStatement, []);
    const snapshot = new Map<VersionedTable, TableVersion>();
    for (const { name, version, rowCount } of rows) {
      if (isVersionedTable(name)) snapshot.set(name, { version, rowCount });
    }
    return snapshot;
  }
}
