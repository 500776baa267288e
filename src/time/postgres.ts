// The one reader of PostgreSQL's timestamptz text, and its shortcut to ISO text.
//
// Timestamps leave the database as text (store/schema.ts: mode 'string'; sessions run in
// UTC), never as a JS Date, which would drop the microseconds (design §3).
import { daysFromCivil, isCalendarDate } from './calendar.js';
import { SECONDS_PER_DAY, instantOf, type Instant } from './instant.js';
import { formatIsoInZone, writeIso, type IsoStyle } from './iso.js';

const PG_TIMESTAMPTZ = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?([+-])(\d{2})(?::?(\d{2})(?::?(\d{2}))?)?$/;

/**
 * PostgreSQL's text output of a timestamptz (DateStyle ISO), e.g.
 * '2026-11-22 04:10:29.562886+00', as an instant. Years 1..9999 only (no BC, no infinity).
 */
export function parsePgTimestamptz(text: string): Instant {
  const m = PG_TIMESTAMPTZ.exec(text);
  if (!m) throw new Error(`unsupported timestamptz text: ${JSON.stringify(text)}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) {
    throw new Error(`invalid timestamptz: ${JSON.stringify(text)}`);
  }
  const micro = m[7] === undefined ? 0 : Number(m[7].padEnd(6, '0'));
  let offset = Number(m[9]) * 3600 + Number(m[10] ?? '0') * 60 + Number(m[11] ?? '0');
  if (m[8] === '-') offset = -offset;
  const local = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second;
  return instantOf(local - offset, micro);
}

// ---------------------------------------------------------------------------
// The common case, fast: PostgreSQL's text in a UTC session, written as ISO text with no
// instant in between. The general path (a regular expression and bigint arithmetic) costs
// several times more (docs/performance.md), and every page and export goes this way.

/** Value of `length` decimal digits at `at`, or -1 when one is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * formatIsoInZone(parsePgTimestamptz(text), timeZone, style), the same text: read in place
 * when it has the shape a UTC session sends ('2026-11-22 04:10:29.56288+00'), through the
 * general path otherwise (other offsets, BC, years past 9999, anything malformed).
 */
export function pgTimestamptzInZone(text: string, timeZone: string, style: IsoStyle = 'isoformat'): string {
  const n = text.length;
  const fraction = n - 3 - 19; // characters between the seconds and '+00': '' or '.d{1,6}'
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  const micro = fraction > 1 && fraction <= 7 && text.charCodeAt(19) === 46 ? digitsAt(text, 20, fraction - 1) : fraction === 0 ? 0 : -1;
  if (
    micro < 0 ||
    !isCalendarDate(year, month, day) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59 ||
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58 ||
    !text.endsWith('+00')
  ) {
    return formatIsoInZone(parsePgTimestamptz(text), timeZone, style);
  }
  const sec = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second;
  // PostgreSQL drops the fraction's trailing zeros; both styles write six digits, and
  // 'isoformat' none at all when the microsecond is 0.
  const frac =
    micro === 0
      ? style === 'isoformat'
        ? ''
        : '.000000'
      : fraction === 7
        ? text.slice(19, 26)
        : text.slice(19, 19 + fraction).padEnd(7, '0');
  return writeIso(sec, frac, timeZone, style);
}
