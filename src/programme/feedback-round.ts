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
  kinds: {},
  may: { add: false, change: true, delete: false },
};
