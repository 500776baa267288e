// VersionedCache: values per key valid for one version, least recently used out, one build
// for misses that arrive together, and (for pages) kept only from a key's second request.
import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../src/cache/versioned-cache.js';

function counting<V>(value: (n: number) => V) {
  let builds = 0;
  return {
    build: async () => value(++builds),
    get builds() {
      return builds;
    },
  };
}

describe('VersionedCache', () => {
  it('answers a kept value until the version changes', async () => {
    const cache = new VersionedCache<string>(4);
    const b = counting((n) => `v${n}`);
    expect(await cache.through('k', '1', b.build)).toBe('v1');
    expect(await cache.through('k', '1', b.build)).toBe('v1');
    expect(await cache.through('k', '2', b.build)).toBe('v2');
    expect(b.builds).toBe(2);
  });

  it('lets the least recently used key go first', async () => {
    const cache = new VersionedCache<string>(2);
    const b = counting((n) => `v${n}`);
    await cache.through('a', '1', b.build);
    await cache.through('b', '1', b.build);
    await cache.through('a', '1', b.build); // a is now the most recent
    await cache.through('c', '1', b.build); // b goes
    expect(cache.get('a', '1')).toBe('v1');
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('c', '1')).toBe('v3');
  });

  it('builds once for misses that arrive together', async () => {
    const cache = new VersionedCache<string>(4);
    const b = counting((n) => `v${n}`);
    const all = await Promise.all(Array.from({ length: 32 }, () => cache.through('k', '1', b.build)));
    expect(new Set(all)).toEqual(new Set(['v1']));
    expect(b.builds).toBe(1);
  });

  it('does not keep a failed build', async () => {
    const cache = new VersionedCache<string>(4);
    await expect(cache.through('k', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.through('k', '1', async () => 'ok')).toBe('ok');
  });

  describe('with admitOnSecondRequest', () => {
    it("keeps a value from the key's second request on", async () => {
      const cache = new VersionedCache<string>(4, { admitOnSecondRequest: true });
      const b = counting((n) => `v${n}`);
      expect(await cache.through('k', '1', b.build)).toBe('v1');
      expect(cache.get('k', '1')).toBeUndefined();
      expect(await cache.through('k', '1', b.build)).toBe('v2');
      expect(await cache.through('k', '1', b.build)).toBe('v2');
      expect(b.builds).toBe(2);
    });

    it('keeps the value at once after a version change for a key asked for before', async () => {
      const cache = new VersionedCache<string>(4, { admitOnSecondRequest: true });
      const b = counting((n) => `v${n}`);
      await cache.through('k', '1', b.build);
      await cache.through('k', '1', b.build);
      expect(await cache.through('k', '2', b.build)).toBe('v3');
      expect(await cache.through('k', '2', b.build)).toBe('v3');
    });

    it('forgets keys asked for long ago (4 × maxEntries keys are remembered)', async () => {
      const cache = new VersionedCache<string>(2, { admitOnSecondRequest: true });
      const b = counting((n) => `v${n}`);
      await cache.through('k', '1', b.build);
      for (let i = 0; i < 8; i++) await cache.through(`other${i}`, '1', b.build);
      await cache.through('k', '1', b.build);
      expect(cache.get('k', '1')).toBeUndefined();
      await cache.through('k', '1', b.build);
      expect(cache.get('k', '1')).toBe(`v${b.builds}`);
    });

    it('still builds once for misses that arrive together', async () => {
      const cache = new VersionedCache<string>(4, { admitOnSecondRequest: true });
      const b = counting((n) => `v${n}`);
      await Promise.all(Array.from({ length: 32 }, () => cache.through('k', '1', b.build)));
      expect(b.builds).toBe(1);
    });
  });
});
