// The course fields are the one definition of a course's values for the API and the console;
// the dataset import reads the same rule for links from store/schema.ts's LINK_COLUMNS.
import { describe, expect, it } from 'vitest';
import { courseFields } from '../../src/programme/course.js';
import { LINK_COLUMNS, courses } from '../../src/store/schema.js';
import { getTableConfig } from 'drizzle-orm/pg-core';

describe('course fields', () => {
  it('make URLFields of exactly the columns the schema names as links', () => {
    const urlFields = courseFields.filter((f) => f.kind === 'url').map((f) => f.name);
    expect(urlFields).toEqual(LINK_COLUMNS.courses);
  });

  it('allow the lengths of the columns they write, no more', () => {
    const lengths = new Map(getTableConfig(courses).columns.map((c) => [c.name, (c as { length?: number }).length]));
    for (const f of courseFields) {
      if (!('maxLength' in f) || f.maxLength === undefined) continue;
      expect([f.name, f.maxLength]).toEqual([f.name, lengths.get(f.name)]);
    }
  });
});
