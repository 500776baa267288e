// Wire format of a course: field order of the spec, date-times in TIME_ZONE.
import { pgTimestamptzInZone } from '../../time/postgres.js';
import type { CourseRow } from '../../store/repositories/courses.js';

const when = (value: string | null, timeZone: string) => (value === null ? null : pgTimestamptzInZone(value, timeZone));

export function presentCourse(row: CourseRow, timeZone: string) {
  return {
    id: row.id,
    created_by: row.createdById,
    title: row.title,
    code: row.code,
    gsheet_name: row.gsheetName,
    date_w1: when(row.dateW1, timeZone),
    date_w2: when(row.dateW2, timeZone),
    date_w3: when(row.dateW3, timeZone),
    event_w1: row.eventW1,
    event_w2: row.eventW2,
    event_w3: row.eventW3,
    recording_w1: row.recordingW1,
    recording_w2: row.recordingW2,
    recording_w3: row.recordingW3,
    deactivated: row.deactivated,
  };
}
