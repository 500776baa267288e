// A feedback-needed entry as the API shows it (read-only: no POST), field order = wire order.
// Describes the GET answer in the OpenAPI document; the presenter writes the same fields.
import { readOnlyField } from '../../drf/serializer.js';

export const feedbackNeededFields = [
  readOnlyField('role', 'string'),
  readOnlyField('model_id', 'integer'),
  readOnlyField('full_name', 'string'),
  readOnlyField('title', 'string'),
  readOnlyField('manager', 'string'),
  readOnlyField('due_date', 'date'),
  readOnlyField('mr_status', 'string'),
] as const;
