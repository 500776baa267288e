// Values valid for one version key (see table-versions.ts); a bounded map, least recently used out.

export interface CacheOptions {
  /**
   * Keep a value only for a key asked for before (among the last 4 × maxEntries keys asked
   * for). Random offsets across a million rows rarely repeat: storing each of those pages
   * would push another one out and leave both for the old-generation garbage collector,
   * which grew the heap by tens of MB under load. Keys that come back (page 1, the
   * pages clients walk through) are kept from their second request on.
   */
  admitOnSecondRequest?: boolean;
}

export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: string; value: V }>();
  private readonly building = new Map<string, Promise<V>>();
  /** Keys asked for recently (admitOnSecondRequest), oldest first. */
  private readonly asked: Set<string> | null;

  constructor(
    private readonly maxEntries = 1000,
    options: CacheOptions = {},
  ) {
    this.asked = options.admitOnSecondRequest ? new Set() : null;
  }

  get(key: string, version: string): V | undefined {
    const e = this.entries.get(key);
    if (!e || e.version !== version) return undefined;
    // Least recently used goes first: a hit moves to the back (page 1 outlives random pages).
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  set(key: string, version: string, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { version, value });
  }

  /**
   * Returns the cached value for `version`, or builds, stores and returns it. Requests that
   * miss together wait for one build (after a write, 32 readers of page 1 run one query).
   */
  async through(key: string, version: string, build: () => Promise<V>): Promise<V> {
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    const pendingKey = `${version}\u0000${key}`;
    const pending = this.building.get(pendingKey);
    if (pending) return pending;
    const admit = this.askedBefore(key);
    const promise = build().then(
      (value) => {
        this.building.delete(pendingKey);
        if (admit) this.set(key, version, value);
        return value;
      },
      (e: unknown) => {
        this.building.delete(pendingKey);
        throw e;
      },
    );
    this.building.set(pendingKey, promise);
    return promise;
  }

  /**
   * Whether `key` was asked for recently, so that a value built for it is kept (always true
   * without admitOnSecondRequest); notes it as asked for. A key not asked for before is a
   * miss whatever the version.
   */
  askedBefore(key: string): boolean {
    const asked = this.asked;
    if (!asked) return true;
    if (asked.has(key)) return true;
    if (asked.size >= this.maxEntries * 4) asked.delete(asked.values().next().value as string);
    asked.add(key);
    return false;
  }
}
