// The cadence of one owed feedback (design §11): the invitation FEEDBACK_INVITE_DAYS before
// its due date, a reminder at each of FEEDBACK_REMINDER_DAYS after it, the manager told at
// FEEDBACK_ESCALATION_DAYS. Only the latest step whose day has come is ever queued: a
// service that was down, or mail switched on for a running programme, sends one mail for
// the item, not the backlog of every step it missed. Pure: dates are local dates in
// TIME_ZONE, as day counts or 'YYYY-MM-DD'.
import { dateText, parseDateText } from '../time/calendar.js';

export type Role = 'mentee' | 'mentor';

/** An item's steps in the order they fall (a reminder's `days` is its FEEDBACK_REMINDER_DAYS entry). */
export type Step = { kind: 'invitation' } | { kind: 'reminder'; days: number } | { kind: 'escalation' };

export interface CadenceSettings {
  inviteDays: number;
  /** Ascending (config.ts sorts them). */
  reminderDays: readonly number[];
  escalationDays: number;
}

/** What one owed feedback is: a relation, a round and the role that owes it. */
export interface ItemKey {
  relationId: number;
  roundId: number;
  role: Role;
}

export interface DatedStep {
  step: Step;
  /** The local day it falls on (days since 1970-01-01). */
  day: number;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on anything else (dates come from the database). */
export function dayOf(date: string): number {
  const day = parseDateText(date);
  if (typeof day !== 'number') throw new Error(`not a date: ${JSON.stringify(date)}`);
  return day;
}

/**
 * Every step of an item due on `dueDay`, in the order they are meant to be sent. When two
 * fall on the same day (FEEDBACK_ESCALATION_DAYS equal to a reminder's), the later in this
 * order wins: the escalation.
 */
export function stepsOf(dueDay: number, settings: CadenceSettings): DatedStep[] {
  return [
    { step: { kind: 'invitation' }, day: dueDay - settings.inviteDays },
    ...settings.reminderDays.map((days): DatedStep => ({ step: { kind: 'reminder', days }, day: dueDay + days })),
    { step: { kind: 'escalation' }, day: dueDay + settings.escalationDays },
  ];
}

/**
 * The latest step whose day is `today` or earlier; undefined when even the invitation is
 * still ahead. Ties go to the step later in the order.
 */
export function latestDueStep(dueDay: number, today: number, settings: CadenceSettings): DatedStep | undefined {
  let latest: DatedStep | undefined;
  for (const s of stepsOf(dueDay, settings)) {
    if (s.day <= today && (latest === undefined || s.day >= latest.day)) latest = s;
  }
  return latest;
}

/** The outbox's dedupe key of an item's step (the plan's shared format). */
export function stepKey(item: ItemKey, step: Step): string {
  const base = `${step.kind}:${item.relationId}:${item.roundId}:${item.role}`;
  return step.kind === 'reminder' ? `${base}:${step.days}` : base;
}

/** The digest's dedupe key: one a manager a week, named by its Monday. */
export function digestKey(managerId: number, mondayDay: number): string {
  return `digest:${managerId}:${dateText(mondayDay)}`;
}
