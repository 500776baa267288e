// The one ISO 8601 writer: an instant as a wall clock in a zone, with its offset.
//
// Two styles, one code:
//  - 'isoformat', the API's (design §1): Python's `dt.astimezone(tz).isoformat()` with
//    DRF's '+00:00' -> 'Z'. Six fractional digits, none when the microsecond is 0. A wall
//    clock outside years 1..9999 throws RangeError where Python raises OverflowError.
//  - 'fixed', the dataset file's and the text sent to PostgreSQL: always six fractional
//    digits, so the same instant always gives the same bytes. A wall clock outside years
//    1..9999 is written in UTC instead (the file must hold every instant the database does).
// Both write the offset as ±HH:MM ('Z' for zero); offsets are whole minutes (zone.ts).
import { dateText, pad } from './calendar.js';
import { MAX_EPOCH_SECONDS, MIN_EPOCH_SECONDS, SECONDS_PER_DAY, splitInstant, type Instant } from './instant.js';
import { offsetSecondsAt } from './zone.js';

export type IsoStyle = 'isoformat' | 'fixed';

/** Python's `timedelta` offset formatting in `isoformat()`: ±HH:MM, plus :SS when there are seconds. */
function formatOffset(offsetSec: number): string {
  const sign = offsetSec < 0 ? '-' : '+';
  const abs = Math.abs(offsetSec);
  const hh = Math.floor(abs / 3600);
  const mm = Math.floor((abs % 3600) / 60);
  const ss = abs % 60;
  return `${sign}${pad(hh, 2)}:${pad(mm, 2)}${ss ? `:${pad(ss, 2)}` : ''}`;
}

// The strings a date-time is built from, kept for the next one: a page of 30 goals, or an
// export's millions, are mostly on the same few days (calendar.ts keeps those) and offsets.
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
const offsetTexts = new Map<number, string>();

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
  return `${dateText(days)}T${TWO_DIGITS[hh]}:${TWO_DIGITS[mi]}:${TWO_DIGITS[secOfDay % 60]}`;
}

/**
 * The writer itself, for callers that hold the instant as whole seconds `sec` and the
 * fraction already as text (`fraction`: '' or '.' and six digits, as `style` wants it).
 */
export function writeIso(sec: number, fraction: string, timeZone: string, style: IsoStyle): string {
  const offset = offsetSecondsAt(timeZone, sec);
  const local = sec + offset;
  if (local < MIN_EPOCH_SECONDS || local > MAX_EPOCH_SECONDS) {
    if (style === 'isoformat') throw new RangeError('date value out of range');
    return `${wallText(sec)}${fraction}Z`;
  }
  return wallText(local) + fraction + offsetText(offset);
}

/** The fraction of `micro` (0..999999) as `style` writes it. */
function fractionText(micro: number, style: IsoStyle): string {
  return micro === 0 && style === 'isoformat' ? '' : `.${pad(micro, 6)}`;
}

/** The instant as a wall clock in `timeZone` with its offset (the API's style unless told). */
export function formatIsoInZone(t: Instant, timeZone: string, style: IsoStyle = 'isoformat'): string {
  const { sec, micro } = splitInstant(t);
  return writeIso(sec, fractionText(micro, style), timeZone, style);
}

/** '2026-11-22T04:10:29.562886Z' (always six fractional digits): the text we send PostgreSQL. */
export function microsToUtcIso(t: Instant): string {
  return formatIsoInZone(t, 'UTC', 'fixed');
}
