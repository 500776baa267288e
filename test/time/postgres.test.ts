import { describe, expect, it } from 'vitest';
import { formatIsoInZone, type IsoStyle } from '../../src/time/iso.js';
import { parsePgTimestamptz, pgTimestamptzInZone } from '../../src/time/postgres.js';

// pgTimestamptzInZone reads PostgreSQL's text in place; whatever the style, it must write
// what the general path (the reader, then the writer) writes, or throw what it throws.
describe('pgTimestamptzInZone in both styles', () => {
  const ZONES = ['Europe/Prague', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC', 'Asia/Tokyo'];
  const STYLES: IsoStyle[] = ['isoformat', 'fixed'];

  const answer = (f: () => string): string | Error => {
    try {
      return f();
    } catch (e) {
      return e as Error;
    }
  };
  const general = (text: string, zone: string, style: IsoStyle) => answer(() => formatIsoInZone(parsePgTimestamptz(text), zone, style));
  const fast = (text: string, zone: string, style: IsoStyle) => answer(() => pgTimestamptzInZone(text, zone, style));

  it("gives the general path's text for 10,000 random UTC texts a style, years 1..9999, every fraction length", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const p2 = (n: number) => String(n).padStart(2, '0');
    for (const style of STYLES) {
      for (let i = 0; i < 10_000; i++) {
        const y = i % 2 ? 1900 + next(200) : i % 10 === 0 ? [1, 2, 9998, 9999][next(4)] : 1 + next(9999);
        const digits = next(7);
        const fraction = digits === 0 ? '' : `.${String(next(10 ** digits)).padStart(digits, '0')}`.replace(/0+$/, '').replace(/\.$/, '');
        const text = `${String(y).padStart(4, '0')}-${p2(1 + next(12))}-${p2(1 + next(28))} ${p2(next(24))}:${p2(next(60))}:${p2(next(60))}${fraction}+00`;
        const zone = ZONES[next(ZONES.length)];
        expect(fast(text, zone, style), `${text} in ${zone}, ${style}`).toEqual(general(text, zone, style));
      }
    }
  });

  it.each([
    ['2026-11-22 04:10:29+00', 'Europe/Prague', '2026-11-22T05:10:29+01:00', '2026-11-22T05:10:29.000000+01:00'],
    ['2026-11-22 04:10:29.5+00', 'UTC', '2026-11-22T04:10:29.500000Z', '2026-11-22T04:10:29.500000Z'],
    ['2026-06-30 17:31:39.000005+00', 'Europe/Prague', '2026-06-30T19:31:39.000005+02:00', '2026-06-30T19:31:39.000005+02:00'],
    ['2026-11-22 05:10:29+01', 'Europe/Prague', '2026-11-22T05:10:29+01:00', '2026-11-22T05:10:29.000000+01:00'],
  ])('%s in %s: %s, fixed %s', (text, zone, isoformat, fixed) => {
    expect(pgTimestamptzInZone(text, zone)).toBe(isoformat);
    expect(pgTimestamptzInZone(text, zone, 'fixed')).toBe(fixed);
  });

  it("past 9999 in the zone: the API throws (Python's OverflowError), the dataset writes UTC", () => {
    const text = '9999-12-31 23:59:59.999999+00';
    expect(() => pgTimestamptzInZone(text, 'Asia/Tokyo')).toThrow(RangeError);
    expect(pgTimestamptzInZone(text, 'Asia/Tokyo', 'fixed')).toBe('9999-12-31T23:59:59.999999Z');
  });
});
