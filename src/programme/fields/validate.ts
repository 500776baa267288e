// Field validation as DRF 3.14 does it (Field.get_value / validate_empty_values /
// run_validation / run_validators, Serializer.to_internal_value, .errors), on Django 3.2 with
// USE_TZ=True: the messages are DRF's, in DRF's order. Where Django would not answer with a
// validation error but crash (HTTP 500), the field code throws a PythonCrash; `validate`
// turns it into that field's own message ('Datetime value out of range.', 'Enter a valid
// URL.'): bad input is never a 5xx.
import { parseDateTimeInput } from '../../django/dateparse.js';
import {
  PY_SPACE,
  PyFloat,
  PythonCrash,
  firstLoneSurrogate,
  isPyDict,
  parsePyInt,
  pyLen,
  pyStr,
  pyStrip,
  pyTypeName,
  type PyValue,
} from '../../django/python.js';
import { isValidDjangoUrl } from '../../django/url-validator.js';
import type {
  BooleanField,
  CharField,
  Field,
  IntegerField,
  SerializerInput,
  UrlField,
  ValidationContext,
  ValidationResult,
  ValueFor,
} from './fields.js';

// ---------------------------------------------------------------------------
// Messages (DRF 3.14 / Django 3.2 English).

const MSG = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  invalidString: 'Not a valid string.',
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  minLength: (n: number) => `Ensure this field has at least ${n} characters.`,
  nullCharacters: 'Null characters are not allowed.',
  surrogate: (cp: number) => `Surrogate characters are not allowed: U+${cp.toString(16).toUpperCase()}.`,
  invalidUrl: 'Enter a valid URL.',
  invalidInteger: 'A valid integer is required.',
  maxStringLength: 'String value too large.',
  maxValue: (n: number | bigint) => `Ensure this value is less than or equal to ${n}.`,
  minValue: (n: number | bigint) => `Ensure this value is greater than or equal to ${n}.`,
  invalidBoolean: 'Must be a valid boolean.',
  invalidDatetime: 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  makeAware: (tz: string) => `Invalid datetime for the timezone "${tz}".`,
  overflow: 'Datetime value out of range.',
  noData: 'No data provided',
  notADict: (type: string) => `Invalid data. Expected a dictionary, but got ${type}.`,
} as const;

export const NON_FIELD_ERRORS_KEY = 'non_field_errors';

// ---------------------------------------------------------------------------
// Field validation.

const EMPTY: unique symbol = Symbol('empty');
type Primitive = PyValue | typeof EMPTY;

type Outcome = { kind: 'value'; value: unknown } | { kind: 'skip' } | { kind: 'errors'; messages: string[] };

const value = (v: unknown): Outcome => ({ kind: 'value', value: v });
const fail = (...messages: string[]): Outcome => ({ kind: 'errors', messages });
const SKIP: Outcome = { kind: 'skip' };

/** Field.get_value. */
function getValue(field: Field, input: SerializerInput, partial: boolean): Primitive {
  if (input.kind === 'json') {
    const d = input.data as { [key: string]: PyValue };
    return Object.prototype.hasOwnProperty.call(d, field.name) ? d[field.name] : EMPTY;
  }
  // html.is_html_input: HTML forms represent empty fields as '' and cannot represent None or False.
  const list = input.data.get(field.name);
  if (list === undefined) {
    if (partial) return EMPTY;
    return defaultEmptyHtml(field);
  }
  // QueryDict.__getitem__: the last value, or [] for an empty list.
  const ret: PyValue = list.length > 0 ? list[list.length - 1] : [];
  if (ret === '' && field.allowNull) return field.allowBlank ? '' : null;
  if (ret === '' && !field.required) return field.allowBlank ? '' : EMPTY;
  return ret;
}

/** Field.default_empty_html: BooleanField's is False (None when nullable), replaced by a default. */
function defaultEmptyHtml(field: Field): Primitive {
  if (field.kind !== 'boolean') return EMPTY;
  if (field.default !== undefined) return field.default as PyValue;
  return field.allowNull ? null : false;
}

/** Field.validate_empty_values: null when the value still needs validating. */
function validateEmptyValues(field: Field, data: Primitive, partial: boolean): Outcome | null {
  if (data === EMPTY) {
    if (partial) return SKIP;
    if (field.required) return fail(MSG.required);
    return field.default !== undefined ? value(field.default) : SKIP; // get_default()
  }
  if (data === null) return field.allowNull ? value(null) : fail(MSG.null);
  return null;
}

function runField(field: Field, data: Primitive, ctx: ValidationContext): Outcome {
  try {
    return runFieldAsDjango(field, data, ctx);
  } catch (e) {
    if (!(e instanceof PythonCrash)) throw e;
    return fail(field.kind === 'datetime' ? MSG.overflow : MSG.invalidUrl);
  }
}

function runFieldAsDjango(field: Field, data: Primitive, ctx: ValidationContext): Outcome {
  const partial = ctx.partial === true;
  switch (field.kind) {
    case 'char':
    case 'url':
      return runChar(field, data, partial);
    case 'integer': {
      const empty = validateEmptyValues(field, data, partial);
      return empty ?? runInteger(field, data as PyValue);
    }
    case 'boolean': {
      const empty = validateEmptyValues(field, data, partial);
      return empty ?? runBoolean(field, data as PyValue);
    }
    case 'datetime': {
      const empty = validateEmptyValues(field, data, partial);
      return empty ?? runDateTime(data as PyValue, ctx.timeZone);
    }
    case 'readonly':
      return SKIP;
  }
}

/** CharField.run_validation / to_internal_value and its validators (and URLField's). */
function runChar(field: CharField | UrlField, data: Primitive, partial: boolean): Outcome {
  // `data == '' or (self.trim_whitespace and str(data).strip() == '')`. Only a string can be
  // blank: str() of None, a bool, a number, a list or a dict never is, so it is not built.
  if (data !== EMPTY && (data === '' || (field.trimWhitespace && typeof data === 'string' && pyStrip(data) === ''))) {
    return field.allowBlank ? value('') : fail(MSG.blank);
  }
  const empty = validateEmptyValues(field, data, partial);
  if (empty) return empty;
  const d = data as PyValue;
  if (!(typeof d === 'string' || typeof d === 'number' || typeof d === 'bigint' || d instanceof PyFloat)) {
    return fail(MSG.invalidString); // bool, list, dict
  }
  let s = pyStr(d);
  if (field.trimWhitespace) s = pyStrip(s);

  // run_validators: every validator runs; all messages are kept, in order.
  const errors: string[] = [];
  if (field.maxLength !== undefined && pyLen(s) > field.maxLength) errors.push(MSG.maxLength(field.maxLength));
  if (field.minLength !== undefined && pyLen(s) < field.minLength) errors.push(MSG.minLength(field.minLength));
  if (s.includes('\0')) errors.push(MSG.nullCharacters);
  const surrogate = firstLoneSurrogate(s);
  if (surrogate !== undefined) errors.push(MSG.surrogate(surrogate));
  if (field.kind === 'url' && !isValidDjangoUrl(s)) errors.push(MSG.invalidUrl);
  return errors.length ? fail(...errors) : value(s);
}

// IntegerField.re_decimal = r'\.0*\s*$' (Python's `$` also matches before a final '\n').
const RE_DECIMAL = new RegExp(`\\.0*[${PY_SPACE}]*(?=\\n?$)`, 'u');

function runInteger(field: IntegerField, data: PyValue): Outcome {
  if (typeof data === 'string' && pyLen(data) > 1000) return fail(MSG.maxStringLength);
  // str() of a list or a dict starts with '[' or '{', which int() refuses: not built.
  if (typeof data === 'object' && data !== null && !(data instanceof PyFloat)) return fail(MSG.invalidInteger);
  const n = parsePyInt(pyStr(data).replace(RE_DECIMAL, ''));
  if (n === null) return fail(MSG.invalidInteger);
  const errors: string[] = [];
  if (field.maxValue !== undefined && n > BigInt(field.maxValue)) errors.push(MSG.maxValue(field.maxValue));
  if (field.minValue !== undefined && n < BigInt(field.minValue)) errors.push(MSG.minValue(field.minValue));
  return errors.length ? fail(...errors) : value(n);
}

// BooleanField.TRUE_VALUES / FALSE_VALUES / NULL_VALUES (3.14). Numbers compare
// as Python does: True == 1 == 1.0, False == 0 == 0.0 == -0.0.
const TRUE_STRINGS = new Set(['t', 'T', 'y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON', '1']);
const FALSE_STRINGS = new Set(['f', 'F', 'n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF', '0']);
const NULL_STRINGS = new Set(['null', 'Null', 'NULL', '']);

function runBoolean(field: BooleanField, data: PyValue): Outcome {
  if (typeof data === 'boolean') return value(data);
  if (typeof data === 'string') {
    if (TRUE_STRINGS.has(data)) return value(true);
    if (FALSE_STRINGS.has(data)) return value(false);
    if (NULL_STRINGS.has(data) && field.allowNull) return value(null);
    return fail(MSG.invalidBoolean);
  }
  let num: number | null = null;
  if (typeof data === 'number') num = data;
  else if (typeof data === 'bigint') num = data === 1n ? 1 : data === 0n ? 0 : 2;
  else if (data instanceof PyFloat) num = data.value;
  if (num === 1) return value(true);
  if (num === 0) return value(false);
  // Anything else, including unhashable lists and dicts (TypeError), is invalid.
  return fail(MSG.invalidBoolean);
}

function runDateTime(data: PyValue, timeZone: string): Outcome {
  const parsed = parseDateTimeInput(data, timeZone);
  if ('instant' in parsed) return value(parsed.instant);
  if (parsed.error === 'makeAware') return fail(MSG.makeAware(timeZone));
  return fail(parsed.error === 'overflow' ? MSG.overflow : MSG.invalidDatetime);
}

// ---------------------------------------------------------------------------
// Serializer.

/**
 * Serializer(data=...).is_valid(): the validated value (field order, only
 * fields that produced a value) or DRF's error dict (field declaration order,
 * only failing fields). Read-only fields are ignored.
 */
export function validate<F extends readonly Field[], C extends ValidationContext>(
  fields: F,
  input: SerializerInput,
  ctx: C,
): ValidationResult<ValueFor<F, C>> {
  if (input.kind === 'json') {
    // Serializer.run_validation(None) fails with 'null'; Serializer.errors rewrites it.
    if (input.data === null) return { ok: false, errors: { [NON_FIELD_ERRORS_KEY]: [MSG.noData] } };
    if (!isPyDict(input.data)) {
      return { ok: false, errors: { [NON_FIELD_ERRORS_KEY]: [MSG.notADict(pyTypeName(input.data))] } };
    }
  }
  const partial = ctx.partial === true;
  const result: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  let failed = false;
  for (const field of fields) {
    if (field.readOnly) continue;
    const outcome = runField(field, getValue(field, input, partial), ctx);
    if (outcome.kind === 'errors') {
      errors[field.name] = outcome.messages;
      failed = true;
    } else if (outcome.kind === 'value') {
      result[field.name] = outcome.value;
    }
  }
  // The loop above is what ValidatedValue describes (a key for each field that produced a
  // value); the type test in test/drf checks the two agree.
  return failed ? { ok: false, errors } : { ok: true, value: result as ValueFor<F, C> };
}
