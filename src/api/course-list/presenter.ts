// Wire format of a course: field order of the spec, date-times in TIME_ZONE. A course as its
// columns name its values (the list's rows and the row the programme's service wrote).
import { pgTimestamptzInZone } from '../../time/postgres.js';
import type { CourseColumns } from '../../store/repositories/course-list.js';

const when = (value: unknown, timeZone: string) => (value === null ? null : pgTimestamptzInZone(String(value), timeZone));

export function presentCourse(row: CourseColumns, timeZone: string) {
  return {
    id: row.id,
    created_by: row.created_by_id,
    title: row.title,
    code: row.code,
    gsheet_name: row.gsheet_name,
    date_w1: when(row.date_w1, timeZone),
    date_w2: when(row.date_w2, timeZone),
    date_w3: when(row.date_w3, timeZone),
    event_w1: row.event_w1,
    event_w2: row.event_w2,
    event_w3: row.event_w3,
    recording_w1: row.recording_w1,
    recording_w2: row.recording_w2,
    recording_w3: row.recording_w3,
    deactivated: row.deactivated,
  };
}
