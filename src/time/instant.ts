// The one instant type of the service: epoch microseconds as a bigint.
//
// Why a bigint and not a Date, a number or { sec, micro }:
//  - PostgreSQL and Python keep microseconds; a Date keeps milliseconds (design §3).
//  - Years 1..9999 in microseconds need 59 bits; a number holds 53 exactly, so it would
//    round outside ±285 years of 1970.
//  - A bigint is a primitive: compared with < and ===, subtracted (now - a day), used as a
//    Map key and told apart by typeof (the demo's JSON replacer), with no object to
//    allocate or to compare by identity; and it is what the clock reads.
// Its arithmetic costs more than a number's. The bulk paths, a page's date-times and the
// export's millions, therefore read PostgreSQL's text and write ISO text without making an
// instant (postgres.ts, pgTimestamptzInZone); everything else goes through an Instant.

export type Instant = bigint;

export const MICROS_PER_SECOND = 1_000_000n;
export const SECONDS_PER_DAY = 86_400;

/** Smallest and largest whole second Python's datetime can hold (0001-01-01 .. 9999-12-31T23:59:59). */
export const MIN_EPOCH_SECONDS = -62_135_596_800;
export const MAX_EPOCH_SECONDS = 253_402_300_799;

/** The instant `sec` whole seconds (floor) and `micro` (0..999999) after the epoch. */
export function instantOf(sec: number, micro: number): Instant {
  return BigInt(sec) * MICROS_PER_SECOND + BigInt(micro);
}

/** Splits an instant into floor seconds and the microsecond remainder (0..999999). */
export function splitInstant(t: Instant): { sec: number; micro: number } {
  let sec = t / MICROS_PER_SECOND;
  let micro = t % MICROS_PER_SECOND;
  if (micro < 0n) {
    micro += MICROS_PER_SECOND;
    sec -= 1n;
  }
  return { sec: Number(sec), micro: Number(micro) };
}
