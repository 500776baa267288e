// Time zones: the UTC offset in force at an instant, a wall clock to an instant, the
// local date.
//
// Offsets come from the platform's IANA database through Intl.DateTimeFormat, one
// formatter per zone, and are cached per zone by UTC hour; an hour that contains a
// transition is resolved to the exact second.
//
// What this reproduces:
//  - offsets as pytz (Django 3.2's zones) gives them: rounded to whole minutes.
//  - wallClockToInstant: pytz `tz.localize(naive, is_dst=None)`, which is what
//    Django 3.2's `timezone.make_aware` calls: a wall time in a DST gap raises
//    NonExistentTimeError, one in a fold AmbiguousTimeError.
//
// Known difference from pytz (not from zoneinfo): pytz only reads the 32-bit
// part of the tz database, so it applies no DST after 2037; Intl (like Python's
// zoneinfo) follows the rules indefinitely. Only instants after 2037 differ.
import { dateText, daysFromCivil } from './calendar.js';
import { MIN_EPOCH_SECONDS, SECONDS_PER_DAY, instantOf, type Instant } from './instant.js';

// ---------------------------------------------------------------------------
// Offsets.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    // Throws RangeError for a zone the platform does not know. The date is written with the
    // zone's offset from UTC ("1/7/2026, GMT+01:00", "GMT" when 0, seconds for local mean
    // times): format() and a regular expression cost a fraction of formatToParts
    // (docs/performance.md).
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

// ICU writes the sign as '-' in en-US; U+2212 is accepted should a version write that.
const GMT_OFFSET = /GMT(?:([+\-\u2212])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** UTC offset in seconds at a whole-second instant, straight from Intl (slow: hence the cache below). */
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
export function wallClockToInstant(w: WallClock, timeZone: string): { instant: Instant } | { error: 'nonexistent' | 'ambiguous' } {
  const localSec = daysFromCivil(w.year, w.month, w.day) * SECONDS_PER_DAY + w.hour * 3600 + w.minute * 60 + w.second;
  const holding: number[] = [];
  for (const probe of [localSec - SECONDS_PER_DAY, localSec + SECONDS_PER_DAY]) {
    const candidate = offsetSecondsAt(timeZone, probe);
    if (!holding.includes(candidate) && offsetSecondsAt(timeZone, localSec - candidate) === candidate) {
      holding.push(candidate);
    }
  }
  if (holding.length === 0) return { error: 'nonexistent' };
  if (holding.length > 1) return { error: 'ambiguous' };
  return { instant: instantOf(localSec - holding[0], w.microsecond) };
}

/**
 * Whether pytz would build a StaticTzInfo for the zone (one offset for all
 * time: 'UTC', 'Etc/GMT+5', ...) rather than a DstTzInfo. Approximated by
 * sampling offsets across history. Matters only for pytz's overflow at the
 * ends of the datetime range: DstTzInfo.localize() looks a day either side.
 */
const staticZones = new Map<string, boolean>();
const STATIC_PROBES = [
  MIN_EPOCH_SECONDS,
  -2_208_988_800,
  -1_577_923_200,
  -946_771_200,
  -315_619_200,
  0,
  315_532_800,
  631_152_000,
  946_684_800,
  1_262_304_000,
  1_577_836_800,
  1_593_561_600,
  1_767_225_600,
  1_782_864_000,
  2_145_916_800,
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

/** Days since 1970-01-01 of the local date in `timeZone` at the whole second `epochSec`. */
export function localDay(epochSec: number, timeZone: string): number {
  return Math.floor((epochSec + offsetSecondsAt(timeZone, epochSec)) / SECONDS_PER_DAY);
}

/** The calendar date ('YYYY-MM-DD') in `timeZone` at the instant `epochMs`. */
export function todayInZone(epochMs: number, timeZone: string): string {
  return dateText(localDay(Math.floor(epochMs / 1000), timeZone));
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
