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
  /**
   * Embedded database: the last snapshot, valid for every table not in `changed` until a
   * change to it is announced. A write to one table (the mail outbox, many times a second
   * while mail goes out) leaves the other tables' readers without a query.
   */
  private known: VersionSnapshot | null = null;
  /** Tables announced since `known` was read, each with the announcement's number. */
  private changed = new Map<string, number>();
  private following = false;
  private changes = 0;

  constructor(private readonly repo: TableVersionRepository) {}

  /**
   * On the embedded database every write is announced, with its table's name, before it is
   * acknowledged, so a snapshot stays valid for a table until that table's next announcement
   * and reads need not ask at all.
   */
  async follow(): Promise<void> {
    const unsubscribe = await this.repo.onChange((table) => {
      this.changes++;
      this.changed.set(table, this.changes);
    });
    this.following = unsubscribe !== null;
  }

  /**
   * A snapshot whose versions of `tables` are known to be current without a read (embedded
   * database only), or null. Only the named tables' entries may be relied on.
   */
  atHand(tables: readonly VersionedTable[]): VersionSnapshot | null {
    const known = this.known;
    if (known === null) return null;
    for (const table of tables) if (this.changed.has(table)) return null;
    return known;
  }

  /** A snapshot whose versions of `tables` are current; only those entries may be relied on. */
  current(tables: readonly VersionedTable[]): Promise<VersionSnapshot> {
    const known = this.atHand(tables);
    if (known) return Promise.resolve(known);
    if (this.next) return this.next;
    const read = new Promise<VersionSnapshot>((resolve, reject) => {
      setImmediate(() => {
        this.next = null; // from here on, new arrivals wait for the next read
        const changesBefore = this.changes;
        this.repo.readAll().then((snapshot) => {
          if (this.following) this.keep(snapshot, changesBefore);
          resolve(snapshot);
        }, reject);
      });
    });
    this.next = read;
    return read;
  }

  /**
   * Keeps a snapshot read after announcement `changesBefore`: current for every table not
   * announced since, whatever order overlapping reads finish in.
   */
  private keep(snapshot: VersionSnapshot, changesBefore: number): void {
    const since = new Map<string, number>();
    for (const [table, at] of this.changed) if (at > changesBefore) since.set(table, at);
    this.known = snapshot;
    this.changed = since;
  }
}

/** A cache key's validity: the versions of the tables its value was built from. */
export function versionKey(snapshot: VersionSnapshot, tables: readonly VersionedTable[]): string {
  return tables.map((t) => snapshot.get(t)?.version ?? -1).join('.');
}
