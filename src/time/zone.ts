// Time-zone arithmetic on exact instants.
//
// Instants are epoch microseconds as `bigint` (PostgreSQL and Python keep
// microseconds; a JS Date keeps only milliseconds, so output never goes
// through Date). Offsets come from the platform's IANA database through
// Intl.DateTimeFormat, one formatter per zone, and are cached per zone by UTC
// hour; an hour that contains a transition is resolved to the exact second.
//
// What this reproduces:
//  - formatIsoInZone: Python `dt.astimezone(tz).isoformat()` with DRF's
//    trailing '+00:00' -> 'Z' replacement.
//  - wallClockToInstant: pytz `tz.localize(naive, is_dst=None)`, which is what
//    Django 3.2's `timezone.make_aware` calls: a wall time in a DST gap raises
//    NonExistentTimeError, one in a fold AmbiguousTimeError.
//
// Known difference from pytz (not from zoneinfo): pytz only reads the 32-bit
// part of the tz database, so it applies no DST after 2037; Intl (like Python's
// zoneinfo) follows the rules indefinitely. Only instants after 2037 differ.

const MICROS_PER_SECOND = 1_000_000n;
const SECONDS_PER_DAY = 86_400;

/** Smallest and largest instants Python's datetime can hold (0001-01-01 .. 9999-12-31T23:59:59.999999). */
export const MIN_EPOCH_SECONDS = -62_135_596_800;
export const MAX_EPOCH_SECONDS = 253_402_300_799;

// ---------------------------------------------------------------------------
// Proleptic Gregorian calendar arithmetic (H. Hinnant's algorithms).

/** Days since 1970-01-01 of a proleptic Gregorian date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Proleptic Gregorian date of a day count since 1970-01-01. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Splits epoch microseconds into floor seconds and the microsecond remainder (0..999999). */
function splitMicros(epochMicros: bigint): { sec: number; micro: number } {
  let sec = epochMicros / MICROS_PER_SECOND;
  let micro = epochMicros % MICROS_PER_SECOND;
  if (micro < 0n) {
    micro += MICROS_PER_SECOND;
    sec -= 1n;
  }
  return { sec: Number(sec), micro: Number(micro) };
}

// ---------------------------------------------------------------------------
// Offsets.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    // Throws RangeError for a zone the platform does not know. The date is written with the
    // zone's offset from UTC ("1/7/2026, GMT+01:00", "GMT" when 0, seconds for local mean
    // times): format() and a regular expression cost ≈2 µs where formatToParts cost ≈12.
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

// ICU writes the sign as '-' in en-US; U+2212 is accepted should a version write that.
const GMT_OFFSET = /GMT(?:([+\-\u2212])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** UTC offset in seconds at a whole-second instant, straight from Intl (slow: ≈2 µs). */
function intlOffsetSeconds(timeZone: string, epochSec: number): number {
  const text = formatterFor(timeZone).format(new Date(epochSec * 1000));
  const m = GMT_OFFSET.exec(text);
  if (m === null) throw new Error(`no UTC offset in ${JSON.stringify(text)}`);
  if (m[1] === undefined) return 0;
  const magnitude = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? '0');
  const offset = m[1] === '+' ? magnitude : -magnitude;
  // pytz (Django 3.2's zones) rounds every offset to the nearest minute, so local mean
  // times like Prague's +0:57:44 before 1891 read +0:58 and no offset shows seconds.
  return Math.floor((offset + 30) / 60) * 60;
}

/** An hour with a transition: `before` applies below `at` (epoch seconds), `after` from it on. */
interface HourWithTransition {
  before: number;
  after: number;
  at: number;
}

type HourEntry = number | HourWithTransition;

const MAX_CACHED_HOURS_PER_ZONE = 100_000;
const offsetCaches = new Map<string, Map<number, HourEntry>>();

function computeHour(timeZone: string, hour: number): HourEntry {
  const start = hour * 3600;
  const end = start + 3599;
  const before = intlOffsetSeconds(timeZone, start);
  const after = intlOffsetSeconds(timeZone, end);
  if (before === after) return before;
  // Binary search for the first second whose offset is no longer `before`.
  let lo = start; // offset(lo) === before
  let hi = end; // offset(hi) !== before
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (intlOffsetSeconds(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  return { before, after, at: hi };
}

/** UTC offset (seconds) in force in `timeZone` at the instant `epochSec` (whole seconds). */
export function offsetSecondsAt(timeZone: string, epochSec: number): number {
  if (timeZone === 'UTC') return 0;
  let cache = offsetCaches.get(timeZone);
  if (cache === undefined) {
    formatterFor(timeZone); // validate the zone before caching anything for it
    cache = new Map();
    offsetCaches.set(timeZone, cache);
  }
  const hour = Math.floor(epochSec / 3600);
  let entry = cache.get(hour);
  if (entry === undefined) {
    if (cache.size >= MAX_CACHED_HOURS_PER_ZONE) cache.clear();
    entry = computeHour(timeZone, hour);
    cache.set(hour, entry);
  }
  if (typeof entry === 'number') return entry;
  return epochSec < entry.at ? entry.before : entry.after;
}

/** Python's `timedelta` offset formatting in `isoformat()`: ±HH:MM, plus :SS when there are seconds. */
function formatOffset(offsetSec: number): string {
  const sign = offsetSec < 0 ? '-' : '+';
  const abs = Math.abs(offsetSec);
  const hh = Math.floor(abs / 3600);
  const mm = Math.floor((abs % 3600) / 60);
  const ss = abs % 60;
  return `${sign}${pad(hh, 2)}:${pad(mm, 2)}${ss ? `:${pad(ss, 2)}` : ''}`;
}

// The strings an answer's dates are built from, kept for the next date: a page of 30 goals
// renders 30 of them, mostly on the same few days and offsets.
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
const MAX_CACHED_DAYS = 4096;
const dayTexts = new Map<number, string>();
const offsetTexts = new Map<number, string>();

function dayText(days: number): string {
  let t = dayTexts.get(days);
  if (t === undefined) {
    if (dayTexts.size >= MAX_CACHED_DAYS) dayTexts.clear();
    const { year, month, day } = civilFromDays(days);
    dayTexts.set(days, (t = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`));
  }
  return t;
}

function offsetText(offsetSec: number): string {
  let t = offsetTexts.get(offsetSec);
  if (t === undefined) {
    const off = formatOffset(offsetSec);
    offsetTexts.set(offsetSec, (t = off === '+00:00' ? 'Z' : off));
  }
  return t;
}

/** The wall clock of `localSec` (whole seconds), 'YYYY-MM-DDTHH:MM:SS'. */
function wallText(localSec: number): string {
  const days = Math.floor(localSec / SECONDS_PER_DAY);
  const secOfDay = localSec - days * SECONDS_PER_DAY;
  const hh = Math.floor(secOfDay / 3600);
  const mi = Math.floor((secOfDay % 3600) / 60);
  return `${dayText(days)}T${TWO_DIGITS[hh]}:${TWO_DIGITS[mi]}:${TWO_DIGITS[secOfDay % 60]}`;
}

/**
 * `dt.astimezone(tz).isoformat()` with DRF's '+00:00' -> 'Z' of the instant `sec` (whole
 * seconds) plus `fraction` ('' or '.' and six digits). Throws RangeError where Python
 * raises OverflowError (the local wall clock falls outside years 1..9999).
 */
function isoInZone(sec: number, fraction: string, timeZone: string): string {
  const offset = offsetSecondsAt(timeZone, sec);
  const local = sec + offset;
  if (local < MIN_EPOCH_SECONDS || local > MAX_EPOCH_SECONDS) {
    throw new RangeError('date value out of range');
  }
  return wallText(local) + fraction + offsetText(offset);
}

/** Six fractional digits, omitted when the microsecond is 0 (isoInZone). */
export function formatIsoInZone(epochMicros: bigint, timeZone: string): string {
  const { sec, micro } = splitMicros(epochMicros);
  return isoInZone(sec, micro === 0 ? '' : `.${pad(micro, 6)}`, timeZone);
}

// ---------------------------------------------------------------------------
// The common case, fast: PostgreSQL's text of a timestamptz in a UTC session. The general
// path (a regular expression and BigInt arithmetic) took ≈2.3 µs a date; this one reads
// the digits in place (≈0.25 µs).

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
 * formatIsoInZone(parsePgTimestamptz(text), timeZone), the same text: read in place when
 * it has the shape a UTC session sends ('2026-11-22 04:10:29.56288+00'), through the
 * general path otherwise (other offsets, BC, years past 9999, anything malformed).
 */
export function pgTimestamptzInZone(text: string, timeZone: string): string {
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
    micro < 0 || year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) ||
    hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 ||
    text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 32 ||
    text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58 || !text.endsWith('+00')
  ) {
    return formatIsoInZone(parsePgTimestamptz(text), timeZone);
  }
  const sec = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second;
  // Python shows six digits unless the microsecond is 0; PostgreSQL drops trailing zeros.
  const frac = micro === 0 ? '' : fraction === 7 ? text.slice(19, 26) : text.slice(19, 19 + fraction).padEnd(7, '0');
  return isoInZone(sec, frac, timeZone);
}

/** '2026-11-22T04:10:29.562886Z' (always six fractional digits): the text we send PostgreSQL. */
export function microsToUtcIso(epochMicros: bigint): string {
  const { sec, micro } = splitMicros(epochMicros);
  return `${wallText(sec)}.${pad(micro, 6)}Z`;
}

const PG_TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?([+-])(\d{2})(?::?(\d{2})(?::?(\d{2}))?)?$/;

/**
 * PostgreSQL's text output of a timestamptz (DateStyle ISO), e.g.
 * '2026-11-22 04:10:29.562886+00' -> epoch µs. Years 1..9999 only (no BC, no infinity).
 */
export function parsePgTimestamptz(text: string): bigint {
  const m = PG_TIMESTAMPTZ.exec(text);
  if (!m) throw new Error(`unsupported timestamptz text: ${JSON.stringify(text)}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    throw new Error(`invalid timestamptz: ${JSON.stringify(text)}`);
  }
  const micro = m[7] === undefined ? 0 : Number(m[7].padEnd(6, '0'));
  let offset = Number(m[9]) * 3600 + Number(m[10] ?? '0') * 60 + Number(m[11] ?? '0');
  if (m[8] === '-') offset = -offset;
  const local = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second;
  return BigInt(local - offset) * MICROS_PER_SECOND + BigInt(micro);
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  microsecond: number;
}

/**
 * pytz `tz.localize(naive, is_dst=None)`: the candidate offsets are the ones in
 * force a day before and a day after the wall time (read as if it were UTC);
 * a candidate holds when the instant it gives really has that offset. None
 * holds: the wall time is in a gap ('nonexistent'); two hold: it is in a fold
 * ('ambiguous'). The wall clock must be a valid date and time.
 */
export function wallClockToInstant(
  w: WallClock,
  timeZone: string,
): { instant: bigint } | { error: 'nonexistent' | 'ambiguous' } {
  const localSec =
    daysFromCivil(w.year, w.month, w.day) * SECONDS_PER_DAY + w.hour * 3600 + w.minute * 60 + w.second;
  const holding: number[] = [];
  for (const probe of [localSec - SECONDS_PER_DAY, localSec + SECONDS_PER_DAY]) {
    const candidate = offsetSecondsAt(timeZone, probe);
    if (!holding.includes(candidate) && offsetSecondsAt(timeZone, localSec - candidate) === candidate) {
      holding.push(candidate);
    }
  }
  if (holding.length === 0) return { error: 'nonexistent' };
  if (holding.length > 1) return { error: 'ambiguous' };
  return { instant: BigInt(localSec - holding[0]) * MICROS_PER_SECOND + BigInt(w.microsecond) };
}

/**
 * Whether pytz would build a StaticTzInfo for the zone (one offset for all
 * time: 'UTC', 'Etc/GMT+5', ...) rather than a DstTzInfo. Approximated by
 * sampling offsets across history. Matters only for pytz's overflow at the
 * ends of the datetime range: DstTzInfo.localize() looks a day either side.
 */
const staticZones = new Map<string, boolean>();
const STATIC_PROBES = [
  MIN_EPOCH_SECONDS, -2_208_988_800, -1_577_923_200, -946_771_200, -315_619_200, 0, 315_532_800, 631_152_000,
  946_684_800, 1_262_304_000, 1_577_836_800, 1_593_561_600, 1_767_225_600, 1_782_864_000, 2_145_916_800,
];
export function isFixedOffsetZone(timeZone: string): boolean {
  let r = staticZones.get(timeZone);
  if (r === undefined) {
    const first = offsetSecondsAt(timeZone, STATIC_PROBES[0]);
    r = STATIC_PROBES.every((s) => offsetSecondsAt(timeZone, s) === first);
    staticZones.set(timeZone, r);
  }
  return r;
}

/** The calendar date ('YYYY-MM-DD') in `timeZone` at the instant `epochMs`. */
export function todayInZone(epochMs: number, timeZone: string): string {
  const sec = Math.floor(epochMs / 1000);
  const local = sec + offsetSecondsAt(timeZone, sec);
  return dayText(Math.floor(local / SECONDS_PER_DAY));
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * A TIME_ZONE value Django would accept: an IANA name the platform knows
 * (offset strings like '+01:00' are refused). Case must match where the
 * platform shows us the canonical spelling (Django checks the zoneinfo file,
 * case-sensitively on Linux).
 */
export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || !ZONE_NAME.test(tz)) return false;
  let resolved: string;
  try {
    resolved = formatterFor(tz).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  if (resolved.toLowerCase() === tz.toLowerCase() && resolved !== tz) return false;
  return true;
}
