// The courses as the API lists them, by their column names (the programme's service writes
// them, through console-rows.ts, with their audit entries).
import { asc, getTableColumns } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { courses } from '../schema.js';

type Columns = typeof courses.$inferSelect;
/** A course's values by column name. */
export type CourseColumns = {
  [K in keyof Columns as (typeof courses)[K] extends { name: infer N extends string } ? N : never]: Columns[K];
};

const BY_COLUMN_NAME = Object.fromEntries(Object.values(getTableColumns(courses)).map((c) => [c.name, c]));

export class CourseRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<CourseColumns[]> {
    return (await this.db.orm.select(BY_COLUMN_NAME).from(courses).orderBy(asc(courses.id))) as CourseColumns[];
  }
}
