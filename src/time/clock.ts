// The application's clock: injected into buildApp so tests can fix "now" and "today".
export interface Clock {
  /** Epoch microseconds; strictly increasing within the process. */
  nowMicros(): bigint;
}

/** The clock's now as a Date (millisecond precision), for code that works in dates. */
export const dateOf = (clock: Clock): Date => new Date(Number(clock.nowMicros() / 1000n));

/** What a tracking clock reads: the machine's two clocks (fakes in the clock's own tests). */
export interface TimeSources {
  /** The wall clock in epoch milliseconds (Date.now): the time of day, but NTP may step it. */
  wallMs(): number;
  /** A monotonic clock in nanoseconds (process.hrtime): never stepped, no epoch. */
  monotonicNs(): bigint;
}

/**
 * How far the clock may stand from the wall clock before it anchors again. NTP slews small
 * offsets (and on Linux the monotonic clock is slewed with the wall clock), so a gap this
 * size means the wall clock was stepped (ntpd steps past 128 ms, chrony's makestep) or
 * the machine slept, when only the wall clock runs on.
 */
export const MAX_DRIFT_MICROS = 20_000n;

// Longest wait for the wall clock's next millisecond when anchoring: a wall clock that does
// not tick over (stopped, or coarser than a millisecond) is anchored at the middle of its
// millisecond instead.
const EDGE_WAIT_NS = 2_000_000n;

/**
 * A microsecond clock that tracks the wall clock and never goes back: epoch microseconds
 * are the monotonic clock plus an offset, anchored where the wall clock ticks to a new
 * millisecond (so the part below the millisecond is measured, not a fixed 000).
 *
 * Each reading checks the offset against the wall clock; when they part by more than
 * MAX_DRIFT_MICROS it anchors again. A wall clock stepped forward is followed at once; one
 * stepped back is followed without going back: readings advance by a microsecond each
 * (as a hybrid logical clock does) until the wall clock passes the last one. Two readings
 * never give the same value, whatever the wall clock does.
 */
export function trackingClock(sources: TimeSources): Clock {
  let offset = 0n; // epoch micros minus monotonic micros
  let last = 0n;

  const anchor = (): void => {
    const startNs = sources.monotonicNs();
    const startMs = sources.wallMs();
    for (;;) {
      const ns = sources.monotonicNs();
      const ms = sources.wallMs();
      // The wall clock just became `ms`: at `ns` it reads ms.000, give or take one turn of this loop.
      if (ms !== startMs) return void (offset = BigInt(ms) * 1000n - ns / 1000n);
      if (ns - startNs > EDGE_WAIT_NS) return void (offset = BigInt(ms) * 1000n + 500n - ns / 1000n);
    }
  };

  anchor();
  return {
    nowMicros() {
      let now = sources.monotonicNs() / 1000n + offset;
      const wall = BigInt(sources.wallMs()) * 1000n; // `now` is due in [wall, wall + 1000)
      if (now < wall - MAX_DRIFT_MICROS || now >= wall + 1000n + MAX_DRIFT_MICROS) {
        anchor();
        now = sources.monotonicNs() / 1000n + offset;
      }
      last = now > last ? now : last + 1n;
      return last;
    },
  };
}

const machine: TimeSources = { wallMs: () => Date.now(), monotonicNs: () => process.hrtime.bigint() };
let shared: Clock | undefined;

/**
 * The machine's clock in microseconds (trackingClock on Date.now and process.hrtime), one
 * for the whole process: every reading anywhere in it is later than the one before.
 */
export function systemClock(): Clock {
  return (shared ??= trackingClock(machine));
}

/** A clock standing at a fixed instant that moves only when told (tests). */
export function fixedClock(startMicros: bigint): Clock & { set(micros: bigint): void } {
  let now = startMicros;
  return {
    nowMicros: () => now++,
    set(micros: bigint) {
      now = micros;
    },
  };
}
