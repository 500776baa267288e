// Date-times and dates as the dataset file writes them, and what the import says about
// one that is not.
//
// In the file a date-time is ISO 8601 with an offset: YYYY-MM-DDTHH:MM:SS[.ffffff]±HH:MM
// (or Z). It names an instant by itself, so the file's time_zone is not needed to read
// it. The export writes every date-time in TIME_ZONE with exactly six fractional digits
// ('Z' for a zero offset; time/iso.ts, style 'fixed'), so the same instant always gives
// the same bytes.
import { daysFromCivil, isCalendarDate, parseDateText } from '../time/calendar.js';
import { MAX_EPOCH_SECONDS, MIN_EPOCH_SECONDS, SECONDS_PER_DAY, instantOf, type Instant } from '../time/instant.js';

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

export const DATETIME_SHAPE = 'YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM';

/** Parses a file date-time; a string describing the fault when it is not one. */
export function parseDateTime(text: string): Instant | string {
  const m = DATETIME.exec(text);
  if (!m) return `must be a date-time ${DATETIME_SHAPE} (or Z)`;
  const year = +m[1];
  const month = +m[2];
  const day = +m[3];
  const hour = +m[4];
  const minute = +m[5];
  const second = +m[6];
  if (!isCalendarDate(year, month, day)) return 'is not a calendar date';
  if (hour > 23 || minute > 59 || second > 59) return 'is not a time of day';
  let offset = 0;
  if (m[8] !== undefined) {
    const oh = +m[9];
    const om = +m[10];
    if (oh > 23 || om > 59) return 'has an offset out of range';
    offset = (oh * 3600 + om * 60) * (m[8] === '-' ? -1 : 1);
  }
  const sec = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second - offset;
  if (sec < MIN_EPOCH_SECONDS || sec > MAX_EPOCH_SECONDS) return 'is out of range (years 0001 to 9999 in UTC)';
  return instantOf(sec, m[7] === undefined ? 0 : +m[7].padEnd(6, '0'));
}

/** Whether the text is a date YYYY-MM-DD that exists (years 0001..9999). */
export function checkDate(text: string): string | undefined {
  const days = parseDateText(text);
  if (days === 'shape') return 'must be a date YYYY-MM-DD';
  if (days === 'date') return 'is not a calendar date';
  return undefined;
}
