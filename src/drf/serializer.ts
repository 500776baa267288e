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

import { parseDateTimeInput, type DateTimeInput } from '../django/dateparse.js';
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
} from '../django/python.js';
import { isValidDjangoUrl } from '../django/url-validator.js';

// ---------------------------------------------------------------------------
// Public types.

/** The request body as DRF sees it. */
export type SerializerInput =
  | { kind: 'json'; data: PyValue } // body decoded by a Python-compatible JSON parser
  | { kind: 'form'; data: Map<string, PyValue[]> }; // a QueryDict: strings, and a stand-in for each uploaded file (django/multipart.ts)

/** What `validate` needs besides the fields and the data. */
export interface ValidationContext {
  /** Django's TIME_ZONE (the current time zone): naive datetimes are read in it. */
  timeZone: string;
  /** `partial=True` (PATCH): absent fields are skipped, neither required nor defaulted. */
  partial?: boolean;
}

/** `V`: the validated value, ValidatedValue of the fields (a plain record for untyped fields). */
export type ValidationResult<V = Record<string, unknown>> = { ok: true; value: V } | { ok: false; errors: Record<string, string[]> };

/** SimpleMetadata's `type` names for the field classes. */
export type MetadataType = 'integer' | 'string' | 'datetime' | 'url' | 'boolean' | 'field' | 'email' | 'date' | 'float';

// ---------------------------------------------------------------------------
// Value types. Each builder records in its result's type what `validate` yields for the
// field, so the validated value of a field list has a precise type and a handler needs no
// cast: a misspelt field or a wrong type is a compile error.

/** DateTimeField's internal value: whatever the date-time parser returns. */
export type Instant = Extract<DateTimeInput, { instant: unknown }>['instant'];

/**
 * Whether `validate` (without `partial`) yields the field: `always` when it is required or
 * has a default (a missing value fails, or is the default), `optional` when neither (a
 * missing value is left out), `never` for a read-only field.
 */
export type Presence = 'always' | 'optional' | 'never';

// Type only: never set on a field, so the objects (and OPTIONS, OpenAPI) are as before.
declare const VALIDATED: unique symbol;

interface FieldCommon<N extends string = string, V = unknown, P extends Presence = Presence> {
  /** The field name (the key in the input and in the validated value). */
  readonly name: N;
  /** What `validate` yields for this field, and when (type only, see Presence). */
  readonly [VALIDATED]?: { readonly value: V; readonly presence: P };
  /** DRF's label: the field name with '_' -> ' ', capitalised, unless given. */
  readonly label: string;
  /** The metadata type (SimpleMetadata.label_lookup). */
  readonly type: MetadataType;
  readonly required: boolean;
  readonly readOnly: boolean;
  readonly allowBlank: boolean;
  readonly allowNull: boolean;
  /**
   * The default used when the field is absent, as an internal value
   * (string, bigint, boolean, bigint epoch µs, null). `undefined` means none
   * (DRF's `empty`): the field is then left out of the validated value.
   */
  readonly default?: unknown;
  readonly helpText?: string;
  readonly maxLength?: number;
  /**
   * False for a limit of our own that the recorded service did not have: enforced with
   * DRF's message, documented in OpenAPI, but left out of OPTIONS so that its body stays
   * the recorded one.
   */
  readonly maxLengthInOptions?: boolean;
  readonly minLength?: number;
  readonly minValue?: number | bigint;
  readonly maxValue?: number | bigint;
}

export interface CharField<N extends string = string, V = unknown, P extends Presence = Presence> extends FieldCommon<N, V, P> {
  readonly kind: 'char';
  readonly trimWhitespace: boolean;
}
export interface UrlField<N extends string = string, V = unknown, P extends Presence = Presence> extends FieldCommon<N, V, P> {
  readonly kind: 'url';
  readonly trimWhitespace: boolean;
}
export interface IntegerField<N extends string = string, V = unknown, P extends Presence = Presence> extends FieldCommon<N, V, P> {
  readonly kind: 'integer';
}
export interface BooleanField<N extends string = string, V = unknown, P extends Presence = Presence> extends FieldCommon<N, V, P> {
  readonly kind: 'boolean';
}
export interface DateTimeField<N extends string = string, V = unknown, P extends Presence = Presence> extends FieldCommon<N, V, P> {
  readonly kind: 'datetime';
}
export interface ReadOnlyField<N extends string = string> extends FieldCommon<N, never, 'never'> {
  readonly kind: 'readonly';
}

/** Any field; the builders' results are more precise (name, value type, presence). */
export type Field = CharField | UrlField | IntegerField | BooleanField | DateTimeField | ReadOnlyField;

type Validated<F extends Field> = NonNullable<F[typeof VALIDATED]>;

// Flattens the intersection below into one object type (readable in errors and hovers).
type Simplify<T> = { [K in keyof T]: T[K] };

/**
 * What `validate(fields, …)` yields without `partial`: a key for every field `always`
 * present, an optional key for every `optional` one, none for read-only fields. Fields
 * whose names are not literal types (a `Field[]`) give a plain record.
 */
export type ValidatedValue<F extends readonly Field[]> = string extends F[number]['name']
  ? Record<string, unknown>
  : Simplify<
      { [E in F[number] as [Validated<E>['presence']] extends ['always'] ? E['name'] : never]: Validated<E>['value'] } & {
        [E in F[number] as 'optional' extends Validated<E>['presence'] ? E['name'] : never]?: Validated<E>['value'];
      }
    >;

/**
 * The type of option `K` in `O`, undefined when absent. (Not `O extends { k?: … }`: an
 * all-optional type is a weak type, which options without that key fail to extend.)
 */
type Opt<O, K extends PropertyKey> = K extends keyof O ? O[K] : undefined;

/** With `partial` (PATCH) any field may be missing. */
type ValueFor<F extends readonly Field[], C extends ValidationContext> = [Opt<C, 'partial'>] extends [false | undefined]
  ? ValidatedValue<F>
  : Partial<ValidatedValue<F>>;

// From a builder's options, mirroring `common` below: `required` defaults to `default is
// absent`, so a field is always present unless it is explicitly not required and has no
// default; its value may be null when null is allowed or is the default. An option whose
// type is not a literal (a `boolean` variable) gives the looser answer.
type PresenceOf<O> = [Opt<O, 'required'>] extends [true | undefined]
  ? 'always'
  : undefined extends Opt<O, 'default'>
    ? 'optional'
    : 'always';
type NullOf<O> = true extends Opt<O, 'allowNull'> ? null : null extends Opt<O, 'default'> ? null : never;

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
// Builders.

interface CommonOptions<D = unknown> {
  label?: string;
  required?: boolean;
  /** See FieldCommon.default: an internal value of the field's kind, or null. */
  default?: D | null;
  allowNull?: boolean;
  helpText?: string;
}

export interface CharOptions extends CommonOptions<string> {
  maxLength?: number;
  maxLengthInOptions?: boolean;
  minLength?: number;
  allowBlank?: boolean;
  trimWhitespace?: boolean;
}

export interface IntegerOptions extends CommonOptions<bigint> {
  minValue?: number | bigint;
  maxValue?: number | bigint;
}

/** Python's str.capitalize() for the ASCII names we use (first letter upper, the rest lower). */
function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1).toLowerCase();
}

/**
 * DRF's default label, `field_name.replace('_', ' ').capitalize()`. For `id`
 * a ModelSerializer takes the model field's verbose name 'ID' instead.
 */
export function defaultLabel(name: string): string {
  if (name === 'id') return 'ID';
  return capitalize(name.replaceAll('_', ' '));
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A builder's options when none are given. */
type NoOptions = Record<never, never>;

function common<N extends string>(name: N, type: MetadataType, o: CommonOptions): FieldCommon<N, never, never> {
  const hasDefault = o.default !== undefined;
  // Field.__init__: required defaults to `default is empty and not read_only`.
  const required = o.required ?? !hasDefault;
  if (required && hasDefault) throw new Error(`${name}: May not set both \`required\` and \`default\``);
  const f: Mutable<FieldCommon<N, never, never>> = {
    name,
    label: o.label ?? defaultLabel(name),
    type,
    required,
    readOnly: false,
    allowBlank: false,
    allowNull: o.allowNull ?? false,
  };
  if (hasDefault) f.default = o.default;
  if (o.helpText !== undefined) f.helpText = o.helpText;
  return f;
}

export function charField<const N extends string, const O extends CharOptions = NoOptions>(
  name: N,
  options?: O,
): CharField<N, string | NullOf<O>, PresenceOf<O>> {
  const opts: CharOptions = options ?? {};
  const f: CharField<N, string | NullOf<O>, PresenceOf<O>> = {
    ...common(name, 'string', opts),
    kind: 'char',
    allowBlank: opts.allowBlank ?? false,
    trimWhitespace: opts.trimWhitespace ?? true,
  };
  return withLengths(f, opts);
}

/**
 * A URLField as a ModelSerializer builds it from a Django URLField:
 * max_length 200 unless given.
 */
export function urlField<const N extends string, const O extends CharOptions = NoOptions>(
  name: N,
  options?: O,
): UrlField<N, string | NullOf<O>, PresenceOf<O>> {
  const opts: CharOptions = options ?? {};
  const f: UrlField<N, string | NullOf<O>, PresenceOf<O>> = {
    ...common(name, 'url', opts),
    kind: 'url',
    allowBlank: opts.allowBlank ?? false,
    trimWhitespace: opts.trimWhitespace ?? true,
  };
  return withLengths(f, { ...opts, maxLength: 'maxLength' in opts ? opts.maxLength : 200 });
}

function withLengths<T extends CharField | UrlField>(f: T, opts: CharOptions): T {
  const out: T = { ...f };
  if (opts.maxLength !== undefined) (out as { maxLength?: number }).maxLength = opts.maxLength;
  if (opts.maxLengthInOptions === false) (out as { maxLengthInOptions?: boolean }).maxLengthInOptions = false;
  if (opts.minLength !== undefined) (out as { minLength?: number }).minLength = opts.minLength;
  return out;
}

export function integerField<const N extends string, const O extends IntegerOptions = NoOptions>(
  name: N,
  options?: O,
): IntegerField<N, bigint | NullOf<O>, PresenceOf<O>> {
  const opts: IntegerOptions = options ?? {};
  const f: Mutable<IntegerField<N, bigint | NullOf<O>, PresenceOf<O>>> = { ...common(name, 'integer', opts), kind: 'integer' };
  if (opts.minValue !== undefined) f.minValue = opts.minValue;
  if (opts.maxValue !== undefined) f.maxValue = opts.maxValue;
  return f;
}

export function booleanField<const N extends string, const O extends CommonOptions<boolean> = NoOptions>(
  name: N,
  options?: O,
): BooleanField<N, boolean | NullOf<O>, PresenceOf<O>> {
  return { ...common(name, 'boolean', options ?? {}), kind: 'boolean' };
}

export function dateTimeField<const N extends string, const O extends CommonOptions<Instant> = NoOptions>(
  name: N,
  options?: O,
): DateTimeField<N, Instant | NullOf<O>, PresenceOf<O>> {
  return { ...common(name, 'datetime', options ?? {}), kind: 'datetime' };
}

/** A read-only field: never read from input, listed in metadata. */
export function readOnlyField<const N extends string>(name: N, type: MetadataType, label?: string): ReadOnlyField<N> {
  return {
    kind: 'readonly',
    name,
    label: label ?? defaultLabel(name),
    type,
    required: false,
    readOnly: true,
    allowBlank: false,
    allowNull: false,
  };
}

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
