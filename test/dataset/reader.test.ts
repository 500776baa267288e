// The streaming reader: the same events whatever the chunk boundaries, JSON syntax errors
// with their line and column, UTF-8, and values too large to hold.
import { describe, expect, it } from 'vitest';
import { ARRAY, DatasetReader, NonInteger, OBJECT, type DatasetHandler, type JsonValue } from '../../src/dataset/reader.js';

type Event = unknown[];

function recorder(events: Event[]): DatasetHandler {
  const v = (x: JsonValue) => (x === OBJECT ? '<object>' : x === ARRAY ? '<array>' : x instanceof NonInteger ? `<number ${x.raw}>` : x);
  return {
    header: (k, x) => events.push(['header', k, v(x)]),
    tablesStart: () => events.push(['tablesStart']),
    tablesNotObject: (x) => events.push(['tablesNotObject', v(x)]),
    tablesEnd: () => events.push(['tablesEnd']),
    tableStart: (n) => events.push(['tableStart', n]),
    tableNotArray: (n, x) => events.push(['tableNotArray', n, v(x)]),
    row: (keys, values, bytes) => events.push(['row', keys.map((k, i) => [k, v(values[i])]), bytes]),
    rowNotObject: (x) => events.push(['rowNotObject', v(x)]),
    tableEnd: (n) => events.push(['tableEnd', n]),
    documentEnd: () => events.push(['end']),
  };
}

/** Events of a whole document fed in chunks of `size` bytes; a syntax error ends them as ['error', message]. */
function read(doc: string | Buffer, size = Infinity, maxValueBytes?: number): Event[] {
  const events: Event[] = [];
  const reader = new DatasetReader(recorder(events), { maxValueBytes });
  const bytes = typeof doc === 'string' ? Buffer.from(doc) : doc;
  try {
    for (let i = 0; i < bytes.length; i += size) reader.push(bytes.subarray(i, Math.min(bytes.length, i + size)));
    reader.finish();
  } catch (e) {
    events.push(['error', (e as Error).message]);
  }
  return events;
}

const DOC =
  '\ufeff{"format":"mentoring-dataset","version":1,"time_zone":"Europe/Prague","x":[1,{"a":[true,null]}],\n' +
  '"tables":{"users":[\n' +
  '{"id":1,"username":"a\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00 žluť 日本"},\n' +
  '{"id":2.5,"n":null,"t":true,"f":false,"o":{"k":[1,-2e-3,{"z":""}]},"neg":-0,"big":12345678901234567890,"e":1E+2}\n' +
  '],"managers":[],"odd":5,"rows":[3,"x",[]]}}\n  ';

/** Bytes of the n-th line of DOC that holds a row (the reader reports each row's size). */
const rowBytes = (n: number) => {
  const rows = DOC.split('\n').filter((l) => l.startsWith('{"id"'));
  return Buffer.byteLength(rows[n - 1].replace(/,$/, ''));
};

describe('DatasetReader', () => {
  it('reads the document into header, table and row events', () => {
    expect(read(DOC)).toEqual([
      ['header', 'format', 'mentoring-dataset'],
      ['header', 'version', 1],
      ['header', 'time_zone', 'Europe/Prague'],
      ['header', 'x', '<array>'],
      ['tablesStart'],
      ['tableStart', 'users'],
      [
        'row',
        [
          ['id', 1],
          ['username', 'a"b\\c/d\b\f\n\r\té😀 žluť 日本'],
        ],
        rowBytes(1),
      ],
      [
        'row',
        [
          ['id', '<number 2.5>'],
          ['n', null],
          ['t', true],
          ['f', false],
          ['o', '<object>'],
          ['neg', -0],
          ['big', 12345678901234567000],
          ['e', '<number 1E+2>'],
        ],
        rowBytes(2),
      ],
      ['tableEnd', 'users'],
      ['tableStart', 'managers'],
      ['tableEnd', 'managers'],
      ['tableNotArray', 'odd', 5],
      ['tableStart', 'rows'],
      ['rowNotObject', 3],
      ['rowNotObject', 'x'],
      ['rowNotObject', '<array>'],
      ['tableEnd', 'rows'],
      ['tablesEnd'],
      ['end'],
    ]);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const whole = read(DOC);
    for (const size of [1, 2, 3, 5, 7, 11, 64]) expect(read(DOC, size)).toEqual(whole);
  });

  it('reports "tables" that is not an object', () => {
    expect(read('{"tables":[1]}')).toEqual([['tablesNotObject', '<array>'], ['end']]);
  });

  it.each([
    ['', 'line 1, column 1: the file is empty'],
    ['   \n ', 'line 2, column 2: unexpected end of the file'],
    ['[]', "line 1, column 1: a dataset file is a JSON object: expected '{'"],
    ['{"a":1,}', 'line 1, column 8: expected a string key'],
    ['{"a":1 "b":2}', "line 1, column 8: expected ',' or '}' after a value"],
    ['{"a" 1}', "line 1, column 6: expected ':' after a key"],
    ['{"a":01}', "line 1, column 7: expected ',' or '}' after a value"],
    ['{"a":-}', 'line 1, column 7: invalid number'],
    ['{"a":1.}', 'line 1, column 8: invalid number: expected a digit after the point'],
    ['{"a":1e}', 'line 1, column 8: invalid number: expected a digit in the exponent'],
    ['{"a":tru}', 'line 1, column 6: expected a value'],
    ['{"a":"x\ty"}', 'line 1, column 8: a control character in a string must be escaped'],
    ['{"a":"\\x"}', 'line 1, column 7: invalid escape in a string'],
    ['{"a":"\\u12g4"}', 'line 1, column 11: invalid \\u escape: expected four hex digits'],
    ['{"a":1} x', 'line 1, column 9: unexpected data after the end of the document'],
    ['{"a":1}{}', 'line 1, column 8: unexpected data after the end of the document'],
    ['{"tables":{"u":[{"a":1}}}', "line 1, column 24: expected ',' or ']' after a row"],
    ['{"tables":{"u":[{"a":[1,2}]}]}}', "line 1, column 26: expected ',' or ']' in an array"],
    ['{"tables":{"u":[{"a":{"b" 1}}]}}', "line 1, column 27: expected ':' after a key"],
    ['{"tables":{"u":[{"a":1}],}}', 'line 1, column 26: expected a table name'],
    ['{"tables":{"u":[]] }}', "line 1, column 18: expected ',' or '}' after a table"],
    ['{"tables":{"u":[', 'line 1, column 17: unexpected end of the file'],
    ['{\n  "format": "x",\n  "tables": {\n    "žluť": [ {"id": 1,, } ]\n  }\n}', 'line 4, column 24: expected a string key'],
  ])('reports a syntax error in %j at its line and column', (doc, message) => {
    for (const size of [Infinity, 1, 4]) expect(read(doc, size).at(-1)).toEqual(['error', message]);
  });

  it('reports invalid UTF-8 where it starts', () => {
    const bytes = Buffer.concat([Buffer.from('{"a":\n"ok žluť '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    expect(read(bytes).at(-1)).toEqual(['error', 'line 2, column 10: invalid UTF-8']);
    const surrogate = Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    expect(read(surrogate, 2).at(-1)).toEqual(['error', 'line 1, column 7: invalid UTF-8']);
  });

  it('stops at a single value larger than the limit', () => {
    const doc = `{"tables":{"t":[{"id":1},\n{"id":2,"s":"${'x'.repeat(5000)}"}]}}`;
    expect(read(doc, 100, 1000).at(-1)).toEqual(['error', 'line 2, column 1: a single value is larger than 1000 bytes; stopped reading']);
    expect(read(doc, 100, 10_000).at(-1)).toEqual(['end']);
  });

  it('reads a long single-line document with the right column', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `{"id":${i + 1},"s":"ř${i}"}`).join(',');
    const doc = `{"tables":{"t":[${rows}]}} !`;
    const events = read(doc, 777);
    expect(events.filter((e) => e[0] === 'row')).toHaveLength(2000);
    // Columns count characters (ř is one), not bytes.
    expect(events.at(-1)).toEqual(['error', `line 1, column ${[...doc].length}: unexpected data after the end of the document`]);
  });
});
