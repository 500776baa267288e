// What every read cache checks before it answers: the versions of the tables behind it,
// read from the database (design §9: correct when another instance wrote).
//
// Reads are coalesced without ever being stale: requests join a read that has not been
// sent yet, never one already in flight, so each request's snapshot is taken after the
// request arrived, and so after any write a client saw acknowledged before sending it.
import type { TableVersion, TableVersionRepository, VersionedTable } from '../store/repositories/table-versions.js';

/** Keyed by VersionedTable, so `get('smart_goal')` does not compile. */
export type VersionSnapshot = ReadonlyMap<VersionedTable, TableVersion>;

export class TableVersions {
  private next: Promise<VersionSnapshot> | null = null;
  /** Embedded database: the last snapshot, valid until a change is announced. */
  private known: VersionSnapshot | null = null;
  private following = false;
  private changes = 0;

  constructor(private readonly repo: TableVersionRepository) {}

  /**
   * On the embedded database every write is announced before it is acknowledged, so a
   * snapshot stays valid until the next announcement and reads need not ask at all.
   */
  async follow(): Promise<void> {
    const unsubscribe = await this.repo.onChange(() => {
      this.changes++;
      this.known = null;
    });
    this.following = unsubscribe !== null;
  }

  /** The snapshot known to be current without a read (embedded database only), or null. */
  atHand(): VersionSnapshot | null {
    return this.known;
  }

  current(): Promise<VersionSnapshot> {
    if (this.known) return Promise.resolve(this.known);
    if (this.next) return this.next;
    const read = new Promise<VersionSnapshot>((resolve, reject) => {
      setImmediate(() => {
        this.next = null; // from here on, new arrivals wait for the next read
        const changesBefore = this.changes;
        this.repo.readAll().then((snapshot) => {
          // Kept only if no change was announced while it was being read.
          if (this.following && this.changes === changesBefore) this.known = snapshot;
          resolve(snapshot);
        }, reject);
      });
    });
    this.next = read;
    return read;
  }
}

/** A cache key's validity: the versions of the tables its value was built from. */
export function versionKey(snapshot: VersionSnapshot, tables: readonly VersionedTable[]): string {
  return tables.map((t) => snapshot.get(t)?.version ?? -1).join('.');
}
