// One spelling of each client address, and the key limits count it by (issue 29 item 6).
import { describe, expect, it } from 'vitest';
import { canonicalAddress, limitKey } from '../../src/pipeline/addresses.js';

describe('canonicalAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7:1234 ', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:8080', '203.0.113.7'],
    ['::1', '::1'],
    ['::', '::'],
    ['64:ff9b::203.0.113.7', '64:ff9b::cb00:7107'],
  ])('%s is %s', (entry, canonical) => expect(canonicalAddress(entry)).toBe(canonical));

  it.each(['', 'unknown', '_hidden', '203.0.113', '203.0.113.7.1', '2001:db8::1::2', '[2001:db8::1', 'example.org:80', '1.2.3.4:5:6'])(
    '%j is no address',
    (entry) => expect(canonicalAddress(entry)).toBeUndefined(),
  );
});

describe('limitKey', () => {
  it('is an IPv4 address itself and an IPv6 address’s /64', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(limitKey('::1')).toBe('::/64');
  });
});
