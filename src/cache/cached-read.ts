// A read whose result is kept while the tables it reads keep their versions.
import type { VersionedTable } from '../store/repositories/table-versions.js';
import { versionKey, type TableVersions } from './table-versions.js';
import { VersionedCache } from './versioned-cache.js';

export interface CachedRead<V> {
  /** The value for `key` as of now: from the cache, or read. */
  (key?: string): Promise<V>;
  /**
   * The cached value for `key` when the versions are known without asking the database
   * (the embedded one, between writes) and the value is current; otherwise undefined.
   * Lets fast-lane.ts answer in the same call.
   */
  peek(key?: string): V | undefined;
}

export function cachedRead<V>(
  versions: TableVersions,
  tables: readonly VersionedTable[],
  build: (key: string) => Promise<V>,
  maxEntries = 16,
): CachedRead<V> {
  const cache = new VersionedCache<V>(maxEntries);
  const read = async (key = '') => {
    const version = versionKey(await versions.current(tables), tables);
    return cache.through(key, version, () => build(key));
  };
  const peek = (key = '') => {
    const snapshot = versions.atHand(tables);
    return snapshot === null ? undefined : cache.get(key, versionKey(snapshot, tables));
  };
  return Object.assign(read, { peek });
}
