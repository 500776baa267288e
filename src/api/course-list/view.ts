import { cachedRead } from '../../cache/cached-read.js';
import type { TableVersions } from '../../cache/table-versions.js';
import { errors } from '../../pipeline/errors.js';
import type { RateThrottle } from '../../pipeline/throttling.js';
import { cachedGet, type ViewDefinition } from '../../drf/view.js';
import { presentCourse } from './presenter.js';
import type { CourseColumns, CourseRepository } from '../../store/repositories/course-list.js';
import type { Row } from '../../store/repositories/console-rows.js';
import { course, courseFields } from '../../programme/course.js';
import { PROGRAMME_BY_NAME } from '../../programme/registry.js';
import type { ProgrammeService } from '../../programme/service.js';

// The one write path of a course: the programme's service validates with these fields,
// writes and audits, as for the console's form.
const table = PROGRAMME_BY_NAME.get(course.name)!;

export function coursesView(
  repo: CourseRepository,
  service: ProgrammeService,
  versions: TableVersions,
  { timeZone, throttle }: { timeZone: string; throttle: RateThrottle },
): ViewDefinition {
  const list = cachedRead(versions, [course.name], async () => (await repo.list()).map((r) => presentCourse(r, timeZone)));
  return {
    // The collection is named as its table.
    path: `/${course.name}/`,
    name: 'Course List',
    postFields: courseFields,
    // WRITE_RATE_LIMIT: creating a course is cheap, but not unlimited for one client.
    postThrottle: throttle,
    docs: {
      fieldSchemas: {
        created_by: {
          type: ['integer', 'null'],
          description: 'The id of the user whose token created the course; null when it was created anonymously (or before tokens).',
        },
      },
      listDescription: 'Every course, by id, as a bare array (no page envelope).',
      createDescription:
        "Stores a course and answers it (201). `created_by` is read-only: the token's user, null when anonymous. A date-time without an offset is read in TIME_ZONE; a date not sent is null.",
      requestExample: {
        title: 'Public speaking',
        code: 2701,
        gsheet_name: 'Speaking',
        date_w1: '2027-01-12T18:00:00+01:00',
        date_w2: '2027-01-19T18:00',
        date_w3: '2027-01-26T18:00:00Z',
        event_w1: 'evt-2701-1',
        recording_w1: 'https://example.org/recordings/2701-1',
        deactivated: false,
      },
    },
    ...cachedGet(list, (data) => ({ status: 200, data })),
    async post(ctx) {
      // design §1: the author is the token's user, never the body; null when anonymous.
      const who = ctx.user ? { userId: ctx.user.id, username: ctx.user.username } : { userId: null, username: '' };
      const created = await service.create(table, await ctx.body(), who);
      if (!created.ok) throw errors.validation(created.errors);
      const row = created.row as Row & CourseColumns;
      return { status: 201, data: presentCourse(row, timeZone) };
    },
  };
}
