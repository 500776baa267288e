// MAIL_SEND_HOURS in TIME_ZONE (src/mail/send-hours.ts): both hours included, the next
// allowed instant found from outside them, and the days Prague's clocks change handled.
import { describe, expect, it } from 'vitest';
import { localHour, nextSendTime, withinSendHours } from '../../src/mail/send-hours.js';

const PRAGUE = 'Europe/Prague';
const HOURS = { from: 9, to: 17 };
const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (sec: number) => new Date(sec * 1000).toISOString();

describe('send hours in TIME_ZONE', () => {
  it('include both ends: 09:00 to 17:59 local', () => {
    // 2026-01-15: Prague is UTC+1.
    expect(withinSendHours(at('2026-01-15T07:59:59Z'), PRAGUE, HOURS)).toBe(false);
    expect(withinSendHours(at('2026-01-15T08:00:00Z'), PRAGUE, HOURS)).toBe(true);
    expect(withinSendHours(at('2026-01-15T16:59:59Z'), PRAGUE, HOURS)).toBe(true);
    expect(withinSendHours(at('2026-01-15T17:00:00Z'), PRAGUE, HOURS)).toBe(false);
  });

  it('give any time with 0-23', () => {
    expect(withinSendHours(at('2026-01-15T02:30:00Z'), PRAGUE, { from: 0, to: 23 })).toBe(true);
  });

  it('leave an instant inside them as it is and move one outside to the next opening', () => {
    expect(nextSendTime(at('2026-01-15T10:12:34Z'), PRAGUE, HOURS)).toBe(at('2026-01-15T10:12:34Z'));
    expect(iso(nextSendTime(at('2026-01-15T20:00:00Z'), PRAGUE, HOURS))).toBe('2026-01-16T08:00:00.000Z');
    expect(iso(nextSendTime(at('2026-01-15T05:10:00Z'), PRAGUE, HOURS))).toBe('2026-01-15T08:00:00.000Z');
  });

  it('follow the spring change in Prague (2026-03-29, 02:00 → 03:00)', () => {
    // Before 01:00 UTC it is UTC+1, after it UTC+2: 09:00 local is 07:00 UTC that day.
    expect(localHour(at('2026-03-29T00:59:59Z'), PRAGUE)).toBe(1);
    expect(localHour(at('2026-03-29T01:00:00Z'), PRAGUE)).toBe(3);
    expect(withinSendHours(at('2026-03-29T06:59:59Z'), PRAGUE, HOURS)).toBe(false);
    expect(withinSendHours(at('2026-03-29T07:00:00Z'), PRAGUE, HOURS)).toBe(true);
    expect(iso(nextSendTime(at('2026-03-28T22:00:00Z'), PRAGUE, HOURS))).toBe('2026-03-29T07:00:00.000Z');
    expect(withinSendHours(at('2026-03-29T15:59:59Z'), PRAGUE, HOURS)).toBe(true);
    expect(withinSendHours(at('2026-03-29T16:00:00Z'), PRAGUE, HOURS)).toBe(false);
    // A window of the skipped hour alone has no instant that day: the next day's.
    expect(iso(nextSendTime(at('2026-03-28T23:00:00Z'), PRAGUE, { from: 2, to: 2 }))).toBe('2026-03-30T00:00:00.000Z');
  });

  it('follow the autumn change in Prague (2026-10-25, 03:00 → 02:00)', () => {
    // Before 01:00 UTC it is UTC+2, after it UTC+1: 09:00 local is 08:00 UTC that day.
    expect(localHour(at('2026-10-25T00:30:00Z'), PRAGUE)).toBe(2);
    expect(localHour(at('2026-10-25T01:30:00Z'), PRAGUE)).toBe(2); // the repeated hour
    expect(withinSendHours(at('2026-10-25T07:59:59Z'), PRAGUE, HOURS)).toBe(false);
    expect(withinSendHours(at('2026-10-25T08:00:00Z'), PRAGUE, HOURS)).toBe(true);
    expect(iso(nextSendTime(at('2026-10-24T20:00:00Z'), PRAGUE, HOURS))).toBe('2026-10-25T08:00:00.000Z');
    expect(withinSendHours(at('2026-10-25T16:59:59Z'), PRAGUE, HOURS)).toBe(true);
    expect(withinSendHours(at('2026-10-25T17:00:00Z'), PRAGUE, HOURS)).toBe(false);
    // Both passes of the repeated hour 02:00 are within a 2-2 window.
    expect(withinSendHours(at('2026-10-25T00:00:00Z'), PRAGUE, { from: 2, to: 2 })).toBe(true);
    expect(withinSendHours(at('2026-10-25T01:00:00Z'), PRAGUE, { from: 2, to: 2 })).toBe(true);
  });
});
