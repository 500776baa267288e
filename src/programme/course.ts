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
  // The fields' own labels are the public API's (OPTIONS, OpenAPI: the contract's bytes); the
  // console says more, the sheet's name after a dash (as the programme's spreadsheets call it).
  // A course runs in three weekly sessions, w1 to w3.
  texts: {
    title: { help: 'The course’s name as participants see it.' },
    code: { label: 'Code', help: 'The course’s number, digits only (such as 42).' },
    gsheet_name: {
      label: 'Short name — Gsheet name',
      help: 'The course’s short name, as the programme’s Google Sheet of courses names it (such as data-basics).',
    },
    date_w1: { label: 'Week 1 session starts — Date w1', help: 'Date and time the first weekly session starts; empty while unknown.' },
    date_w2: { label: 'Week 2 session starts — Date w2', help: 'Date and time the second weekly session starts; empty while unknown.' },
    date_w3: { label: 'Week 3 session starts — Date w3', help: 'Date and time the third weekly session starts; empty while unknown.' },
    event_w1: {
      label: 'Week 1 calendar event — Event w1',
      help: 'The id of the first session’s event in the programme’s calendar; the same event may serve several weeks.',
    },
    event_w2: { label: 'Week 2 calendar event — Event w2', help: 'The id of the second session’s event in the programme’s calendar.' },
    event_w3: { label: 'Week 3 calendar event — Event w3', help: 'The id of the third session’s event in the programme’s calendar.' },
    recording_w1: {
      label: 'Week 1 recording — Recording w1',
      help: 'A link (https://…) to the first session’s recording, once there is one.',
    },
    recording_w2: {
      label: 'Week 2 recording — Recording w2',
      help: 'A link (https://…) to the second session’s recording, once there is one.',
    },
    recording_w3: {
      label: 'Week 3 recording — Recording w3',
      help: 'A link (https://…) to the third session’s recording, once there is one.',
    },
    deactivated: { help: 'A deactivated course is switched off: kept, but no longer offered.' },
    created_by_id: { help: 'The console user or API token owner who added the course.' },
  },
  kinds: {},
  may: ALL,
  // design §1: the author is who is signed in (or whose token it is), never a value of the form or body.
  onAdd: (userId) => ({ created_by_id: userId }),
  bulkChanges: [deactivate],
};
