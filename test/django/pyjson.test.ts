import { describe, expect, it } from 'vitest';
import { decodePyUtf8, MAX_JSON_DEPTH, parsePyJson, PyJsonError } from '../../src/django/pyjson.js';
import { PyFloat, pyFloatRepr, type PyValue } from '../../src/django/python.js';

// Expected outputs were produced by CPython 3.11.7 running DRF's decoding:
//   json.load(codecs.getreader('utf-8')(io.BytesIO(body)), parse_constant=strict_constant)
// rendered by the same `show` below (ints bare, floats by repr, strings as ASCII JSON,
// dict keys in insertion order), or 'ERR ' + str(exc) for a ValueError.

const raw = (hex: string): Buffer => Buffer.from(hex.replaceAll(' ', ''), 'hex');

// json.dumps(s) with ensure_ascii=True: JSON escapes, then every non-ASCII UTF-16 unit (and DEL) as \uXXXX.
const showStr = (s: string): string =>
  JSON.stringify(s).replace(/[^\x00-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function show(v: PyValue): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (v instanceof PyFloat) return pyFloatRepr(v.value);
  if (typeof v === 'string') return showStr(v);
  if (Array.isArray(v)) return `[${v.map(show).join(', ')}]`;
  return `{${Object.keys(v)
    .map((k) => `${showStr(k)}: ${show(v[k])}`)
    .join(', ')}}`;
}

function run(body: string | Buffer): string {
  try {
    return show(parsePyJson(typeof body === 'string' ? Buffer.from(body, 'utf8') : body));
  } catch (e) {
    if (e instanceof PyJsonError) return `ERR ${e.message}`;
    throw e;
  }
}

const CASES: [name: string, body: string | Buffer, expected: string][] = [
  ['object', '{"a": 1}', '{"a": 1}'],
  [
    'numbers',
    ' [1, 2.5, -0, -0.0, 0, 1E3, 1e-3, 1.5e+2, 1e400, -1e400, 0.1, 5e-324, 1e-400] ',
    '[1, 2.5, 0, -0.0, 0, 1000.0, 0.001, 150.0, inf, -inf, 0.1, 5e-324, 0.0]',
  ],
  [
    'int boundaries',
    '[9007199254740991, -9007199254740991, 9007199254740992, 9007199254740993, -9007199254740993, 123456789012345678901234567890]',
    '[9007199254740991, -9007199254740991, 9007199254740992, 9007199254740993, -9007199254740993, 123456789012345678901234567890]',
  ],
  [
    'float long mantissa',
    '[0.30000000000000004, 1.7976931348623157e308, 123456789012345678.5, 1e22, 1e23]',
    '[0.30000000000000004, 1.7976931348623157e+308, 1.2345678901234568e+17, 1e+22, 1e+23]',
  ],
  ['literals', '[true, false, null]', '[True, False, None]'],
  ['python whitespace', ' \t\n\r{ \t\n\r"a" \t\n\r: \t\n\r[ \t\n\r1 \t\n\r, \t\n\r2 \t\n\r] \t\n\r} \t\n\r', '{"a": [1, 2]}'],
  ['duplicate keys: last wins, first position kept', '{"a": 1, "b": 2, "a": 3}', '{"a": 3, "b": 2}'],
  ['__proto__ key', '{"__proto__": {"x": 1}, "constructor": 2}', '{"__proto__": {"x": 1}, "constructor": 2}'],
  ['nested', '{"a": [{"b": {}}, [], [[]]]}', '{"a": [{"b": {}}, [], [[]]]}'],
  ['simple escapes', '"\\" \\\\ \\/ \\b \\f \\n \\r \\t"', '"\\" \\\\ / \\b \\f \\n \\r \\t"'],
  ['unicode escapes', '"\\u00e9\\u00E9\\u0000\\uffff"', '"\\u00e9\\u00e9\\u0000\\uffff"'],
  ['escaped surrogate pair combines', '"\\ud83d\\ude00"', '"\\ud83d\\ude00"'],
  ['lone surrogates kept', '["\\ud800", "\\udc00", "\\udc00\\ud800", "\\ud800x"]', '["\\ud800", "\\udc00", "\\udc00\\ud800", "\\ud800x"]'],
  ['high surrogate then non-low escape', '"\\ud800\\u0041"', '"\\ud800A"'],
  ['high, high+low', '"\\ud800\\ud800\\udc00"', '"\\ud800\\ud800\\udc00"'],
  ['high surrogate then other escape', '"\\ud800\\n"', '"\\ud800\\n"'],
  ['raw non-ASCII and DEL', '"\u00e9\ud83d\ude00\u2028\u007f"', '"\\u00e9\\ud83d\\ude00\\u2028\\u007f"'],
  ['raw astral in key', '{"\ud83d\ude00": "\u00e9"}', '{"\\ud83d\\ude00": "\\u00e9"}'],
  ['empty body', '', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['only whitespace', '  ', 'ERR Expecting value: line 1 column 3 (char 2)'],
  ['missing value after colon', '{"input": ', 'ERR Expecting value: line 1 column 11 (char 10)'],
  ['unquoted key', '{title:1}', 'ERR Expecting property name enclosed in double quotes: line 1 column 2 (char 1)'],
  ['single-quoted key', "{'a': 1}", 'ERR Expecting property name enclosed in double quotes: line 1 column 2 (char 1)'],
  ['trailing comma in object', '{"input": "x",}', 'ERR Expecting property name enclosed in double quotes: line 1 column 15 (char 14)'],
  ['trailing comma in array', '[1,]', 'ERR Expecting value: line 1 column 4 (char 3)'],
  ['missing colon', '{"a" 1}', "ERR Expecting ':' delimiter: line 1 column 6 (char 5)"],
  ['missing comma in object', '{"a":1 "b":2}', "ERR Expecting ',' delimiter: line 1 column 8 (char 7)"],
  ['missing comma in array', '[1 2]', "ERR Expecting ',' delimiter: line 1 column 4 (char 3)"],
  ['unterminated string', '"abc', 'ERR Unterminated string starting at: line 1 column 1 (char 0)'],
  ['unterminated string after backslash', '"abc\\', 'ERR Unterminated string starting at: line 1 column 1 (char 0)'],
  ['unterminated key', '{"abc', 'ERR Unterminated string starting at: line 1 column 2 (char 1)'],
  ['extra data', '{}x', 'ERR Extra data: line 1 column 3 (char 2)'],
  ['extra data after whitespace', '{"a":1}\n\n  x', 'ERR Extra data: line 3 column 3 (char 11)'],
  ['two documents', '{} {}', 'ERR Extra data: line 1 column 4 (char 3)'],
  ['leading zero', '01', 'ERR Extra data: line 1 column 2 (char 1)'],
  ['negative leading zero', '-01', 'ERR Extra data: line 1 column 3 (char 2)'],
  ['dot without fraction', '1.', 'ERR Extra data: line 1 column 2 (char 1)'],
  ['dot without integer', '.5', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['lone minus', '-', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['minus then letter', '-a', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['minus in array', '[-]', 'ERR Expecting value: line 1 column 2 (char 1)'],
  ['plus sign', '+1', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['bare exponent', '1e', 'ERR Extra data: line 1 column 2 (char 1)'],
  ['exponent sign only', '1e+', 'ERR Extra data: line 1 column 2 (char 1)'],
  ['dot then exponent', '1.e5', 'ERR Extra data: line 1 column 2 (char 1)'],
  ['hex number', '0x10', 'ERR Extra data: line 1 column 2 (char 1)'],
  ['truncated null', 'nul', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['truncated true in array', '[tru]', 'ERR Expecting value: line 1 column 2 (char 1)'],
  ['capitalised literal', 'True', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['NaN', 'NaN', "ERR Out of range float values are not JSON compliant: 'NaN'"],
  ['Infinity', 'Infinity', "ERR Out of range float values are not JSON compliant: 'Infinity'"],
  ['-Infinity', '{"a": -Infinity}', "ERR Out of range float values are not JSON compliant: '-Infinity'"],
  ['NaN before a syntax error', '[1, NaN', "ERR Out of range float values are not JSON compliant: 'NaN'"],
  ['Nan is not NaN', 'Nan', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['-Inf is not -Infinity', '-Inf', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['open array', '[', 'ERR Expecting value: line 1 column 2 (char 1)'],
  ['open object', '{', 'ERR Expecting property name enclosed in double quotes: line 1 column 2 (char 1)'],
  ['key without colon at end', '{"a"', "ERR Expecting ':' delimiter: line 1 column 5 (char 4)"],
  ['colon at end', '{"a":', 'ERR Expecting value: line 1 column 6 (char 5)'],
  ['array without close', '[1', "ERR Expecting ',' delimiter: line 1 column 3 (char 2)"],
  ['object without close', '{"a":1', "ERR Expecting ',' delimiter: line 1 column 7 (char 6)"],
  ['object closed by bracket', '{"a":1]', "ERR Expecting ',' delimiter: line 1 column 7 (char 6)"],
  ['array closed by brace', '[1}', "ERR Expecting ',' delimiter: line 1 column 3 (char 2)"],
  ['comma at start of array', '[,1]', 'ERR Expecting value: line 1 column 2 (char 1)'],
  ['raw control character', '"a\u0001b"', 'ERR Invalid control character at: line 1 column 3 (char 2)'],
  ['raw tab in string', '"a\tb"', 'ERR Invalid control character at: line 1 column 3 (char 2)'],
  ['raw newline in string', '["ok",\n"a\nb"]', 'ERR Invalid control character at: line 2 column 3 (char 9)'],
  ['invalid escape', '"\\x"', 'ERR Invalid \\escape: line 1 column 2 (char 1)'],
  ['invalid escape single quote', '"\\\'"', 'ERR Invalid \\escape: line 1 column 2 (char 1)'],
  ['short \\u escape at end', '"\\u12', 'ERR Invalid \\uXXXX escape: line 1 column 3 (char 2)'],
  ['short \\u escape before quote', '"\\u12"', 'ERR Invalid \\uXXXX escape: line 1 column 3 (char 2)'],
  ['\\u escape with 4 digits at end', '"\\u0041', 'ERR Invalid \\uXXXX escape: line 1 column 3 (char 2)'],
  ['bad hex digits', '"\\uZZZZ"', 'ERR Invalid \\uXXXX escape: line 1 column 3 (char 2)'],
  ['bad second escape of a pair', '"\\ud800\\uZZZZ"', 'ERR Invalid \\uXXXX escape: line 1 column 9 (char 8)'],
  ['short second escape of a pair', '"\\ud800\\u12"', 'ERR Invalid \\uXXXX escape: line 1 column 9 (char 8)'],
  ['unterminated valid pair', '"\\ud800\\udc00', 'ERR Invalid \\uXXXX escape: line 1 column 9 (char 8)'],
  ['form feed is not JSON whitespace', '\f1', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['vertical tab after value', '1\u000b', 'ERR Extra data: line 1 column 2 (char 1)'],
  ['no-break space', '\u00a01', 'ERR Expecting value: line 1 column 1 (char 0)'],
  ['line/column after newlines', '[1,\n2,\n]', 'ERR Expecting value: line 3 column 1 (char 7)'],
  ['CRLF lines', '{\r\n "a": 1,\r\n "b" 2}', "ERR Expecting ':' delimiter: line 3 column 6 (char 18)"],
  ['astral chars count as one', '["\ud83d\ude00\ud83d\ude00", x]', 'ERR Expecting value: line 1 column 8 (char 7)'],
  ['astral chars on previous line', '["\ud83d\ude00\u00e9",\n "\ud83d\ude00", \n\t x]', 'ERR Expecting value: line 3 column 3 (char 16)'],
  ['control char after astral on line 2', '[1,\n"\ud83d\ude00\u0002"]', 'ERR Invalid control character at: line 2 column 3 (char 6)'],
  ['BOM', raw('ef bb bf 7b 7d'), 'ERR Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)'],
  ['BOM escaped is a value', '"\\ufeff"', '"\\ufeff"'],
  ['invalid start byte', raw('ff'), "ERR 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"],
  [
    'invalid start byte inside a string',
    raw('7b 22 61 22 3a 20 22 c3 a9 ff 22 7d'),
    "ERR 'utf-8' codec can't decode byte 0xff in position 9: invalid start byte",
  ],
  ['overlong encoding', raw('22 c0 af 22'), "ERR 'utf-8' codec can't decode byte 0xc0 in position 1: invalid start byte"],
  ['continuation byte alone', raw('22 80 22'), "ERR 'utf-8' codec can't decode byte 0x80 in position 1: invalid start byte"],
  ['encoded surrogate', raw('22 ed a0 80 22'), "ERR 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte"],
  ['bad third byte', raw('22 e2 82 28 22'), "ERR 'utf-8' codec can't decode bytes in position 1-2: invalid continuation byte"],
  ['bad fourth byte', raw('22 f0 9f 98 22'), "ERR 'utf-8' codec can't decode bytes in position 1-3: invalid continuation byte"],
  ['above U+10FFFF', raw('22 f4 90 80 80 22'), "ERR 'utf-8' codec can't decode byte 0xf4 in position 1: invalid continuation byte"],
  ['F5 byte', raw('22 f5 80 80 80 22'), "ERR 'utf-8' codec can't decode byte 0xf5 in position 1: invalid start byte"],
  ['truncated sequence at end is dropped', raw('7b 7d c3'), '{}'],
  ['truncated 3-byte at end is dropped', raw('22 61 62 e2 82'), 'ERR Unterminated string starting at: line 1 column 1 (char 0)'],
  ['truncated encoded surrogate at end is dropped', raw('7b 7d ed a0'), '{}'],
  [
    'truncated sequence then more bytes',
    raw('22 c3 22'),
    "ERR 'utf-8' codec can't decode byte 0xc3 in position 1: invalid continuation byte",
  ],
  [
    'int digit limit',
    '1'.repeat(4301),
    'ERR Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit',
  ],
  ['negative int at the digit limit', '-' + '1'.repeat(4300), '-' + '1'.repeat(4300)],
  [
    'negative int over the digit limit',
    `[-${'1'.repeat(4301)}]`,
    'ERR Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit',
  ],
  ['float has no digit limit', `${'1'.repeat(5000)}.0`, 'inf'],
];

describe('parsePyJson matches CPython 3.11 json + DRF strict_constant', () => {
  it.each(CASES)('%s', (_name, body, expected) => {
    expect(run(body)).toBe(expected);
  });
});

describe('parsePyJson value types', () => {
  it('gives dicts a null prototype', () => {
    const v = parsePyJson(Buffer.from('{"a": {"b": []}, "__proto__": 1}')) as Record<string, PyValue>;
    expect(Object.getPrototypeOf(v)).toBeNull();
    expect(Object.getPrototypeOf(v.a)).toBeNull();
    expect(Object.getPrototypeOf(parsePyJson(Buffer.from('{}')))).toBeNull();
    expect(Object.keys(v)).toEqual(['a', '__proto__']);
    expect(v.__proto__).toBe(1);
  });

  it('keeps ints and floats apart', () => {
    const v = parsePyJson(Buffer.from('[1, -0, 1.0, 1e2, -0.0, 9007199254740991, 9007199254740992, -12345678901234567890]')) as PyValue[];
    expect(v[0]).toBe(1);
    expect(Object.is(v[1], 0)).toBe(true);
    expect(v[2]).toBeInstanceOf(PyFloat);
    expect((v[2] as PyFloat).value).toBe(1);
    expect(v[3]).toBeInstanceOf(PyFloat);
    expect((v[3] as PyFloat).value).toBe(100);
    expect(Object.is((v[4] as PyFloat).value, -0)).toBe(true);
    expect(v[5]).toBe(Number.MAX_SAFE_INTEGER);
    expect(v[6]).toBe(9007199254740992n);
    expect(v[7]).toBe(-12345678901234567890n);
  });

  it('parses floats correctly rounded', () => {
    const texts = [
      '0.1',
      '2.5e-3',
      '123456789012345.6',
      '1.7976931348623157e308',
      '4.9e-324',
      '1e-7',
      '8.5e22',
      '1E+22',
      '0.000001e6',
      '3.14159265358979323846',
    ];
    const v = parsePyJson(Buffer.from(`[${texts.join(',')}]`)) as PyFloat[];
    expect(v.map((f) => f.value)).toEqual(texts.map(Number));
  });

  it('returns 1e400 as an infinite float, like Python', () => {
    const v = parsePyJson(Buffer.from('[1e400, -1e400]')) as PyFloat[];
    expect(v[0].value).toBe(Infinity);
    expect(v[1].value).toBe(-Infinity);
  });

  it('keeps lone surrogates from escapes and combines escaped pairs', () => {
    expect(parsePyJson(Buffer.from('"\\ud800"'))).toBe('\ud800');
    expect(parsePyJson(Buffer.from('"\\ud83d\\ude00"'))).toBe('😀');
  });

  it('throws PyJsonError (an Error) with the Python text only', () => {
    expect(() => parsePyJson(Buffer.from('[1,]'))).toThrow(PyJsonError);
    expect(() => parsePyJson(Buffer.from('[1,]'))).toThrow(/^Expecting value: line 1 column 4 \(char 3\)$/);
  });
});

describe('decodePyUtf8', () => {
  it.each([
    [raw('c3'), "'utf-8' codec can't decode byte 0xc3 in position 0: unexpected end of data"],
    [raw('61 e2 82'), "'utf-8' codec can't decode bytes in position 1-2: unexpected end of data"],
    [raw('f0 9f 98'), "'utf-8' codec can't decode bytes in position 0-2: unexpected end of data"],
    [raw('ed a0'), "'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte"],
    [raw('f0 28'), "'utf-8' codec can't decode byte 0xf0 in position 0: invalid continuation byte"],
  ])('final=true reports %s like bytes.decode', (body, message) => {
    expect(() => decodePyUtf8(body)).toThrow(message);
  });

  it('final=false drops a truncated tail like the codecs stream reader', () => {
    expect(decodePyUtf8(raw('61 e2 82'), false)).toBe('a');
    expect(decodePyUtf8(raw('61 ed a0'), false)).toBe('a');
    expect(() => decodePyUtf8(raw('61 ed a0 80'), false)).toThrow(
      "'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte",
    );
  });

  it('keeps a BOM (utf-8, not utf-8-sig)', () => {
    expect(decodePyUtf8(raw('ef bb bf 61'))).toBe('\ufeffa');
  });
});

describe('nesting and size', () => {
  const MiB = 1 << 20;

  it(`accepts ${MAX_JSON_DEPTH} levels and rejects one more`, () => {
    const ok = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    let v = parsePyJson(Buffer.from(ok));
    for (let d = 1; d < MAX_JSON_DEPTH; d++) v = (v as PyValue[])[0];
    expect(v).toEqual([]);
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(() => parsePyJson(Buffer.from(deep))).toThrow(new PyJsonError('maximum nesting depth exceeded'));
    const deepObj = '{"a":'.repeat(MAX_JSON_DEPTH) + '{}' + '}'.repeat(MAX_JSON_DEPTH);
    expect(() => parsePyJson(Buffer.from(deepObj))).toThrow('maximum nesting depth exceeded');
  });

  it('reports a syntax error before the depth limit is reached', () => {
    expect(run('[[[x')).toBe('ERR Expecting value: line 1 column 4 (char 3)');
  });

  it.each([
    ['[', '['.repeat(MiB)],
    ['{"a":', '{"a":'.repeat(MiB / 5)],
    ['[{"a":', '[{"a":'.repeat(MiB / 6)],
  ])('1 MiB of %s throws PyJsonError, not RangeError', (_name, body) => {
    let error: unknown;
    try {
      parsePyJson(Buffer.from(body));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PyJsonError);
    expect((error as Error).message).toBe('maximum nesting depth exceeded');
  });

  it('parses a 1 MiB body of many records into Python values', () => {
    const items = Array.from({ length: 12000 }, (_, i) => ({
      title: `goal ${i} é😀 "quoted"\n`,
      done: i % 2 === 0,
      score: i * 1.25,
      id: i,
      tags: ['a', 'b', null],
    }));
    const body = Buffer.from(JSON.stringify(items));
    expect(body.length).toBeGreaterThan(MiB);
    const v = parsePyJson(body);
    expect((v as PyValue[]).length).toBe(12000);
    expect(show((v as PyValue[])[3])).toBe(
      '{"title": "goal 3 \\u00e9\\ud83d\\ude00 \\"quoted\\"\\n", "done": False, "score": 3.75, "id": 3, "tags": ["a", "b", None]}',
    );
  });
});
