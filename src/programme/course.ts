// A course: its fields are the API's serializer (POST /courses/, as DRF's ModelSerializer
// derives it from the model, with `created_by` read-only: design §1, set from the
// authenticated user, never from the body) and the console's form alike. It reads as
// "Title (code)".
import { booleanField, charField, dateTimeField, integerField, readOnlyField, urlField } from './fields/fields.js';
import { ALL, type BulkChange, type Named } from './table.js';

const INT32 = { minValue: -2147483648, maxValue: 2147483647 };

export const courseFields = [
  readOnlyField('id', 'integer'),
  readOnlyField('created_by', 'field'),
  charField('title', { required: true, maxLength: 255 }),
  integerField('code', { required: true, ...INT32 }),
  charField('gsheet_name', { required: true, maxLength: 100 }),
  dateTimeField('date_w1', { required: false, allowNull: true }),
  dateTimeField('date_w2', { required: false, allowNull: true }),
  dateTimeField('date_w3', { required: false, allowNull: true }),
  charField('event_w1', { required: false, maxLength: 255, allowBlank: true, default: '' }),
  charField('event_w2', { required: false, maxLength: 255, allowBlank: true, default: '' }),
  charField('event_w3', { required: false, maxLength: 255, allowBlank: true, default: '' }),
  urlField('recording_w1', { required: false, maxLength: 200, allowBlank: true, allowNull: true }),
  urlField('recording_w2', { required: false, maxLength: 200, allowBlank: true, allowNull: true }),
  urlField('recording_w3', { required: false, maxLength: 200, allowBlank: true, allowNull: true }),
  booleanField('deactivated', { required: false, default: false }),
] as const;

/** The fields a body or a form writes. */
const WRITTEN = courseFields.filter((f) => !f.readOnly);

const deactivate: BulkChange = {
  name: 'deactivate',
  label: 'Deactivate the selected courses',
  done: 'deactivated',
  change: (row) => (row.deactivated === true ? { refused: 'already deactivated' } : { deactivated: true }),
};

export const course: Named<'courses'> = {
  name: 'courses',
  slug: 'courses',
  singular: 'Course',
  plural: 'Courses',
  columns: [...WRITTEN.map((f) => f.name), 'created_by_id'],
  searchColumns: ['title', 'gsheet_name', 'event_w1', 'event_w2', 'event_w3'],
  text: [{ column: 'title' }, ' (', { column: 'code' }, ')'],
  // Its author, an account: read as the username.
  references: { created_by_id: { name: 'users', text: [{ column: 'username' }] } },
  fields: WRITTEN,
  readOnly: [{ column: 'created_by_id', label: 'Created by' }],
  kinds: {},
  may: ALL,
  // design §1: the author is who is signed in (or whose token it is), never a value of the form or body.
  onAdd: (userId) => ({ created_by_id: userId }),
  bulkChanges: [deactivate],
};
