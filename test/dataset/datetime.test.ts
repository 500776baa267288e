import { describe, expect, it } from 'vitest';
import { checkDate, parseDateTime } from '../../src/dataset/datetime.js';
import { instantOf } from '../../src/time/instant.js';
import { formatIsoInZone, microsToUtcIso } from '../../src/time/iso.js';
import { parsePgTimestamptz } from '../../src/time/postgres.js';

/** The instant `sec` whole seconds and `micro` microseconds after the epoch. */
const at = (sec: number, micro: number) => instantOf(sec, micro);
/** The dataset file's writer: six fractional digits in the zone (time/iso.ts, style 'fixed'). */
const formatDateTime = (t: bigint, zone: string) => formatIsoInZone(t, zone, 'fixed');

describe('dataset date-times', () => {
  it('reads ISO 8601 with an offset into an instant with microseconds', () => {
    expect(parseDateTime('2026-11-22T05:10:29.562886+01:00')).toBe(at(1795320629, 562886));
    expect(parseDateTime('2026-11-22T04:10:29.562886Z')).toBe(at(1795320629, 562886));
    expect(parseDateTime('2026-11-22T00:40:29.5-03:30')).toBe(at(1795320629, 500000));
    expect(parseDateTime('2026-11-22T04:10:29Z')).toBe(at(1795320629, 0));
    expect(parseDateTime('0001-01-01T00:00:00.000000Z')).toBe(at(-62135596800, 0));
    expect(parseDateTime('2024-02-29T23:59:59.999999+00:00')).toBe(at(1709251199, 999999));
  });

  it.each([
    ['2026-11-22T04:10:29', 'must be a date-time YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM (or Z)'],
    ['2026-11-22 04:10:29Z', 'must be a date-time YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM (or Z)'],
    ['2026-11-22T04:10:29.1234567Z', 'must be a date-time YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM (or Z)'],
    ['2026-11-22T04:10:29+0100', 'must be a date-time YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM (or Z)'],
    ['2026-11-22t04:10:29z', 'must be a date-time YYYY-MM-DDTHH:MM:SS.ffffff±HH:MM (or Z)'],
    ['2025-02-29T00:00:00Z', 'is not a calendar date'],
    ['2026-13-01T00:00:00Z', 'is not a calendar date'],
    ['0000-01-01T00:00:00Z', 'is not a calendar date'],
    ['2026-01-01T24:00:00Z', 'is not a time of day'],
    ['2026-01-01T23:60:00Z', 'is not a time of day'],
    ['2026-01-01T23:59:60Z', 'is not a time of day'],
    ['2026-01-01T00:00:00+24:00', 'has an offset out of range'],
    ['0001-01-01T00:30:00+01:00', 'is out of range (years 0001 to 9999 in UTC)'],
    ['9999-12-31T23:30:00-01:00', 'is out of range (years 0001 to 9999 in UTC)'],
  ])('refuses %j', (text, fault) => {
    expect(parseDateTime(text)).toBe(fault);
  });

  it('checks dates', () => {
    expect(checkDate('2024-02-29')).toBeUndefined();
    expect(checkDate('2025-02-29')).toBe('is not a calendar date');
    expect(checkDate('2025-2-1')).toBe('must be a date YYYY-MM-DD');
    expect(checkDate('2025-04-31')).toBe('is not a calendar date');
  });

  it('writes six fractional digits in the zone, Z for a zero offset', () => {
    const t = at(1795320629, 0);
    expect(formatDateTime(t, 'Europe/Prague')).toBe('2026-11-22T05:10:29.000000+01:00');
    expect(formatDateTime(at(1782000000, 7), 'Europe/Prague')).toBe('2026-06-21T02:00:00.000007+02:00');
    expect(formatDateTime(t, 'UTC')).toBe('2026-11-22T04:10:29.000000Z');
    expect(formatDateTime(t, 'Europe/London')).toBe('2026-11-22T04:10:29.000000Z');
    expect(formatDateTime(t, 'America/St_Johns')).toBe('2026-11-22T00:40:29.000000-03:30');
    // Pytz-style whole minutes before standard time (Prague's +00:57:44 is +00:58).
    expect(formatDateTime(at(-2524521600, 1), 'Europe/Prague')).toBe('1890-01-01T00:58:00.000001+00:58');
    // A local date that would leave years 1..9999 is written in UTC.
    expect(formatDateTime(at(253402300799, 999999), 'Asia/Tokyo')).toBe('9999-12-31T23:59:59.999999Z');
    expect(microsToUtcIso(at(-62135596800, 5))).toBe('0001-01-01T00:00:00.000005Z');
  });

  it('round-trips: parse(format(t)) is t, in any zone', () => {
    for (const zone of ['Europe/Prague', 'America/St_Johns', 'Asia/Kathmandu', 'UTC']) {
      for (const sec of [-62135596800 + 86400, -2524525200, 0, 1711846799, 1711846800, 1729990800, 1795320629, 253402214400]) {
        const t = at(sec, 123456);
        expect(parseDateTime(formatDateTime(t, zone))).toBe(t);
      }
    }
  });

  it('reads PostgreSQL timestamptz text of a UTC session', () => {
    expect(parsePgTimestamptz('2026-11-22 04:10:29.562886+00')).toBe(at(1795320629, 562886));
    expect(parsePgTimestamptz('2026-11-22 04:10:29.5+00')).toBe(at(1795320629, 500000));
    expect(parsePgTimestamptz('0999-01-01 00:00:00+00')).toBe(at(-30641760000, 0));
    // One reader for every timestamptz text: another offset is read, not refused.
    expect(parsePgTimestamptz('2026-11-22 05:10:29+01')).toBe(at(1795320629, 0));
  });
});
