// A feedback round: the three of design §5, each so many days after a relation starts.
import { INT32_MAX, INT32_MIN } from '../store/schema.js';
import { integerField } from './fields/fields.js';
import type { Named } from './table.js';

export const feedbackRound: Named<'feedback_rounds'> = {
  name: 'feedback_rounds',
  slug: 'feedback-rounds',
  singular: 'Feedback round',
  plural: 'Feedback rounds',
  columns: ['title', 'order', 'days_after_start'],
  searchColumns: ['title'],
  text: [{ column: 'title' }],
  references: {},
  // The three titles are fixed (a CHECK of the schema, design §5): rounds are changed, never added.
  fields: [
    integerField('order', { required: true, minValue: INT32_MIN, maxValue: INT32_MAX }),
    integerField('days_after_start', { required: true, minValue: 0, maxValue: INT32_MAX, label: 'Days after start' }),
  ],
  readOnly: [{ column: 'title', label: 'Title' }],
  texts: {
    title: { help: 'The round’s name (fixed).' },
    order: { help: 'Its place among the rounds, from 1.' },
    days_after_start: { help: 'Feedback for this round is due so many days after a relation’s start date.' },
  },
  kinds: {},
  may: { add: false, change: true, delete: false },
};
