// The cadence of one owed feedback (design §11): the invitation before the due date, the
// reminders after it in order, the escalation last, and only the latest step whose day has
// come is ever due, however long the item has waited.
import { describe, expect, it } from 'vitest';
import { dayOf, digestKey, latestDueStep, stepKey, stepsOf, type CadenceSettings } from '../../src/mail/cadence.js';

const DEFAULTS: CadenceSettings = { inviteDays: 3, reminderDays: [0, 7], escalationDays: 14 };
const DUE = dayOf('2026-12-01');
const on = (date: string) => latestDueStep(DUE, dayOf(date), DEFAULTS)?.step;

describe('the cadence of an owed feedback', () => {
  it('has the invitation, the reminders in their order, then the escalation, each on its day', () => {
    expect(stepsOf(DUE, { inviteDays: 3, reminderDays: [0, 7, 21], escalationDays: 30 })).toEqual([
      { step: { kind: 'invitation' }, day: dayOf('2026-11-28') },
      { step: { kind: 'reminder', days: 0 }, day: dayOf('2026-12-01') },
      { step: { kind: 'reminder', days: 7 }, day: dayOf('2026-12-08') },
      { step: { kind: 'reminder', days: 21 }, day: dayOf('2026-12-22') },
      { step: { kind: 'escalation' }, day: dayOf('2026-12-31') },
    ]);
  });

  it('has no step due before the invitation day', () => {
    expect(on('2026-11-27')).toBeUndefined();
  });

  it('is due for the latest step whose day has come, and only that one', () => {
    expect(on('2026-11-28')).toEqual({ kind: 'invitation' });
    expect(on('2026-11-30')).toEqual({ kind: 'invitation' });
    expect(on('2026-12-01')).toEqual({ kind: 'reminder', days: 0 });
    expect(on('2026-12-07')).toEqual({ kind: 'reminder', days: 0 });
    expect(on('2026-12-08')).toEqual({ kind: 'reminder', days: 7 });
    expect(on('2026-12-14')).toEqual({ kind: 'reminder', days: 7 });
    expect(on('2026-12-15')).toEqual({ kind: 'escalation' });
  });

  it('gives an item 30 days overdue one step: the escalation', () => {
    expect(on('2026-12-31')).toEqual({ kind: 'escalation' });
    expect(latestDueStep(DUE, dayOf('2026-12-31'), DEFAULTS)).toEqual({ step: { kind: 'escalation' }, day: dayOf('2026-12-15') });
  });

  it('lets the later step win when two fall on one day', () => {
    const settings = { inviteDays: 0, reminderDays: [0, 14], escalationDays: 14 };
    expect(latestDueStep(DUE, DUE, settings)?.step).toEqual({ kind: 'reminder', days: 0 });
    expect(latestDueStep(DUE, DUE + 14, settings)?.step).toEqual({ kind: 'escalation' });
  });

  it('follows the reminders by their days when one falls after the escalation', () => {
    const settings = { inviteDays: 3, reminderDays: [0, 21], escalationDays: 14 };
    expect(latestDueStep(DUE, DUE + 15, settings)?.step).toEqual({ kind: 'escalation' });
    expect(latestDueStep(DUE, DUE + 21, settings)?.step).toEqual({ kind: 'reminder', days: 21 });
  });

  it('names each step by the shared dedupe keys', () => {
    const item = { relationId: 12, roundId: 3, role: 'mentee' as const };
    expect(stepKey(item, { kind: 'invitation' })).toBe('invitation:12:3:mentee');
    expect(stepKey(item, { kind: 'reminder', days: 7 })).toBe('reminder:12:3:mentee:7');
    expect(stepKey(item, { kind: 'escalation' })).toBe('escalation:12:3:mentee');
    expect(digestKey(4, dayOf('2026-11-30'))).toBe('digest:4:2026-11-30');
  });
});
