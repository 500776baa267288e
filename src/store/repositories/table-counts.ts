// How many rows each of the programme's tables holds, for the console's home page. A table
// whose count table_versions keeps (the smart goals, a million rows) is read from there.
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { COUNT_KEPT, COUNTED } from '../schema.js';
import type { VersionedTable } from './table-versions.js';

export type CountedTable = (typeof COUNTED)[number]['_']['name'];

export const COUNTED_TABLES = COUNTED.map((t) => getTableName(t) as CountedTable) satisfies readonly VersionedTable[];

export class TableCountRepository {
  constructor(private readonly db: Database) {}

  async counts(): Promise<Record<CountedTable, number>> {
    const each = COUNTED_TABLES.map((name) =>
      COUNT_KEPT.includes(name)
        ? sql`(SELECT row_count FROM table_versions WHERE name = ${name})::int AS ${sql.identifier(name)}`
        : sql`(SELECT count(*) FROM ${sql.identifier(name)})::int AS ${sql.identifier(name)}`,
    );
    const [row] = await this.db.rows<Record<CountedTable, number>>(sql`SELECT ${sql.join(each, sql`, `)}`);
    return row;
  }
}
