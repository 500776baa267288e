import type { Database } from '../connect.js';
import { int, preparedStatement, text, type PreparedStatement } from '../prepared-statement.js';
import { tableVersions } from '../schema.js';

export interface TableVersion {
  version: number;
  rowCount: number;
}

export class TableVersionRepository {
  // Read before every cached answer on a server: a named prepared statement, so neither the
  // query nor its result goes through the query builder's mapping each time.
  private readonly readAllStatement: PreparedStatement<{ name: string } & TableVersion>;

  constructor(private readonly db: Database) {
    const query = db.orm.select({ name: tableVersions.name, version: tableVersions.version, rowCount: tableVersions.rowCount }).from(tableVersions).toSQL();
    this.readAllStatement = preparedStatement('table_versions_read_all', query.sql, {
      name: text(tableVersions.name),
      version: int(tableVersions.version),
      rowCount: int(tableVersions.rowCount),
    });
  }

  /**
   * Calls `onChange` when a table's version moves, before the write that moved it is
   * acknowledged; null when the database cannot promise that (a server: ask instead).
   */
  async onChange(onChange: () => void): Promise<(() => Promise<void>) | null> {
    return this.db.listen ? this.db.listen('table_versions', onChange) : null;
  }

  /** Every table's version (and the kept row count): one small read. */
  async readAll(): Promise<Map<string, TableVersion>> {
    const rows = await this.db.preparedRows(this.readAllStatement, []);
    return new Map(rows.map(({ name, version, rowCount }) => [name, { version, rowCount }]));
  }
}
