// The validated value's type comes from the field definitions (`npm run typecheck` reads this
// file: each @ts-expect-error line fails the type check once the mistake it shows compiles),
// and the runtime agrees with it: a key the type says is always there always is.
/* eslint-disable @typescript-eslint/no-unused-vars -- values made only for their types (expectTypeOf) */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { courseFields } from '../../src/programme/course.js';
import { smartGoalFields } from '../../src/api/smart-goals/fields.js';
import type { PyValue } from '../../src/django/python.js';
import {
  booleanField,
  charField,
  dateTimeField,
  integerField,
  readOnlyField,
  urlField,
  validate,
  type Field,
  type Instant,
  type SerializerInput,
  type ValidatedValue,
} from '../../src/drf/serializer.js';

const PRAGUE = { timeZone: 'Europe/Prague' };
const json = (o: Record<string, PyValue>): SerializerInput => ({
  kind: 'json',
  data: Object.assign(Object.create(null) as { [key: string]: PyValue }, o),
});
const form = (query: string): SerializerInput => {
  const m = new Map<string, string[]>();
  for (const [k, v] of new URLSearchParams(query)) m.set(k, [...(m.get(k) ?? []), v]);
  return { kind: 'form', data: m };
};

type CourseValue = {
  title: string;
  code: bigint;
  gsheet_name: string;
  date_w1?: Instant | null;
  date_w2?: Instant | null;
  date_w3?: Instant | null;
  event_w1: string;
  event_w2: string;
  event_w3: string;
  recording_w1?: string | null;
  recording_w2?: string | null;
  recording_w3?: string | null;
  deactivated: boolean;
};

describe('validated value types', () => {
  it('of the course and smart goal serializers', () => {
    expectTypeOf<ValidatedValue<typeof courseFields>>().toEqualTypeOf<CourseValue>();
    expectTypeOf<ValidatedValue<typeof smartGoalFields>>().toEqualTypeOf<{ input: string }>();
    const checked = validate(courseFields, json({}), PRAGUE);
    if (checked.ok) expectTypeOf(checked.value).toEqualTypeOf<CourseValue>();
  });

  it('follow each field kind and its options', () => {
    const value = <F extends readonly Field[]>(...fields: F) => validate(fields, json({}), PRAGUE);
    type Of<R> = R extends { ok: true; value: infer V } ? V : never;

    const char = value(charField('a'), charField('b', { allowNull: true }), charField('c', { required: false }));
    expectTypeOf<Of<typeof char>>().toEqualTypeOf<{ a: string; b: string | null; c?: string }>();
    const url = value(urlField('a', { required: false, allowNull: true }), urlField('b', { default: null }));
    expectTypeOf<Of<typeof url>>().toEqualTypeOf<{ a?: string | null; b: string | null }>();
    const int = value(integerField('a', { minValue: 0 }), integerField('b', { required: false, default: 5n }));
    expectTypeOf<Of<typeof int>>().toEqualTypeOf<{ a: bigint; b: bigint }>();
    const bool = value(booleanField('a', { default: false }), booleanField('b', { required: false, allowNull: true }));
    expectTypeOf<Of<typeof bool>>().toEqualTypeOf<{ a: boolean; b?: boolean | null }>();
    const dt = value(dateTimeField('a'), dateTimeField('b', { required: false, allowNull: true }));
    expectTypeOf<Of<typeof dt>>().toEqualTypeOf<{ a: Instant; b?: Instant | null }>();
    const ro = value(readOnlyField('id', 'integer'), charField('a'));
    expectTypeOf<Of<typeof ro>>().toEqualTypeOf<{ a: string }>();

    // Options not known as literals give the looser type.
    const maybe: boolean = Math.random() < 2;
    const loose = value(charField('a', { required: maybe }), charField('b', { allowNull: maybe }));
    expectTypeOf<Of<typeof loose>>().toEqualTypeOf<{ a?: string; b: string | null }>();
    // PATCH: anything may be missing.
    const partial = validate(courseFields, json({}), { ...PRAGUE, partial: true });
    expectTypeOf<Of<typeof partial>>().toEqualTypeOf<Partial<CourseValue>>();
    // Untyped field lists keep the plain record.
    expectTypeOf<ValidatedValue<Field[]>>().toEqualTypeOf<Record<string, unknown>>();
  });

  it('turn mistakes into compile errors', () => {
    // Never called: only the compiler reads these lines.
    const mistakes = (input: SerializerInput) => {
      const checked = validate(courseFields, input, PRAGUE);
      // @ts-expect-error the value exists only once validation succeeded
      void checked.value;
      if (!checked.ok) return;
      const v = checked.value;
      // @ts-expect-error no such field
      void v.titel;
      // @ts-expect-error read-only fields are not in the validated value
      void v.created_by;
      // @ts-expect-error an integer is a bigint
      const code: number = v.code;
      // @ts-expect-error an optional nullable URL may be missing or null
      const recording: string = v.recording_w1;
      // @ts-expect-error a date may be missing
      const date: Instant | null = v.date_w1;
      // @ts-expect-error a default has the field's type
      charField('a', { default: 5 });
      // @ts-expect-error an integer's default is a bigint (an internal value)
      integerField('a', { default: 5 });
      return [code, recording, date];
    };
    expectTypeOf(mistakes).toBeFunction();
  });
});

describe('validate yields what the types say', () => {
  const always = ['title', 'code', 'gsheet_name', 'event_w1', 'event_w2', 'event_w3', 'deactivated'];
  const everything = Object.keys({
    title: 1,
    code: 1,
    gsheet_name: 1,
    date_w1: 1,
    date_w2: 1,
    date_w3: 1,
    event_w1: 1,
    event_w2: 1,
    event_w3: 1,
    recording_w1: 1,
    recording_w2: 1,
    recording_w3: 1,
    deactivated: 1,
  } satisfies Record<keyof CourseValue, 1>);

  it.each([
    ['JSON', json({ title: 'T', code: 1, gsheet_name: 'G' })],
    ['a form', form('title=T&code=1&gsheet_name=G')],
  ])('the always-present keys and only those for a minimal body in %s', (_name, input) => {
    const checked = validate(courseFields, input, PRAGUE);
    expect(checked.ok && Object.keys(checked.value).sort()).toEqual([...always].sort());
  });

  it('every key, of its type, for a full body', () => {
    const checked = validate(
      courseFields,
      json({
        title: 'T',
        code: '7',
        gsheet_name: 'G',
        date_w1: '2026-03-01T10:00',
        date_w2: null,
        date_w3: '2026-03-15T10:00Z',
        event_w1: 'e',
        event_w2: '',
        event_w3: 'e3',
        recording_w1: 'https://example.com',
        recording_w2: null,
        recording_w3: '',
        deactivated: 'true',
        id: 5,
        created_by: 3,
      }),
      PRAGUE,
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const v = checked.value;
    expect(Object.keys(v).sort()).toEqual([...everything].sort());
    expect([typeof v.title, typeof v.code, v.date_w1 == null, v.date_w2, typeof v.deactivated]).toEqual([
      'string',
      'bigint',
      false,
      null,
      'boolean',
    ]);
    expect([v.recording_w1, v.recording_w2, v.recording_w3]).toEqual(['https://example.com', null, '']);
  });
});
