// A small Django REST Framework 3.14 serializer.
//
// Field descriptors are written once and drive input validation (DRF's
// messages, in DRF's order), OPTIONS metadata (SimpleMetadata) and, later,
// OpenAPI. The behaviour follows DRF 3.14 on Django 3.2 with USE_TZ=True and
// pytz, with the time zone passed in a context argument:
//
//   rest_framework/fields.py       Field.get_value / validate_empty_values /
//                                  run_validation / run_validators, CharField,
//                                  URLField, IntegerField, BooleanField,
//                                  DateTimeField (enforce_timezone)
//   rest_framework/serializers.py  Serializer.to_internal_value, .errors
//   rest_framework/metadata.py     SimpleMetadata.get_field_info
//   django/core/validators.py      URLValidator (3.2.x), ProhibitNullCharactersValidator
//   django/utils/dateparse.py      parse_datetime (3.2: regex only)
//
// Where Django would not answer with a validation error but crash (HTTP 500), the
// field code throws a PythonCrash; `validate` turns it into that field's own message
// ('Datetime value out of range.', 'Enter a valid URL.'): bad input is never a 5xx.

//
// The field types, builders and validation are the programme's (programme/fields/): the
// console validates its forms with the same rules. This module re-exports them for the
// API's views and adds what only the API shows of a field: SimpleMetadata's description.
import { PyFloat } from '../django/python.js';
import type { Field } from '../programme/fields/fields.js';

export * from '../programme/fields/fields.js';
export * from '../programme/fields/validate.js';

/** Python truthiness of a default (SimpleMetadata lists only truthy defaults). */
function truthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === '' || v === 0 || v === 0n) return false;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof PyFloat) return v.value !== 0;
  return typeof v !== 'function';
}

function metaNumber(v: number | bigint): number | bigint {
  return typeof v === 'bigint' && v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
}

/** SimpleMetadata.get_field_info: the field's OPTIONS description, in DRF's key order. */
export function describeField(field: Field): Record<string, unknown> {
  const info: Record<string, unknown> = {
    type: field.type,
    required: field.required,
    read_only: field.readOnly,
    label: field.label,
  };
  if (field.helpText !== undefined && field.helpText !== '') info.help_text = field.helpText;
  if (field.minLength !== undefined) info.min_length = field.minLength;
  if (field.maxLength !== undefined && field.maxLengthInOptions !== false) info.max_length = field.maxLength;
  if (field.minValue !== undefined) info.min_value = metaNumber(field.minValue);
  if (field.maxValue !== undefined) info.max_value = metaNumber(field.maxValue);
  if (truthy(field.default)) info.default = field.default;
  return info;
}

/** SimpleMetadata.get_serializer_info: `{name: field info}` in declaration order (the POST/PUT action body). */
export function describeActions(fields: readonly Field[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const f of fields) out[f.name] = describeField(f);
  return out;
}
