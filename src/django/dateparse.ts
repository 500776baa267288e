// Date-time input as Django 3.2's parse_datetime reads it and DRF 3.14's
// DateTimeField stores it (USE_TZ=True, pytz): an instant (time/instant.ts).
import { daysFromCivil, isCalendarDate } from '../time/calendar.js';
import { MAX_EPOCH_SECONDS, MIN_EPOCH_SECONDS, SECONDS_PER_DAY, instantOf, splitInstant, type Instant } from '../time/instant.js';
import { isFixedOffsetZone, offsetSecondsAt, wallClockToInstant, type WallClock } from '../time/zone.js';
import { PY_DIGIT, PY_SPACE, PythonCrash, asciiDigits, type PyValue } from './python.js';

/** Python int() of a run of \d characters (already matched as digits). */
const digitsToInt = (s: string): number => Number(asciiDigits(s));

// django.utils.dateparse.datetime_re (3.2), used with re.match; `$` may stand before a final '\n'.
const DATETIME_RE = new RegExp(
  `^(${PY_DIGIT}{4})-(${PY_DIGIT}{1,2})-(${PY_DIGIT}{1,2})[T ](${PY_DIGIT}{1,2}):(${PY_DIGIT}{1,2})` +
    `(?::(${PY_DIGIT}{1,2})(?:[.,](${PY_DIGIT}{1,6})${PY_DIGIT}{0,6})?)?` +
    `[${PY_SPACE}]*(Z|[+-]${PY_DIGIT}{2}(?::?${PY_DIGIT}{2})?)?(?=\\n?$)`,
  'u',
);

export interface ParsedDateTime extends WallClock {
  /** Offset east of UTC in minutes; null for a naive value. */
  offsetMinutes: number | null;
}

/** django.utils.dateparse.parse_datetime (3.2); null where it returns None or raises ValueError. */
export function parseDjangoDateTime(text: string): ParsedDateTime | null {
  const m = DATETIME_RE.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, us, tz] = m;
  let offsetMinutes: number | null = null;
  if (tz === 'Z') offsetMinutes = 0;
  else if (tz !== undefined) {
    const chars = [...tz];
    const mins = chars.length > 3 ? digitsToInt(chars.slice(-2).join('')) : 0;
    offsetMinutes = 60 * digitsToInt(chars.slice(1, 3).join('')) + mins;
    if (chars[0] === '-') offsetMinutes = -offsetMinutes;
    // get_fixed_timezone -> datetime.timezone(): the offset must be strictly within ±24h.
    if (Math.abs(offsetMinutes) >= 24 * 60) return null;
  }
  const p: ParsedDateTime = {
    year: digitsToInt(y),
    month: digitsToInt(mo),
    day: digitsToInt(d),
    hour: digitsToInt(h),
    minute: digitsToInt(mi),
    second: s === undefined ? 0 : digitsToInt(s),
    microsecond: us === undefined ? 0 : digitsToInt(asciiDigits(us).padEnd(6, '0')),
    offsetMinutes,
  };
  // datetime.datetime(**kw) range checks (ValueError).
  if (!isCalendarDate(p.year, p.month, p.day)) return null;
  if (p.hour > 23 || p.minute > 59 || p.second > 59) return null;
  return p;
}

export type DateTimeInput = { instant: Instant } | { error: 'invalid' | 'makeAware' | 'overflow' };

/**
 * DRF's DateTimeField.to_internal_value with enforce_timezone: an aware value is
 * converted, a naive one is localised in `timeZone` as pytz does with is_dst=None.
 * Throws PythonCrash where DRF itself crashes.
 */
export function parseDateTimeInput(data: PyValue, timeZone: string): DateTimeInput {
  // parse_datetime raises TypeError for a non-str; DRF catches it with ValueError.
  if (typeof data !== 'string') return { error: 'invalid' };
  const p = parseDjangoDateTime(data);
  if (p === null) return { error: 'invalid' };
  const localSec = daysFromCivil(p.year, p.month, p.day) * SECONDS_PER_DAY + p.hour * 3600 + p.minute * 60 + p.second;

  if (p.offsetMinutes !== null) {
    // value.astimezone(tz): `self - offset` then tz.fromutc(); either may overflow.
    const utcSec = localSec - p.offsetMinutes * 60;
    if (utcSec < MIN_EPOCH_SECONDS || utcSec > MAX_EPOCH_SECONDS) return { error: 'overflow' };
    const local = utcSec + offsetSecondsAt(timeZone, utcSec);
    if (local < MIN_EPOCH_SECONDS || local > MAX_EPOCH_SECONDS) return { error: 'overflow' };
    return { instant: instantOf(utcSec, p.microsecond) };
  }

  // timezone.make_aware(value, tz) -> pytz tz.localize(value, is_dst=None).
  // DstTzInfo.localize looks one day either side: on 0001-01-01 and 9999-12-31
  // that overflows, an OverflowError DRF does not catch.
  if (!isFixedOffsetZone(timeZone) && (localSec < MIN_EPOCH_SECONDS + SECONDS_PER_DAY || localSec > MAX_EPOCH_SECONDS - SECONDS_PER_DAY)) {
    throw new PythonCrash('OverflowError', 'date value out of range');
  }
  const r = wallClockToInstant(p, timeZone);
  if ('error' in r) return { error: 'makeAware' }; // NonExistentTimeError / AmbiguousTimeError
  // DRF 3.14 then checks valid_datetime(dt), whose dt.astimezone(utc) overflows outside the range.
  const utcSec = splitInstant(r.instant).sec;
  if (utcSec < MIN_EPOCH_SECONDS || utcSec > MAX_EPOCH_SECONDS) {
    throw new PythonCrash('OverflowError', 'date value out of range');
  }
  return { instant: r.instant };
}
