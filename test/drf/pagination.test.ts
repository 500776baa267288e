// Pure functions behind /smart-goals/ pagination: DRF's LimitOffsetPagination read with
// Python's int(), the spec's next/previous rules, and the links' query strings as
// urllib's parse_qsl / urlencode(sorted(...), doseq=True) / quote_plus write them.
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageLinks, readPageRequest, type PageRequest } from '../../src/drf/pagination.js';
import { parsePyInt } from '../../src/django/python.js';
import { parseQueryString, quotePlus, replaceQueryParams, type QueryPairs } from '../../src/django/query.js';

const BASE = 'http://testserver/smart-goals/';
const base = () => BASE;

describe('readPageRequest', () => {
  it('defaults to limit 30 and offset 0 without query parameters', () => {
    expect(readPageRequest([])).toEqual({ limit: 30, offset: 0n });
    expect(PAGE_SIZE).toBe(30);
  });

  // [raw, limit as Python's _positive_int(strict=True, cutoff=30) gives it, offset as _positive_int gives it]
  const table: [string, number, bigint][] = [
    [' 5 ', 5, 5n],
    ['\t5\n', 5, 5n],
    ['\u00a05\u3000', 5, 5n],
    ['+5', 5, 5n],
    ['1_0', 10, 10n],
    ['007', 7, 7n],
    ['-0', 30, 0n],
    ['0', 30, 0n],
    ['1', 1, 1n],
    ['29', 29, 29n],
    ['30', 30, 30n],
    ['31', 30, 31n],
    ['-1', 30, 0n],
    ['-5', 30, 0n],
    ['5.0', 30, 0n],
    ['1e3', 30, 0n],
    ['', 30, 0n],
    ['   ', 30, 0n],
    ['abc', 30, 0n],
    ['5abc', 30, 0n],
    ['_1', 30, 0n],
    ['1_', 30, 0n],
    ['1__0', 30, 0n],
    ['+-5', 30, 0n],
    ['0x10', 30, 0n],
    ['99999999999999999999999', 30, 99999999999999999999999n],
  ];

  it.each(table)('reads %j as limit %i and as offset %s', (raw, limit, offset) => {
    expect(readPageRequest([['limit', raw]]).limit).toBe(limit);
    expect(readPageRequest([['offset', raw]]).offset).toBe(offset);
  });

  it('keeps an offset beyond 2^64 exactly, as a bigint', () => {
    const page = readPageRequest([['offset', '99999999999999999999999']]);
    expect(typeof page.offset).toBe('bigint');
    expect(page.offset.toString()).toBe('99999999999999999999999');
  });

  // Found by test/server/fuzz.test.ts: Python's int() refuses a str of more than 4300 digits
  // (sys.get_int_max_str_digits(), leading zeros and Unicode digits included), so DRF's
  // _positive_int raises ValueError and the default applies; we read the number.
  it('reads an integer of more than 4300 digits as Python int() does: not an integer (offset 0, limit 30)', () => {
    const over = ['1' + '0'.repeat(4300), '0'.repeat(4300) + '1', '1_'.repeat(4300) + '1', '٣'.repeat(4301)];
    for (const raw of over) {
      expect(parsePyInt(raw)).toBeNull();
      expect(readPageRequest([['offset', raw]]).offset).toBe(0n);
      expect(readPageRequest([['limit', raw]]).limit).toBe(30);
    }
    const at = '9'.repeat(4300);
    expect(parsePyInt(` -${at} `)).toBe(-BigInt(at));
    expect(readPageRequest([['offset', at]]).offset).toBe(BigInt(at));
  });

  it('takes the last value of a repeated key, even when the last one is invalid', () => {
    expect(
      readPageRequest([
        ['limit', '5'],
        ['limit', '10'],
      ]).limit,
    ).toBe(10);
    expect(
      readPageRequest([
        ['limit', '10'],
        ['limit', 'abc'],
      ]).limit,
    ).toBe(30);
    expect(
      readPageRequest([
        ['offset', '5'],
        ['offset', '60'],
      ]).offset,
    ).toBe(60n);
    expect(
      readPageRequest([
        ['offset', '60'],
        ['offset', '-1'],
      ]).offset,
    ).toBe(0n);
    expect(
      readPageRequest([
        ['limit', '7'],
        ['offset', '3'],
        ['limit', '8'],
      ]),
    ).toEqual({ limit: 8, offset: 3n });
  });

  it('ignores other query keys', () => {
    expect(
      readPageRequest([
        ['format', 'json'],
        ['Limit', '5'],
        ['OFFSET', '9'],
      ]),
    ).toEqual({ limit: 30, offset: 0n });
  });

  // Python's int() skips less than str.strip(): int('5\x1c') raises ValueError, so DRF
  // answers limit 30 / offset 0.
  it('rejects an integer padded with U+001C..U+001F as Python int() does', () => {
    expect(readPageRequest([['limit', '5\x1c']]).limit).toBe(30);
    expect(readPageRequest([['offset', '\x1f5']]).offset).toBe(0n);
  });

  it('reads Unicode decimal digits as Python int() does (int("５") == 5)', () => {
    expect(readPageRequest([['limit', '\uff15']]).limit).toBe(5);
    expect(readPageRequest([['offset', '\u0661\u0662']]).offset).toBe(12n);
  });
});

describe('pageLinks', () => {
  const page = (offset: bigint, limit = 30): PageRequest => ({ limit, offset });
  const link = (limit: number, offset: bigint | number | string) => `${BASE}?limit=${limit}&offset=${offset}`;

  // [offset, limit, count, next, previous]
  const table: [bigint, number, number, string | null, string | null][] = [
    [0n, 30, 0, null, null],
    [0n, 30, 29, null, null],
    [0n, 30, 30, null, null],
    [0n, 30, 31, link(30, 30), null],
    [0n, 30, 95, link(30, 30), null],
    [1n, 30, 95, link(30, 31), null],
    [29n, 30, 95, link(30, 59), null],
    [30n, 30, 95, link(30, 60), null],
    [31n, 30, 95, link(30, 61), link(30, 1)],
    [60n, 30, 95, link(30, 90), link(30, 30)],
    [64n, 30, 95, link(30, 94), link(30, 34)],
    [65n, 30, 95, null, link(30, 35)],
    [90n, 30, 95, null, link(30, 60)],
    [200n, 30, 95, null, link(30, 170)],
    [0n, 10, 100, link(10, 10), null],
    [30n, 10, 100, link(10, 40), null],
    [35n, 10, 100, link(10, 45), link(10, 25)],
    [40n, 10, 100, link(10, 50), link(10, 30)],
    [90n, 10, 100, null, link(10, 80)],
    [99999999999999999999n, 30, 95, null, link(30, '99999999999999999969')],
  ];

  it.each(table)('offset %s, limit %i, count %i → next %s, previous %s', (offset, limit, count, next, previous) => {
    expect(pageLinks(base, [], page(offset, limit), count)).toEqual({ next, previous });
  });

  it('does not ask for the base URL (so does not validate Host) when there is no link to build', () => {
    const explode = () => {
      throw new Error('baseUrl must not be called');
    };
    expect(pageLinks(explode, [], page(0n), 30)).toEqual({ next: null, previous: null });
    expect(pageLinks(explode, [], page(30n), 12)).toEqual({ next: null, previous: null });
    expect(() => pageLinks(explode, [], page(0n), 31)).toThrow('baseUrl must not be called');
    expect(() => pageLinks(explode, [], page(31n), 0)).toThrow('baseUrl must not be called');
  });

  it('keeps the other query keys in the links, sorted, and replaces limit and offset', () => {
    const query: QueryPairs = [
      ['offset', '45'],
      ['b', '2'],
      ['format', 'json'],
      ['a', '1'],
      ['limit', '99'],
      ['b', '1'],
    ];
    expect(pageLinks(base, query, page(45n), 95)).toEqual({
      next: `${BASE}?a=1&b=2&b=1&format=json&limit=30&offset=75`,
      previous: `${BASE}?a=1&b=2&b=1&format=json&limit=30&offset=15`,
    });
  });

  it('writes the normalised limit, not the raw one', () => {
    const query: QueryPairs = [['limit', ' +1_0 ']];
    expect(pageLinks(base, query, readPageRequest(query), 95).next).toBe(`${BASE}?limit=10&offset=10`);
  });
});

describe('replaceQueryParams', () => {
  const next = (qs: string) => replaceQueryParams(parseQueryString(qs), { limit: '30', offset: '30' });

  it.each([
    ['', 'limit=30&offset=30'],
    ['b=2&a=1&b=1', 'a=1&b=2&b=1&limit=30&offset=30'],
    ['offset=5&limit=7&limit=8', 'limit=30&offset=30'],
    ['flag', 'flag=&limit=30&offset=30'],
    ['flag=', 'flag=&limit=30&offset=30'],
    ['q=a+b%26c', 'limit=30&offset=30&q=a+b%26c'],
    ['q=a%20b', 'limit=30&offset=30&q=a+b'],
    ['q=1%2B1', 'limit=30&offset=30&q=1%2B1'],
    ['&&a=1&&', 'a=1&limit=30&offset=30'],
    ['=v', '=v&limit=30&offset=30'],
    ['a=b=c', 'a=b%3Dc&limit=30&offset=30'],
    ['a=1;b=2', 'a=1%3Bb%3D2&limit=30&offset=30'],
    ['name=%C5%BElu%C5%A5ou%C4%8Dk%C3%BD', 'limit=30&name=%C5%BElu%C5%A5ou%C4%8Dk%C3%BD&offset=30'],
    ['n%C3%A1zev=k%C5%AF%C5%88', 'limit=30&n%C3%A1zev=k%C5%AF%C5%88&offset=30'],
    ['x=%ff', 'limit=30&offset=30&x=%EF%BF%BD'],
    ['x=%e2%82', 'limit=30&offset=30&x=%EF%BF%BD'],
    ['x=%zz', 'limit=30&offset=30&x=%25zz'],
    ['x=%', 'limit=30&offset=30&x=%25'],
    ['x=%4', 'limit=30&offset=30&x=%254'],
    ['t=_.-~', 'limit=30&offset=30&t=_.-~'],
    ['t=%5F%2E%2D%7E', 'limit=30&offset=30&t=_.-~'],
    ['s=%2F%3F%23%40%21', 'limit=30&offset=30&s=%2F%3F%23%40%21'],
  ])('?%s → %s', (qs, expected) => {
    expect(next(qs)).toBe(expected);
  });

  it('sorts keys by code point as Python does (uppercase before lowercase, astral after BMP)', () => {
    const pairs: QueryPairs = [
      ['b', '1'],
      ['\u{1F600}', '1'],
      ['\uffee', '1'],
      ['B', '1'],
      ['a', '1'],
    ];
    expect(replaceQueryParams(pairs, {})).toBe('B=1&a=1&b=1&%EF%BF%AE=1&%F0%9F%98%80=1');
  });

  it('is stable when applied to its own output', () => {
    const once = next('b=2&a=1&b=1&q=a+b%26c&x=%ff&flag&%C3%A9=%C3%BC');
    expect(next(once)).toBe(once);
  });
});

describe('quotePlus', () => {
  it.each([
    ['', ''],
    ['abcXYZ019', 'abcXYZ019'],
    ['_.-~', '_.-~'],
    ['a b', 'a+b'],
    ['a+b', 'a%2Bb'],
    ['a&b=c', 'a%26b%3Dc'],
    ["/?#[]@!$'()*,;:%", '%2F%3F%23%5B%5D%40%21%24%27%28%29%2A%2C%3B%3A%25'],
    ['é', '%C3%A9'],
    ['\uFFFD', '%EF%BF%BD'],
    ['\u{1F600}', '%F0%9F%98%80'],
    ['\n\t', '%0A%09'],
  ])('quotes %j as %s', (raw, quoted) => {
    expect(quotePlus(raw)).toBe(quoted);
  });
});

describe('parseQueryString', () => {
  it.each<[string, QueryPairs]>([
    ['', []],
    ['a=1', [['a', '1']]],
    [
      'b=2&a=1&b=1',
      [
        ['b', '2'],
        ['a', '1'],
        ['b', '1'],
      ],
    ],
    ['flag', [['flag', '']]],
    [
      'flag=&x',
      [
        ['flag', ''],
        ['x', ''],
      ],
    ],
    ['q=a+b%26c', [['q', 'a b&c']]],
    ['a+b=c+d', [['a b', 'c d']]],
    ['a=b=c', [['a', 'b=c']]],
    ['a=1;b=2', [['a', '1;b=2']]],
    ['&&a=1&', [['a', '1']]],
    ['x=%ff', [['x', '\uFFFD']]],
    ['x=%e2%82%ac%e2%82', [['x', '€\uFFFD']]],
    [
      'x=%zz&y=%&z=%4',
      [
        ['x', '%zz'],
        ['y', '%'],
        ['z', '%4'],
      ],
    ],
    ['%C3%A9=%C3%BC', [['é', 'ü']]],
    ['%c3%a9=1', [['é', '1']]],
  ])('parses %j', (qs, pairs) => {
    expect(parseQueryString(qs)).toEqual(pairs);
  });
});
