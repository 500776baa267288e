import { describe, expect, it } from 'vitest';
import { formatIsoInZone, microsToUtcIso } from '../../src/time/iso.js';
import { parsePgTimestamptz, pgTimestamptzInZone } from '../../src/time/postgres.js';
import { isValidTimeZone, todayInZone, wallClockToInstant } from '../../src/time/zone.js';

/** Epoch µs of an ISO instant with an explicit offset (at most millisecond precision) plus extra µs. */
function micros(iso: string, extraMicros = 0): bigint {
  return BigInt(Date.parse(iso)) * 1000n + BigInt(extraMicros);
}

describe('formatIsoInZone', () => {
  // Expected strings are Python's dt.astimezone(ZoneInfo(tz)).isoformat() with '+00:00' -> 'Z'.
  const cases: Array<[string, bigint, string, string]> = [
    ['summer, with µs', 1782840699826865n, 'Europe/Prague', '2026-06-30T19:31:39.826865+02:00'],
    ['winter', micros('2026-01-15T12:00:00Z'), 'Europe/Prague', '2026-01-15T13:00:00+01:00'],
    ['µs == 0 omits the fraction', micros('2026-06-30T17:31:39Z'), 'Europe/Prague', '2026-06-30T19:31:39+02:00'],
    ['leading zeros in the fraction', micros('2026-06-30T17:31:39Z', 5), 'Europe/Prague', '2026-06-30T19:31:39.000005+02:00'],
    ['UTC gives Z', micros('2026-11-22T04:10:29.562Z', 886), 'UTC', '2026-11-22T04:10:29.562886Z'],
    ['a zero offset gives Z', micros('2026-01-15T12:00:00Z'), 'Europe/London', '2026-01-15T12:00:00Z'],
    ['negative offset', micros('2026-07-04T16:00:00Z'), 'America/New_York', '2026-07-04T12:00:00-04:00'],
    ['half-hour offset', micros('2026-07-04T16:00:00Z'), 'Asia/Kolkata', '2026-07-04T21:30:00+05:30'],
    ['45-minute offset', micros('2026-07-04T16:00:00Z'), 'Asia/Kathmandu', '2026-07-04T21:45:00+05:45'],
    ['last second before spring forward', micros('2026-03-29T00:59:59Z'), 'Europe/Prague', '2026-03-29T01:59:59+01:00'],
    ['spring forward', micros('2026-03-29T01:00:00Z'), 'Europe/Prague', '2026-03-29T03:00:00+02:00'],
    ['first 02:30 of the fold', micros('2026-10-25T00:30:00Z'), 'Europe/Prague', '2026-10-25T02:30:00+02:00'],
    ['second 02:30 of the fold', micros('2026-10-25T01:30:00Z'), 'Europe/Prague', '2026-10-25T02:30:00+01:00'],
    ['LMT offset rounded to minutes, as pytz does', micros('0001-01-01T00:00:00Z'), 'Europe/Prague', '0001-01-01T00:58:00+00:58'],
    ['last PMT second (+0:57:44 read as +0:58)', micros('1891-09-30T23:02:15Z'), 'Europe/Prague', '1891-10-01T00:00:15+00:58'],
    ['first CET second', micros('1891-09-30T23:02:16Z'), 'Europe/Prague', '1891-10-01T00:02:16+01:00'],
    [
      'negative offset rounded to minutes (-0:44:30 → -0:44)',
      micros('1970-06-01T00:00:00Z'),
      'Africa/Monrovia',
      '1970-05-31T23:16:00-00:44',
    ],
    ['before the epoch, µs borrow', -1n, 'UTC', '1969-12-31T23:59:59.999999Z'],
    ['top of the range', micros('9999-12-31T22:59:59.999Z', 999), 'Europe/Prague', '9999-12-31T23:59:59.999999+01:00'],
  ];
  it.each(cases)('%s', (_name, instant, zone, expected) => {
    expect(formatIsoInZone(instant, zone)).toBe(expected);
  });

  it('agrees, in every zone the platform knows, with the wall clock Intl writes for the instant (6 instants a zone)', () => {
    // An oracle of its own: the wall clock's distance from UTC, rounded to minutes as pytz does.
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const wall = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      });
      for (let i = 0; i < 6; i++) {
        const sec = i < 2 ? Math.floor(-62_000_000_000 + next() * 315_000_000_000) : Math.floor(-2_500_000_000 + next() * 7_000_000_000);
        const parts = Object.fromEntries(wall.formatToParts(new Date(sec * 1000)).map((p) => [p.type, p.value]));
        const year = parts.era.startsWith('B') ? 1 - Number(parts.year) : Number(parts.year);
        const wallClock = new Date(0); // Date.UTC would read years 0..99 as 1900..1999
        wallClock.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
        wallClock.setUTCHours(Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
        const local = wallClock.getTime() / 1000;
        const offset = Math.floor((local - sec + 30) / 60) * 60;
        const shown = new Date((sec + offset) * 1000);
        if (shown.getUTCFullYear() < 1 || shown.getUTCFullYear() > 9999) continue;
        const sign = offset < 0 ? '-' : '+';
        const hhmm = `${String(Math.floor(Math.abs(offset) / 3600)).padStart(2, '0')}:${String((Math.abs(offset) % 3600) / 60).padStart(2, '0')}`;
        const expected = `${shown.toISOString().slice(0, 19)}${offset === 0 ? 'Z' : `${sign}${hhmm}`}`;
        expect(formatIsoInZone(BigInt(sec) * 1_000_000n, zone), `${sec} in ${zone}`).toBe(expected);
      }
    }
  });

  it('throws where Python overflows (local wall clock past 9999)', () => {
    expect(() => formatIsoInZone(micros('9999-12-31T23:30:00Z'), 'Europe/Prague')).toThrow(RangeError);
  });

  it('throws for an unknown zone', () => {
    expect(() => formatIsoInZone(0n, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('parsePgTimestamptz / microsToUtcIso', () => {
  const cases: Array<[string, bigint, string]> = [
    ['2026-11-22 04:10:29.562886+00', micros('2026-11-22T04:10:29.562Z', 886), '2026-11-22T04:10:29.562886Z'],
    ['2026-11-22 04:10:29+00', micros('2026-11-22T04:10:29Z'), '2026-11-22T04:10:29.000000Z'],
    ['2026-11-22 04:10:29.5+00', micros('2026-11-22T04:10:29.5Z'), '2026-11-22T04:10:29.500000Z'],
    ['2026-11-22 05:10:29.000001+01', micros('2026-11-22T04:10:29Z', 1), '2026-11-22T04:10:29.000001Z'],
    ['2026-11-22 00:40:29-03:30', micros('2026-11-22T04:10:29Z'), '2026-11-22T04:10:29.000000Z'],
    ['0001-01-01 00:00:00+00', micros('0001-01-01T00:00:00Z'), '0001-01-01T00:00:00.000000Z'],
    ['9999-12-31 23:59:59.999999+00', micros('9999-12-31T23:59:59.999Z', 999), '9999-12-31T23:59:59.999999Z'],
    ['1969-12-31 23:59:59.999999+00', -1n, '1969-12-31T23:59:59.999999Z'],
  ];
  it.each(cases)('%s', (text, instant, iso) => {
    expect(parsePgTimestamptz(text)).toBe(instant);
    expect(microsToUtcIso(instant)).toBe(iso);
  });

  it.each(['infinity', '2026-11-22', '2026-13-01 00:00:00+00', '2026-02-30 00:00:00+00', '0001-01-01 00:00:00+00 BC'])(
    'rejects %s',
    (text) => {
      expect(() => parsePgTimestamptz(text)).toThrow();
    },
  );
});

describe("pgTimestamptzInZone (the fast path of a page's created_at)", () => {
  const ZONES = [
    'Europe/Prague',
    'America/New_York',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/St_Johns',
    'UTC',
    'Africa/Monrovia',
  ];

  /** The general path's answer, or the error it throws. */
  function general(text: string, zone: string): string | Error {
    try {
      return formatIsoInZone(parsePgTimestamptz(text), zone);
    } catch (e) {
      return e as Error;
    }
  }

  function fast(text: string, zone: string): string | Error {
    try {
      return pgTimestamptzInZone(text, zone);
    } catch (e) {
      return e as Error;
    }
  }

  it("gives the general path's text for 20,000 random UTC texts across years 1..9999, every fraction length and eight zones", () => {
    let seed = 42;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const p2 = (n: number) => String(n).padStart(2, '0');
    for (let i = 0; i < 20_000; i++) {
      // Half the years where DST rules are dense, one in ten at the ends of the range, the rest anywhere.
      const y = i % 2 ? 1900 + next(200) : i % 10 === 0 ? [1, 2, 9998, 9999][next(4)] : 1 + next(9999);
      const digits = next(7);
      const fraction = digits === 0 ? '' : `.${String(next(10 ** digits)).padStart(digits, '0')}`.replace(/0+$/, '').replace(/\.$/, '');
      const text = `${String(y).padStart(4, '0')}-${p2(1 + next(12))}-${p2(1 + next(28))} ${p2(next(24))}:${p2(next(60))}:${p2(next(60))}${fraction}+00`;
      const zone = ZONES[next(ZONES.length)];
      expect(fast(text, zone), `${text} in ${zone}`).toEqual(general(text, zone));
    }
  });

  it.each([
    ['2026-03-29 00:59:59.999999+00', 'Europe/Prague'],
    ['2026-03-29 01:00:00+00', 'Europe/Prague'],
    ['2026-10-25 00:59:59+00', 'Europe/Prague'],
    ['2026-10-25 01:00:00.5+00', 'Europe/Prague'],
    ['1891-09-30 22:57:43+00', 'Europe/Prague'],
    ['2024-02-29 23:30:00.000001+00', 'Asia/Kolkata'],
    ['2026-11-22 05:10:29.000001+01', 'Europe/Prague'],
    ['2026-11-22 00:40:29-03:30', 'Europe/Prague'],
    ['0001-01-01 00:00:00+00', 'America/New_York'],
    ['9999-12-31 23:59:59.999999+00', 'Europe/Prague'],
    ['0001-01-01 00:00:00+00 BC', 'Europe/Prague'],
    ['2026-02-30 00:00:00+00', 'Europe/Prague'],
    ['2026-11-22 04:10:29.+00', 'Europe/Prague'],
    ['2026-11-22 04:10:29.1234567+00', 'Europe/Prague'],
    ['2026-11-22T04:10:29+00', 'Europe/Prague'],
    ['12026-11-22 04:10:29+00', 'Europe/Prague'],
    ['infinity', 'Europe/Prague'],
    ['2026-11-22 04:10:29+00', 'Mars/Olympus_Mons'],
  ])("gives the general path's answer (or its error) for %s in %s", (text, zone) => {
    expect(fast(text, zone)).toEqual(general(text, zone));
  });
});

describe('wallClockToInstant (pytz localize, is_dst=None)', () => {
  const wall = (s: string) => {
    const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{6}))?$/.exec(s)!;
    return {
      year: +m[1],
      month: +m[2],
      day: +m[3],
      hour: +m[4],
      minute: +m[5],
      second: +m[6],
      microsecond: m[7] ? +m[7] : 0,
    };
  };
  const cases: Array<[string, string, bigint | 'nonexistent' | 'ambiguous']> = [
    ['2026-03-31T18:00:00', 'Europe/Prague', micros('2026-03-31T16:00:00Z')],
    ['2026-01-10T08:15:00.000123', 'Europe/Prague', micros('2026-01-10T07:15:00Z', 123)],
    ['2026-03-29T02:30:00', 'Europe/Prague', 'nonexistent'],
    ['2026-03-29T02:00:00', 'Europe/Prague', 'nonexistent'],
    ['2026-03-29T01:59:59', 'Europe/Prague', micros('2026-03-29T00:59:59Z')],
    ['2026-03-29T03:00:00', 'Europe/Prague', micros('2026-03-29T01:00:00Z')],
    ['2026-10-25T02:30:00', 'Europe/Prague', 'ambiguous'],
    ['2026-10-25T02:00:00', 'Europe/Prague', 'ambiguous'],
    ['2026-10-25T01:59:59', 'Europe/Prague', micros('2026-10-24T23:59:59Z')],
    ['2026-10-25T03:00:00', 'Europe/Prague', micros('2026-10-25T02:00:00Z')],
    ['2026-03-08T02:30:00', 'America/New_York', 'nonexistent'],
    ['2026-11-01T01:30:00', 'America/New_York', 'ambiguous'],
    ['2026-04-05T01:45:00', 'Australia/Lord_Howe', 'ambiguous'],
    ['2026-10-04T02:15:00', 'Australia/Lord_Howe', 'nonexistent'],
    ['2026-03-29T02:30:00', 'UTC', micros('2026-03-29T02:30:00Z')],
    ['1850-06-01T12:00:00', 'Europe/Prague', micros('1850-06-01T11:02:00Z')],
  ];
  it.each(cases)('%s in %s', (w, zone, expected) => {
    const r = wallClockToInstant(wall(w), zone);
    if (typeof expected === 'bigint') expect(r).toEqual({ instant: expected });
    else expect(r).toEqual({ error: expected });
  });
});

describe('todayInZone', () => {
  it.each([
    ['2026-06-30T22:30:00Z', 'Europe/Prague', '2026-07-01'],
    ['2026-06-30T22:30:00Z', 'UTC', '2026-06-30'],
    ['2026-07-01T03:00:00Z', 'America/New_York', '2026-06-30'],
    ['2026-12-31T23:00:00Z', 'Europe/Prague', '2027-01-01'],
  ])('%s in %s', (iso, zone, expected) => {
    expect(todayInZone(Date.parse(iso), zone)).toBe(expected);
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['Europe/Prague', true],
    ['UTC', true],
    ['America/New_York', true],
    ['Etc/GMT+5', true],
    ['US/Eastern', true],
    ['europe/prague', false],
    ['utc', false],
    ['+01:00', false],
    ['Europe/Prague ', false],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['../etc/passwd', false],
  ])('%s -> %s', (tz, expected) => {
    expect(isValidTimeZone(tz)).toBe(expected);
  });
});
