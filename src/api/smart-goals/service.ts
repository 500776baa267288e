import type { TableVersions } from '../../cache/table-versions.js';
import { VersionedCache } from '../../cache/versioned-cache.js';
import type { GoalGenerator } from '../../goals/generator.js';
import type { Clock } from '../../time/clock.js';
import type { SmartGoalRepository, SmartGoalRow } from '../../store/repositories/smart-goals.js';
import { smartGoal } from '../../programme/smart-goal.js';

const SMART_GOALS = [smartGoal.name] as const;

// Ids are PostgreSQL integers: an offset past this is past the end of any table.
const MAX_ID = 2n ** 31n - 1n;

/** The table as a page's answer needs it: the total and the version it was counted at. */
export interface SmartGoalTable {
  count: number;
  version: string;
}

export interface SmartGoalPage extends SmartGoalTable {
  rows: SmartGoalRow[];
}

/**
 * Reads and writes smart goals. It keeps no pages: the list's answers are kept once, by the view
 * (view.ts), for the table's version this service reads.
 */
export class SmartGoalService {
  private readonly bounds = new VersionedCache<{ lo: number; hi: number } | null>(1);

  constructor(
    private readonly repo: SmartGoalRepository,
    private readonly generator: GoalGenerator,
    private readonly clock: Clock,
    private readonly versions: TableVersions,
  ) {}

  /** The version is known without asking the database (the embedded one, between writes). */
  versionAtHand(): boolean {
    return this.versions.atHand(SMART_GOALS) !== null;
  }

  /**
   * The total and version of the table now. The total is the count the database keeps beside
   * the table (never a count(*) of a million rows).
   */
  async table(): Promise<SmartGoalTable> {
    const table = (await this.versions.current(SMART_GOALS)).get(smartGoal.name)!;
    return { count: table.rowCount, version: String(table.version) };
  }

  /** The rows of a page of the table as `table()` read it. */
  async rows(limit: number, offset: bigint, { count, version }: SmartGoalTable): Promise<SmartGoalRow[]> {
    // An offset past the end (Python ints are unbounded) needs no query at all.
    if (offset >= BigInt(count)) return [];
    const b = await this.bounds.through('', version, () => this.repo.idBounds());
    // Without gaps in the ids, offset n is simply id hi - n: no walk over n index entries.
    return b && b.hi - b.lo + 1 === count ? this.repo.pageBelow(b.hi - Number(offset), limit) : this.repo.page(limit, Number(offset));
  }

  /**
   * A page with the total and version it belongs to, for a page that will not be kept (one
   * nobody asked for lately, such as a random offset). Read with the version in one statement
   * where it can be: one round trip instead of two, which under load each wait for the event loop.
   */
  async page(limit: number, offset: bigint): Promise<SmartGoalPage> {
    if (offset <= MAX_ID) {
      const page = await this.repo.versionedPage(Number(offset), limit);
      if (page.rows) return { count: page.count, rows: page.rows, version: String(page.version) };
    }
    const table = await this.table();
    return { ...table, rows: await this.rows(limit, offset, table) };
  }

  /** Generates first and stores after: a failed generation stores nothing. */
  async create(input: string): Promise<SmartGoalRow> {
    const goals = await this.generator.generate(input);
    // created_at is read where the row's id is decided, as its batch is written
    // (store/repositories/smart-goals.ts), so ids and times ascend together however generations finish.
    return this.repo.insert({ input, output: goals.output, inputTokens: goals.inputTokens, outputTokens: goals.outputTokens }, this.clock);
  }
}
