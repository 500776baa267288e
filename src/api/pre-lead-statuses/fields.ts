// The pre-lead status as the API shows it (read-only: no POST), field order = wire order.
// Describes the GET answer in the OpenAPI document; the presenter writes the same fields.
import { readOnlyField } from '../../drf/serializer.js';

export const preLeadStatusFields = [
  readOnlyField('id', 'integer'),
  readOnlyField('name', 'string'),
  readOnlyField('value', 'string'),
  readOnlyField('order', 'integer'),
  readOnlyField('background', 'string'),
  readOnlyField('disabled', 'boolean'),
] as const;
