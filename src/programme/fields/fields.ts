// The field types of the programme's tables and of the public API's bodies: one
// definition of a field (name, label, kind, bounds, default) that drives validation, types,
// the console's forms and, for a public collection, its serializer, OPTIONS and OpenAPI.
// The shapes and rules are Django REST Framework 3.14's (drf/serializer.ts re-exports them
// unchanged, so the API's answers keep DRF's messages byte for byte); they live here, below
// both the API and the console, so that neither leans on the other.
import type { DateTimeInput } from '../../django/dateparse.js';
import type { PyValue } from '../../django/python.js';
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
export type ValueFor<F extends readonly Field[], C extends ValidationContext> = [Opt<C, 'partial'>] extends [false | undefined]
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
