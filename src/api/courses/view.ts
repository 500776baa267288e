import { cachedRead } from '../../cache/cached-read.js';
import type { TableVersions } from '../../cache/table-versions.js';
import { errors } from '../../pipeline/errors.js';
import { validate, type Instant } from '../../drf/serializer.js';
import type { RateThrottle } from '../../pipeline/throttling.js';
import { cachedGet, type ViewDefinition } from '../../drf/view.js';
import { microsToUtcIso } from '../../time/iso.js';
import { presentCourse } from './presenter.js';
import type { CourseRepository } from '../../store/repositories/courses.js';
import { courseFields } from '../../programme/course.js';

// A date not sent, or sent as null, is stored as null.
const instant = (v: Instant | null | undefined) => (v === null || v === undefined ? null : microsToUtcIso(v));

export function coursesView(
  repo: CourseRepository,
  versions: TableVersions,
  { timeZone, throttle }: { timeZone: string; throttle: RateThrottle },
): ViewDefinition {
  const list = cachedRead(versions, ['courses'], async () => (await repo.list()).map((r) => presentCourse(r, timeZone)));
  return {
    path: '/courses/',
    name: 'Course List',
    postFields: courseFields,
    // WRITE_RATE_LIMIT: creating courses is cheap, but not unlimited for one client.
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
      const checked = validate(courseFields, await ctx.body(), { timeZone });
      if (!checked.ok) throw errors.validation(checked.errors);
      const v = checked.value;
      const row = await repo.insert({
        // design §1: the authenticated user, never the body; null when anonymous.
        createdById: ctx.user?.id ?? null,
        title: v.title,
        code: Number(v.code),
        gsheetName: v.gsheet_name,
        dateW1: instant(v.date_w1),
        dateW2: instant(v.date_w2),
        dateW3: instant(v.date_w3),
        eventW1: v.event_w1,
        eventW2: v.event_w2,
        eventW3: v.event_w3,
        recordingW1: v.recording_w1 ?? null,
        recordingW2: v.recording_w2 ?? null,
        recordingW3: v.recording_w3 ?? null,
        deactivated: v.deactivated,
      });
      return { status: 201, data: presentCourse(row, timeZone) };
    },
  };
}
