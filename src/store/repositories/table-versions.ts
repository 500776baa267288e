import type { Database, PreparedStatement } from '../connect.js';
import { tableVersions } from '../schema.js';

export interface TableVersion {
  version: number;
  rowCount: number;
}

export class TableVersionRepository {
  // Read before every cached answer on a server: a named statement read as text, so
  // neither the query nor its result goes through the query builder's mapping each time.
  private readonly readAllStatement: PreparedStatement;

  constructor(private readonly db: Database) {
    const query = db.orm.select({ name: tableVersions.name, version: tableVersions.version, rowCount: tableVersions.rowCount }).from(tableVersions).toSQL();
    this.readAllStatement = { name: 'table_versions_read_all', text: query.sql };
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
    return new Map(rows.map(([name, version, rowCount]) => [name!, { version: Number(version), rowCount: Number(rowCount) }]));
  }
}
