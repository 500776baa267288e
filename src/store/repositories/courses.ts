import { asc } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { courses } from '../schema.js';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = Omit<typeof courses.$inferInsert, 'id'>;

export class CourseRepository {
  constructor(private readonly db: Database) {}

  async list(): Promise<CourseRow[]> {
    return this.db.orm.select().from(courses).orderBy(asc(courses.id));
  }

  async insert(course: NewCourse): Promise<CourseRow> {
    const [row] = await this.db.orm.insert(courses).values(course).returning();
    return row;
  }
}
