import type { TableVersions } from '../../cache/table-versions.js';
import { VersionedCache } from '../../cache/versioned-cache.js';
import type { GoalGenerator } from '../../goals/generator.js';
import type { Clock } from '../../time/clock.js';
import type { SmartGoalRepository, SmartGoalRow } from '../../store/repositories/smart-goals.js';

// Ids are PostgreSQL integers: an offset past this is past the end of any table.
const MAX_ID = 2n ** 31n - 1n;

/** Pages (and their encoded envelopes, routes.ts) kept per table version. */
export const PAGES_KEPT = 256;

export class SmartGoalService {
  // Random offsets across a million rows rarely repeat: a few hundred pages keep the popular
  // ones (page 1, the last pages) without holding megabytes of rows nobody asks for again.
  private readonly pages = new VersionedCache<SmartGoalRow[]>(PAGES_KEPT, { admitOnSecondRequest: true });
  private readonly bounds = new VersionedCache<{ lo: number; hi: number } | null>(1);

  constructor(
    private readonly repo: SmartGoalRepository,
    private readonly generator: GoalGenerator,
    private readonly clock: Clock,
    private readonly versions: TableVersions,
  ) {}

  /**
   * A page and the total. The total is the count the database keeps beside the table
   * (never a count(*) of a million rows); pages are cached for the table's version.
   */
  async list(limit: number, offset: bigint): Promise<{ count: number; rows: SmartGoalRow[]; version: string }> {
    const key = `${limit}:${offset}`;
    // A page nobody asked for lately (a random offset) is a miss whatever the version. When
    // the version is not at hand (always on a server), it is read with the page in one
    // statement: one round trip instead of two, which under load each wait for the event loop.
    if (offset <= MAX_ID && this.versions.atHand() === null && !this.pages.askedBefore(key)) {
      const page = await this.repo.versionedPage(Number(offset), limit);
      if (page.rows) return { count: page.count, rows: page.rows, version: String(page.version) };
    }
    const table = (await this.versions.current()).get('smart_goals')!;
    const count = table.rowCount;
    const version = String(table.version);
    // An offset past the end (Python ints are unbounded) needs no query at all.
    if (offset >= BigInt(count)) return { count, rows: [], version };
    const rows = await this.pages.through(key, version, async () => {
      const b = await this.bounds.through('', version, () => this.repo.idBounds());
      // Without gaps in the ids, offset n is simply id hi - n: no walk over n index entries.
      return b && b.hi - b.lo + 1 === count ? this.repo.pageBelow(b.hi - Number(offset), limit) : this.repo.page(limit, Number(offset));
    });
    return { count, rows, version };
  }

  /** Generates first and stores after: a failed generation stores nothing. */
  async create(input: string): Promise<SmartGoalRow> {
    const goals = await this.generator.generate(input);
    // created_at is read where the row's id is decided, as its batch is written
    // (repository.ts), so ids and times ascend together however generations finish.
    return this.repo.insert({ input, output: goals.output, inputTokens: goals.inputTokens, outputTokens: goals.outputTokens }, this.clock);
  }
}
