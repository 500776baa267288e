import { describe, expect, it } from 'vitest';
import { PythonCrash } from '../../src/django/python.js';
import { isValidDjangoUrl } from '../../src/django/url-validator.js';

describe('URLValidator (Django 3.2, http/https only)', () => {
  const valid = [
    'http://example.com',
    'https://example.com/',
    'HTTPS://EXAMPLE.COM/Path?q=1#frag',
    'http://localhost:8000/x',
    'http://user:pass@example.com',
    'http://127.0.0.1',
    'http://0.0.0.0',
    'http://[::1]:80/',
    'http://[::ffff:1.2.3.4]',
    'http://[1:2:3:4:5:6:7:8]',
    'http://例子.测试',
    'http://例子。测试', // IDNA dots: accepted through the punycode retry
    'http://😀.com', // astral: the retry punycodes it (Python's nameprep does not refuse unassigned code points)
    'http://münchen.de',
    'http://example.com.',
    `http://${'a'.repeat(63)}.com`,
    'http://example.com:٨٠',
  ];
  const invalid = [
    '',
    'ftp://example.com',
    'ftps://example.com',
    'example.com',
    'http://',
    'http:/example.com',
    'http://example',
    'http://example.c',
    'http://-example.com',
    'http://example-.com',
    'http://127.0.0.01',
    'http://256.0.0.1',
    'http://1.1.1',
    'http://exa mple.com',
    'http://example.com/ path',
    'http://example.com\t',
    'http://example.com:8',
    'http://example.com:123456',
    `http://${'a'.repeat(64)}.com`,
    `http://${`${'a'.repeat(60)}.`.repeat(5)}com`,
    'http://ex\u0000ample.com',
    'http://a\u0080b。com',
    'http://שלוםabc。com',
    'http://.example.com',
  ];
  it.each(valid)('valid: %s', (u) => expect(isValidDjangoUrl(u)).toBe(true));
  it.each(invalid)('invalid: %s', (u) => expect(isValidDjangoUrl(u)).toBe(false));

  // Django 3.2.20+ (CVE-2023-36053): max_length 2048, in characters, before any other check.
  it('accepts a URL of 2,048 characters and refuses one of 2,049, counted in code points', () => {
    const path = (n: number) => `https://example.org/${'p'.repeat(n - 20)}`;
    expect(isValidDjangoUrl(path(2048))).toBe(true);
    expect(isValidDjangoUrl(path(2049))).toBe(false);
    expect(isValidDjangoUrl(`https://example.org/${'😀'.repeat(2028)}`)).toBe(true); // 2,048 characters, 4,076 UTF-16 units
    expect(isValidDjangoUrl(`https://example.org/${'😀'.repeat(2029)}`)).toBe(false);
  });

  it('refuses before any other check: a URL over 2,048 characters that Django 3.2.19 would crash on', () => {
    expect(() => isValidDjangoUrl(`http://a[b@example.com/${'p'.repeat(2048)}`)).not.toThrow();
    expect(isValidDjangoUrl(`http://a[b@example.com/${'p'.repeat(2048)}`)).toBe(false);
  });

  // The label check before punycode changes no verdict (punycode is never shorter), only the cost.
  it("keeps Django's verdict on long non-ASCII labels: 63 characters pass the pattern, 64 fail punycode", () => {
    expect(isValidDjangoUrl(`http://${'é'.repeat(63)}.com`)).toBe(true);
    expect(isValidDjangoUrl(`http://${'é'.repeat(64)}.com`)).toBe(false);
    // 70 characters, of which nameprep maps the 30 soft hyphens to nothing: the limit applies after it.
    expect(isValidDjangoUrl(`http://${'é'.repeat(40)}${'\u00ad'.repeat(30)}.com`)).toBe(true);
  });

  it.each(['http://a[b@example.com', 'http://℀.com', 'http://[1::2::3]'])('crashes like Django: %s', (u) => {
    expect(() => isValidDjangoUrl(u)).toThrow(PythonCrash);
  });
});
