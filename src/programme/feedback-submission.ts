// A feedback submission: a mentor's or a mentee's feedback of a relation for a round. It
// reads as "Midpoint feedback of the mentor, Mentor Name → Mentee Name".
import { INT32_MAX, INT32_MIN, ROLES } from '../store/schema.js';
import { charField, dateTimeField, integerField } from './fields/fields.js';
import { feedbackRound } from './feedback-round.js';
import { relation } from './relation.js';
import { ALL, type Named } from './table.js';

const INT32 = { minValue: INT32_MIN, maxValue: INT32_MAX };

export const feedbackSubmission: Named<'feedback_submissions'> = {
  name: 'feedback_submissions',
  slug: 'feedback-submissions',
  singular: 'Feedback submission',
  plural: 'Feedback submissions',
  columns: ['relation_id', 'round_id', 'role', 'submitted_at'],
  searchColumns: ['relation_id', 'role'],
  text: [{ via: 'round_id' }, ' feedback of the ', { column: 'role' }, ', ', { via: 'relation_id' }],
  references: { relation_id: relation, round_id: feedbackRound },
  fields: [
    integerField('relation_id', { required: true, label: 'Relation', ...INT32 }),
    integerField('round_id', { required: true, label: 'Round', ...INT32 }),
    charField('role', { required: true, maxLength: 10 }),
    dateTimeField('submitted_at', { required: true, label: 'Submitted at' }),
  ],
  readOnly: [],
  texts: {
    relation_id: { help: 'The mentoring relation the feedback is about.' },
    round_id: { help: 'The feedback round it answers.' },
    role: { help: 'Whose feedback it is: the mentor’s or the mentee’s.' },
    submitted_at: { help: 'When it was received; once recorded, the feedback is no longer owed.' },
  },
  kinds: {
    relation_id: { kind: 'reference', table: relation.name },
    round_id: { kind: 'reference', table: feedbackRound.name },
    role: { kind: 'choice', choices: ROLES },
  },
  may: ALL,
};
