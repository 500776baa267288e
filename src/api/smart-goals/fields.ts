// The smart goal serializer: field order is the wire order; `input` is the only writable field.
import { charField, readOnlyField } from '../../drf/serializer.js';

/**
 * The longest `input` we take (Python len: code points). The recorded service had no limit;
 * ours bounds what one request can send to the model (about 5,000 tokens at most).
 */
export const MAX_INPUT_CHARACTERS = 20_000;

export const smartGoalFields = [
  readOnlyField('id', 'integer'),
  readOnlyField('created_at', 'datetime'),
  charField('input', { required: true, maxLength: MAX_INPUT_CHARACTERS, maxLengthInOptions: false }),
  readOnlyField('output', 'string'),
  readOnlyField('input_tokens', 'integer'),
  readOnlyField('output_tokens', 'integer'),
] as const;
