// A mentoring relation: a mentor, a mentee and their manager, from a start date, with a
// status that moves as issue 17 set out. It reads as "Mentor Name → Mentee Name", as on the
// console's home page.
import { INT32_MAX, INT32_MIN, RELATION_STATUSES } from '../store/schema.js';
import { charField, integerField } from './fields/fields.js';
import { manager } from './manager.js';
import { mentee } from './mentee.js';
import { mentor } from './mentor.js';
import { ALL, type BulkChange, type Named } from './table.js';

const INT32 = { minValue: INT32_MIN, maxValue: INT32_MAX };

/**
 * The moves a relation's status may make (issue 17: pending → matched → paused / finished /
 * cancelled). A paused relation may be matched again; finished and cancelled are where a
 * relation ends. A new relation is pending or matched.
 */
export const STATUS_MOVES: Readonly<Record<string, readonly string[]>> = {
  pending: ['matched', 'cancelled'],
  matched: ['paused', 'finished', 'cancelled'],
  paused: ['matched', 'finished', 'cancelled'],
  finished: [],
  cancelled: [],
};
export const NEW_RELATION_STATUSES = ['pending', 'matched'] as const;

/** The statuses a relation may be given: from `current`, itself and its moves; a new one, NEW_RELATION_STATUSES. */
export function statusChoices(current: string | undefined): readonly string[] {
  return current === undefined ? NEW_RELATION_STATUSES : [current, ...(STATUS_MOVES[current] ?? [])];
}

/** Why a relation's status may not become `to` (from the stored `from`; undefined: a new relation), or undefined when it may. */
export function refusedMove(from: string | undefined, to: string): string | undefined {
  if (statusChoices(from).includes(to) || !RELATION_STATUSES.includes(to as never)) return undefined;
  if (from === undefined) return `A new relation is pending or matched, not “${to}”.`;
  const moves = STATUS_MOVES[from];
  return `A ${from} relation cannot become ${to}: ${moves.length ? `it can become ${moves.join(', ')}` : 'it has ended'}.`;
}

/** The bulk moves: a relation is moved to a status when its own status may make the move. */
const moves: BulkChange[] = ['matched', 'paused', 'finished', 'cancelled'].map((status) => ({
  name: `status_${status}`,
  label: `Change the status of the selected relations to ${status}`,
  done: `changed to ${status}`,
  change: (row) => {
    const from = String(row.status);
    if (from === status) return { refused: `already ${status}` };
    return STATUS_MOVES[from]?.includes(status) ? { status } : { refused: `a ${from} relation cannot become ${status}` };
  },
}));

export const relation: Named<'mentoring_relations'> = {
  name: 'mentoring_relations',
  slug: 'mentoring-relations',
  singular: 'Mentoring relation',
  plural: 'Mentoring relations',
  columns: ['mentor_id', 'mentee_id', 'manager_id', 'status', 'start_date'],
  // The status is a filter, not searched for as text.
  searchColumns: ['mentor_id', 'mentee_id', 'manager_id'],
  text: [{ via: 'mentor_id' }, ' → ', { via: 'mentee_id' }],
  references: { mentor_id: mentor, mentee_id: mentee, manager_id: manager },
  fields: [
    integerField('mentor_id', { required: true, label: 'Mentor', ...INT32 }),
    integerField('mentee_id', { required: true, label: 'Mentee', ...INT32 }),
    integerField('manager_id', { required: true, label: 'Manager', ...INT32 }),
    charField('status', { required: true, maxLength: 20 }),
    charField('start_date', { required: true, maxLength: 10, label: 'Start date' }),
  ],
  readOnly: [],
  texts: {
    mentor_id: { help: 'The mentor in this relation: who gives the advice.' },
    mentee_id: { help: 'The mentee in this relation: who is advised.' },
    manager_id: { help: 'The programme manager who looks after this relation: reminders and escalations go to them.' },
    status: {
      help: 'pending: not started yet; matched: running (feedback is owed); paused; finished or cancelled: ended for good. A new relation is pending or matched.',
    },
    start_date: { help: 'The day the relation started (YYYY-MM-DD): the feedback rounds fall due so many days after it.' },
  },
  kinds: {
    mentor_id: { kind: 'reference', table: mentor.name },
    mentee_id: { kind: 'reference', table: mentee.name },
    manager_id: { kind: 'reference', table: manager.name },
    status: { kind: 'choice', choices: RELATION_STATUSES, offered: (before) => statusChoices(before?.status as string | undefined) },
    start_date: { kind: 'date' },
  },
  may: ALL,
  check(v, before): Record<string, string> {
    const refused = typeof v.status === 'string' ? refusedMove(before?.status as string | undefined, v.status) : undefined;
    return refused ? { status: refused } : {};
  },
  bulkChanges: moves,
  // A mentor and a mentee are matched once: a second matched relation of the pair would owe
  // every feedback twice (docs/decisions.md: in the domain, not a unique index).
  uniqueWhen: {
    columns: ['mentor_id', 'mentee_id'],
    when: { status: 'matched' },
    field: 'mentee_id',
    message: (existing) =>
      `This mentor and this mentee are already matched: ${existing}. Change or end that relation instead of matching them again.`,
  },
};
