// The course serializer, as DRF's ModelSerializer derives it from the model, except that
// `created_by` is read-only (design §1: set from the authenticated user, never from the body).
import { booleanField, charField, dateTimeField, integerField, readOnlyField, urlField } from '../drf/serializer.js';

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
