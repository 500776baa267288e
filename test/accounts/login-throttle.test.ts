// The throttle's rule (design §10): a fifth failure within 15 minutes blocks for 15 minutes
// from that failure; failures spread wider never add up.
import { describe, expect, it } from 'vitest';
import { blockedBy } from '../../src/accounts/login-throttle.js';

const MIN = 60n * 1_000_000n;
const at = (...minutes: number[]) => minutes.map((m) => BigInt(m) * MIN);

describe('login throttle', () => {
  it('blocks from the fifth failure within 15 minutes until 15 minutes after it', () => {
    const times = at(0, 1, 2, 3, 4);
    expect(blockedBy(times, 4n * MIN)).toBe(true);
    expect(blockedBy(times, 19n * MIN - 1n)).toBe(true);
    expect(blockedBy(times, 19n * MIN)).toBe(false);
  });

  it('does not block four failures, or five spread over more than 15 minutes', () => {
    expect(blockedBy(at(0, 1, 2, 3), 3n * MIN)).toBe(false);
    expect(blockedBy(at(0, 4, 8, 12, 16), 16n * MIN)).toBe(false);
    expect(blockedBy(at(0, 4, 8, 12, 15), 15n * MIN)).toBe(true);
  });

  it('finds a block anywhere in the list, not only at its end', () => {
    expect(blockedBy(at(10, 11, 12, 13, 14, 40), 20n * MIN)).toBe(true);
  });
});
