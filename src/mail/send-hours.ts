// MAIL_SEND_HOURS (design §6, §11): people's mails go out only in these local hours of
// TIME_ZONE, both included ("9-17": from 09:00 to 17:59). On a day the clocks change, the
// local hour is read at each instant, so a skipped or repeated hour is handled as it falls.
import { offsetSecondsAt } from '../time/zone.js';

export interface SendHours {
  from: number;
  to: number;
}

const QUARTER = 900;

/** The local hour (0–23) in `timeZone` at the instant `epochSec`. */
export function localHour(epochSec: number, timeZone: string): number {
  const local = epochSec + offsetSecondsAt(timeZone, epochSec);
  return Math.floor((((local % 86_400) + 86_400) % 86_400) / 3600);
}

export function withinSendHours(epochSec: number, timeZone: string, hours: SendHours): boolean {
  const h = localHour(epochSec, timeZone);
  return h >= hours.from && h <= hours.to;
}

/**
 * The first instant at or after `epochSec` within the send hours: itself when it is, else
 * the next quarter-hour that is (every zone's offset is a whole number of quarter hours, so
 * a local hour starts on one). Two days ahead at most: some hour of every day is allowed.
 */
export function nextSendTime(epochSec: number, timeZone: string, hours: SendHours): number {
  if (withinSendHours(epochSec, timeZone, hours)) return epochSec;
  let t = Math.floor(epochSec / QUARTER) * QUARTER + QUARTER;
  for (let i = 0; i < 2 * 96; i++, t += QUARTER) {
    if (withinSendHours(t, timeZone, hours)) return t;
  }
  throw new Error(`no send hour within two days in ${timeZone}`);
}
