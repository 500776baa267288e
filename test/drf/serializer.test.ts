import { describe, expect, it } from 'vitest';
import { PyFloat, type PyValue } from '../../src/django/python.js';
import {
  booleanField,
  charField,
  dateTimeField,
  describeActions,
  integerField,
  readOnlyField,
  urlField,
  validate,
  type Field,
  type SerializerInput,
  type ValidationResult,
} from '../../src/drf/serializer.js';

const PRAGUE = { timeZone: 'Europe/Prague' };

/** A decoded JSON object as the Python-compatible parser produces it (null prototype). */
function dict(o: Record<string, PyValue>): { [key: string]: PyValue } {
  return Object.assign(Object.create(null) as { [key: string]: PyValue }, o);
}
const json = (data: PyValue): SerializerInput => ({ kind: 'json', data });
const form = (query: string): SerializerInput => {
  const m = new Map<string, string[]>();
  for (const [k, v] of new URLSearchParams(query)) m.set(k, [...(m.get(k) ?? []), v]);
  return { kind: 'form', data: m };
};
/** Epoch µs of an ISO instant. */
const at = (iso: string): bigint => BigInt(Date.parse(iso)) * 1000n;
/** JSON text as the response would carry it (key order matters; bigints as numbers). */
const text = (v: unknown): string => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? Number(x) : x));

const dateOpts = { allowNull: true, default: null };
const eventOpts = { maxLength: 255, allowBlank: true, default: '' };
const recordingOpts = { allowNull: true, allowBlank: true, default: null };

/** The Course serializer (ModelSerializer fields as DRF builds them). */
const COURSE: Field[] = [
  readOnlyField('id', 'integer'),
  readOnlyField('created_by', 'field'),
  charField('title', { maxLength: 255 }),
  integerField('code', { minValue: -2147483648, maxValue: 2147483647 }),
  charField('gsheet_name', { maxLength: 100 }),
  dateTimeField('date_w1', dateOpts),
  dateTimeField('date_w2', dateOpts),
  dateTimeField('date_w3', dateOpts),
  charField('event_w1', eventOpts),
  charField('event_w2', eventOpts),
  charField('event_w3', eventOpts),
  urlField('recording_w1', recordingOpts),
  urlField('recording_w2', recordingOpts),
  urlField('recording_w3', recordingOpts),
  booleanField('deactivated', { default: false }),
];

/** SmartGoal's `input`: a required CharField without max_length. */
const SMART_GOAL: Field[] = [readOnlyField('id', 'integer'), charField('input')];

const VALID_BASE = { title: 'T', code: 1, gsheet_name: 'G' };

function errorsOf(r: ValidationResult): string {
  expect(r.ok).toBe(false);
  return r.ok ? '' : text(r.errors);
}
function valueOf(r: ValidationResult): Record<string, unknown> {
  if (!r.ok) throw new Error(`unexpected errors ${text(r.errors)}`);
  return r.value;
}

describe('Course: recorded DRF answers', () => {
  const cases: Array<[string, Record<string, PyValue>, string]> = [
    [
      'empty object',
      {},
      '{"title":["This field is required."],"code":["This field is required."],"gsheet_name":["This field is required."]}',
    ],
    [
      'one error per field, in declaration order',
      {
        title: '',
        code: 'abc',
        gsheet_name: 'x',
        date_w1: 'yesterday',
        recording_w1: 'not a url',
        deactivated: 'maybe',
        event_w1: null,
      },
      '{"title":["This field may not be blank."],"code":["A valid integer is required."],' +
        '"date_w1":["Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."],' +
        '"event_w1":["This field may not be null."],"recording_w1":["Enter a valid URL."],"deactivated":["Must be a valid boolean."]}',
    ],
    [
      'limits and a nonexistent local time',
      { title: 'T', code: 99999999999, gsheet_name: 'x'.repeat(106), date_w1: '2026-03-29T02:30:00' },
      '{"code":["Ensure this value is less than or equal to 2147483647."],' +
        '"gsheet_name":["Ensure this field has no more than 100 characters."],' +
        '"date_w1":["Invalid datetime for the timezone \\"Europe/Prague\\"."]}',
    ],
    [
      'ambiguous local time',
      { ...VALID_BASE, date_w2: '2026-10-25T02:30:00' },
      '{"date_w2":["Invalid datetime for the timezone \\"Europe/Prague\\"."]}',
    ],
    ['lower bound', { ...VALID_BASE, code: -2147483649 }, '{"code":["Ensure this value is greater than or equal to -2147483648."]}'],
    ['code 1.5', { ...VALID_BASE, code: new PyFloat(1.5) }, '{"code":["A valid integer is required."]}'],
    ['code 1e16 (str gives 1e+16)', { ...VALID_BASE, code: new PyFloat(1e16) }, '{"code":["A valid integer is required."]}'],
    ['code true', { ...VALID_BASE, code: true }, '{"code":["A valid integer is required."]}'],
    ['code "12.5"', { ...VALID_BASE, code: '12.5' }, '{"code":["A valid integer is required."]}'],
    ['code too long a string', { ...VALID_BASE, code: '1'.repeat(1001) }, '{"code":["String value too large."]}'],
    ['code null', { ...VALID_BASE, code: null }, '{"code":["This field may not be null."]}'],
    [
      'date "" in JSON',
      { ...VALID_BASE, date_w1: '' },
      '{"date_w1":["Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."]}',
    ],
    [
      'date as a number',
      { ...VALID_BASE, date_w1: 20260331 },
      '{"date_w1":["Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."]}',
    ],
    [
      'impossible date',
      { ...VALID_BASE, date_w1: '2026-02-30T10:00' },
      '{"date_w1":["Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."]}',
    ],
    [
      'offset of 24 hours',
      { ...VALID_BASE, date_w1: '2026-03-31T10:00+24:00' },
      '{"date_w1":["Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."]}',
    ],
    [
      'aware value before year 1 in UTC',
      { ...VALID_BASE, date_w1: '0001-01-01T00:30:00+01:00' },
      '{"date_w1":["Datetime value out of range."]}',
    ],
    ['aware value past 9999 locally', { ...VALID_BASE, date_w3: '9999-12-31T23:30:00Z' }, '{"date_w3":["Datetime value out of range."]}'],
    [
      'title blank after strip, too long event, null char and surrogate',
      { ...VALID_BASE, title: ' \u3000\n', event_w1: `${'e'.repeat(256)}\u0000\ud800` },
      '{"title":["This field may not be blank."],"event_w1":["Ensure this field has no more than 255 characters.",' +
        '"Null characters are not allowed.","Surrogate characters are not allowed: U+D800."]}',
    ],
    [
      'url: too long and invalid',
      { ...VALID_BASE, recording_w1: `http://example.com/${'p'.repeat(190)} x` },
      '{"recording_w1":["Ensure this field has no more than 200 characters.","Enter a valid URL."]}',
    ],
    ['url: ftp is not accepted', { ...VALID_BASE, recording_w1: 'ftp://example.com/' }, '{"recording_w1":["Enter a valid URL."]}'],
    ['url: a list', { ...VALID_BASE, recording_w2: ['http://example.com'] }, '{"recording_w2":["Not a valid string."]}'],
    ['boolean: a list', { ...VALID_BASE, deactivated: [] }, '{"deactivated":["Must be a valid boolean."]}'],
    ['boolean: 2', { ...VALID_BASE, deactivated: 2 }, '{"deactivated":["Must be a valid boolean."]}'],
    ['boolean: "null" (not nullable)', { ...VALID_BASE, deactivated: 'null' }, '{"deactivated":["Must be a valid boolean."]}'],
    ['boolean: null', { ...VALID_BASE, deactivated: null }, '{"deactivated":["This field may not be null."]}'],
  ];
  it.each(cases)('%s', (_name, body, expected) => {
    expect(errorsOf(validate(COURSE, json(dict(body)), PRAGUE))).toBe(expected);
  });

  it('unknown keys and read-only fields are ignored', () => {
    const v = valueOf(validate(COURSE, json(dict({ ...VALID_BASE, id: 'x', created_by: 5, extra: [1] })), PRAGUE));
    expect(Object.keys(v)).not.toContain('id');
    expect(Object.keys(v)).not.toContain('created_by');
    expect(Object.keys(v)).not.toContain('extra');
  });

  it('fills defaults for absent optional fields, in declaration order', () => {
    const v = valueOf(validate(COURSE, json(dict({ title: ' My course ', code: '12.0', gsheet_name: 'Sheet' })), PRAGUE));
    expect(text(v)).toBe(
      '{"title":"My course","code":12,"gsheet_name":"Sheet","date_w1":null,"date_w2":null,"date_w3":null,' +
        '"event_w1":"","event_w2":"","event_w3":"","recording_w1":null,"recording_w2":null,"recording_w3":null,"deactivated":false}',
    );
    expect(v.code).toBe(12n);
  });
});

describe('Course: accepted values', () => {
  const cases: Array<[string, string, PyValue, unknown]> = [
    ['code', 'code "12.0"', '12.0', 12n],
    ['code', 'code 7.0', new PyFloat(7), 7n],
    ['code', 'code " 12 "', ' 12 ', 12n],
    ['code', 'code "1_000"', '1_000', 1000n],
    ['code', 'code "12.00\\n"', '12.00\n', 12n],
    ['code', 'code Arabic-Indic digits', '\u0661\u0662', 12n],
    ['code', 'code max', 2147483647, 2147483647n],
    ['code', 'code bigint min', -2147483648n, -2147483648n],
    ['recording_w1', 'recording ""', '', ''],
    ['recording_w1', 'recording "  "', '  ', ''],
    ['recording_w1', 'recording null', null, null],
    ['recording_w1', 'recording https', ' https://zoom.us/rec/share/abc?pwd=x ', 'https://zoom.us/rec/share/abc?pwd=x'],
    ['event_w1', 'event ""', '', ''],
    ['event_w1', 'event number', 42, '42'],
    ['event_w1', 'event float', new PyFloat(1.5), '1.5'],
    ['deactivated', 'deactivated "false"', 'false', false],
    ['deactivated', 'deactivated 1', 1, true],
    ['deactivated', 'deactivated "on"', 'on', true],
    ['deactivated', 'deactivated "Yes"', 'Yes', true],
    ['deactivated', 'deactivated 0.0', new PyFloat(0), false],
    ['deactivated', 'deactivated 1.0', new PyFloat(1), true],
    ['deactivated', 'deactivated "0"', '0', false],
    ['deactivated', 'deactivated true', true, true],
    ['date_w1', 'naive, read in Europe/Prague', '2026-03-31T18:00', at('2026-03-31T16:00:00Z')],
    ['date_w1', 'Z', '2026-04-07T16:00:00Z', at('2026-04-07T16:00:00Z')],
    ['date_w1', 'offset without colon', '2026-04-07T18:00:00+0200', at('2026-04-07T16:00:00Z')],
    ['date_w1', 'space, comma fraction, extra digits', '2026-04-07 16:00:00,1234567Z', at('2026-04-07T16:00:00Z') + 123456n],
    ['date_w1', 'single digits', '2026-4-7T6:5', at('2026-04-07T04:05:00Z')],
    ['date_w1', 'trailing newline', '2026-04-07T16:00:00Z\n', at('2026-04-07T16:00:00Z')],
    ['date_w1', 'winter time', '2026-01-10T08:15:00.5', at('2026-01-10T07:15:00.5Z')],
    ['date_w1', 'null', null, null],
  ];
  it.each(cases)('%s: %s', (field, _name, input, expected) => {
    const v = valueOf(validate(COURSE, json(dict({ ...VALID_BASE, [field]: input })), PRAGUE));
    expect(v[field]).toEqual(expected);
  });

  it('datetime naive in another configured zone', () => {
    const v = valueOf(validate(COURSE, json(dict({ ...VALID_BASE, date_w1: '2026-03-29T02:30:00' })), { timeZone: 'UTC' }));
    expect(v.date_w1).toBe(at('2026-03-29T02:30:00Z'));
  });

  it('a naive value on 0001-01-01 crashes pytz (DRF answers 500)', () => {
    // Django crashes (500) here; we answer the field's own message instead.
    expect(validate(COURSE, json(dict({ ...VALID_BASE, date_w1: '0001-01-01T10:00:00' })), PRAGUE)).toEqual({
      ok: false,
      errors: { date_w1: ['Datetime value out of range.'] },
    });
    const v = valueOf(validate(COURSE, json(dict({ ...VALID_BASE, date_w1: '0001-01-01T10:00:00' })), { timeZone: 'UTC' }));
    expect(v.date_w1).toBe(at('0001-01-01T10:00:00Z'));
  });
});

describe('SmartGoal input (required CharField)', () => {
  const cases: Array<[string, PyValue, { ok: unknown } | { err: string }]> = [
    ['null', null, { err: '{"input":["This field may not be null."]}' }],
    ['int', 123, { ok: '123' }],
    ['bool', true, { err: '{"input":["Not a valid string."]}' }],
    ['list', ['a'], { err: '{"input":["Not a valid string."]}' }],
    ['dict', dict({ a: 1 }), { err: '{"input":["Not a valid string."]}' }],
    ['null character', 'a\u0000b', { err: '{"input":["Null characters are not allowed."]}' }],
    ['surrogate', 'a\udfffb', { err: '{"input":["Surrogate characters are not allowed: U+DFFF."]}' }],
    ['astral character is fine', 'a😀b', { ok: 'a😀b' }],
    ['spaces only', '   ', { err: '{"input":["This field may not be blank."]}' }],
    ['empty', '', { err: '{"input":["This field may not be blank."]}' }],
    ['stripped', '  x \n', { ok: 'x' }],
    ['Python whitespace stripped', '\u00a0x\u2003\u001c', { ok: 'x' }],
    ['zero-width space is not whitespace', '\u200b', { ok: '\u200b' }],
    ['float', new PyFloat(2.5), { ok: '2.5' }],
    ['big int', 123456789012345678901234567890n, { ok: '123456789012345678901234567890' }],
    ['no length limit', 'y'.repeat(5000), { ok: 'y'.repeat(5000) }],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const r = validate(SMART_GOAL, json(dict({ input })), PRAGUE);
    if ('ok' in expected) expect(valueOf(r)).toEqual({ input: expected.ok });
    else expect(errorsOf(r)).toBe(expected.err);
  });

  it('missing', () => {
    expect(errorsOf(validate(SMART_GOAL, json(dict({})), PRAGUE))).toBe('{"input":["This field is required."]}');
  });
});

describe('bodies that are not a dictionary', () => {
  it.each<[string, PyValue, string]>([
    ['list', [], 'Invalid data. Expected a dictionary, but got list.'],
    ['str', 'x', 'Invalid data. Expected a dictionary, but got str.'],
    ['int', 1, 'Invalid data. Expected a dictionary, but got int.'],
    ['big int', 10n ** 30n, 'Invalid data. Expected a dictionary, but got int.'],
    ['float', new PyFloat(1.5), 'Invalid data. Expected a dictionary, but got float.'],
    ['bool', false, 'Invalid data. Expected a dictionary, but got bool.'],
    ['null', null, 'No data provided'],
  ])('%s', (_name, body, message) => {
    expect(errorsOf(validate(COURSE, json(body), PRAGUE))).toBe(text({ non_field_errors: [message] }));
  });
});

describe('form input (QueryDict)', () => {
  it('the recorded form create', () => {
    const v = valueOf(validate(COURSE, form('title=Form+course&code=2603&gsheet_name=Form&deactivated=on'), PRAGUE));
    expect(text(v)).toBe(
      '{"title":"Form course","code":2603,"gsheet_name":"Form","date_w1":null,"date_w2":null,"date_w3":null,' +
        '"event_w1":"","event_w2":"","event_w3":"","recording_w1":null,"recording_w2":null,"recording_w3":null,"deactivated":true}',
    );
  });

  it('an absent checkbox is False, even when not otherwise given', () => {
    const v = valueOf(validate(COURSE, form('title=T&code=1&gsheet_name=G'), PRAGUE));
    expect(v.deactivated).toBe(false);
  });

  it('empty strings: null when nullable, blank when blank allowed', () => {
    const v = valueOf(validate(COURSE, form('title=T&code=1&gsheet_name=G&date_w1=&event_w1=&recording_w1=&deactivated=off'), PRAGUE));
    expect(v.date_w1).toBeNull();
    expect(v.event_w1).toBe('');
    expect(v.recording_w1).toBe('');
    expect(v.deactivated).toBe(false);
  });

  it('the last value of a repeated key wins', () => {
    const v = valueOf(validate(COURSE, form('title=A&title=B&code=1&code=2&gsheet_name=G'), PRAGUE));
    expect(v.title).toBe('B');
    expect(v.code).toBe(2n);
  });

  it('errors', () => {
    expect(errorsOf(validate(COURSE, form('title=&code=&deactivated=maybe&date_w1=2026-03-29+02%3A30'), PRAGUE))).toBe(
      '{"title":["This field may not be blank."],"code":["A valid integer is required."],' +
        '"gsheet_name":["This field is required."],"date_w1":["Invalid datetime for the timezone \\"Europe/Prague\\"."],' +
        '"deactivated":["Must be a valid boolean."]}',
    );
  });
});

describe('partial (PATCH)', () => {
  it('skips absent fields, defaults included', () => {
    expect(valueOf(validate(COURSE, json(dict({ code: '5' })), { ...PRAGUE, partial: true }))).toEqual({ code: 5n });
    expect(valueOf(validate(COURSE, form('title=X'), { ...PRAGUE, partial: true }))).toEqual({ title: 'X' });
  });
  it('still validates present fields', () => {
    expect(errorsOf(validate(COURSE, json(dict({ title: '' })), { ...PRAGUE, partial: true }))).toBe(
      '{"title":["This field may not be blank."]}',
    );
  });
});

describe('describeActions (OPTIONS)', () => {
  it('Course', () => {
    const field = (name: string, rest: string) => `"${name}":{${rest}}`;
    const opt = (type: string, label: string, extra = '') =>
      `"type":"${type}","required":false,"read_only":false,"label":"${label}"${extra}`;
    expect(JSON.stringify(describeActions(COURSE))).toBe(
      `{${[
        field('id', '"type":"integer","required":false,"read_only":true,"label":"ID"'),
        field('created_by', '"type":"field","required":false,"read_only":true,"label":"Created by"'),
        field('title', '"type":"string","required":true,"read_only":false,"label":"Title","max_length":255'),
        field('code', '"type":"integer","required":true,"read_only":false,"label":"Code","min_value":-2147483648,"max_value":2147483647'),
        field('gsheet_name', '"type":"string","required":true,"read_only":false,"label":"Gsheet name","max_length":100'),
        field('date_w1', opt('datetime', 'Date w1')),
        field('date_w2', opt('datetime', 'Date w2')),
        field('date_w3', opt('datetime', 'Date w3')),
        field('event_w1', opt('string', 'Event w1', ',"max_length":255')),
        field('event_w2', opt('string', 'Event w2', ',"max_length":255')),
        field('event_w3', opt('string', 'Event w3', ',"max_length":255')),
        field('recording_w1', opt('url', 'Recording w1', ',"max_length":200')),
        field('recording_w2', opt('url', 'Recording w2', ',"max_length":200')),
        field('recording_w3', opt('url', 'Recording w3', ',"max_length":200')),
        field('deactivated', opt('boolean', 'Deactivated')),
      ].join(',')}}`,
    );
  });

  it('a truthy default is listed; labels and help text', () => {
    const fields = [
      booleanField('is_on', { default: true, label: 'Switch', helpText: 'Turns it on' }),
      charField('note', { minLength: 2, required: false }),
    ];
    expect(JSON.stringify(describeActions(fields))).toBe(
      '{"is_on":{"type":"boolean","required":false,"read_only":false,"label":"Switch","help_text":"Turns it on","default":true},' +
        '"note":{"type":"string","required":false,"read_only":false,"label":"Note","min_length":2}}',
    );
  });
});

describe('URL fields where Django crashed', () => {
  it.each(['http://a[b@example.com', 'http://℀.com', 'http://[1::2::3]'])('answers "Enter a valid URL." where Django crashed: %s', (u) => {
    const result = validate(COURSE, json(dict({ ...VALID_BASE, recording_w1: u })), PRAGUE);
    expect(result).toEqual({ ok: false, errors: { recording_w1: ['Enter a valid URL.'] } });
  });
});
