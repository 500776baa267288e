import { desc, lte, max, min, sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { InsertBatcher } from '../insert-batcher.js';
import { bool, int, nullable, preparedStatement, text, type PreparedStatement, type RowOf } from '../prepared-statement.js';
import { smartGoals, tableVersions } from '../schema.js';
import type { Clock } from '../../time/clock.js';
import { microsToUtcIso } from '../../time/iso.js';

export type SmartGoalRow = typeof smartGoals.$inferSelect;
/** A goal to store: its id and created_at are given as it is written (insert, below). */
export type NewSmartGoal = Omit<typeof smartGoals.$inferInsert, 'id' | 'createdAt'>;

interface Queued {
  goal: NewSmartGoal;
  clock: Clock;
}

/** A page read in one statement with the table's version and kept row count (one snapshot). */
export interface VersionedPage {
  version: number;
  count: number;
  /** Null when the ids have gaps: offset n is then not id hi - n, and OFFSET must walk. */
  rows: SmartGoalRow[] | null;
}

// The columns a page reads, for the query builder and as the prepared statements return them.
const PAGE_COLUMNS = {
  id: smartGoals.id,
  createdAt: smartGoals.createdAt,
  input: smartGoals.input,
  output: smartGoals.output,
  inputTokens: smartGoals.inputTokens,
  outputTokens: smartGoals.outputTokens,
};
const PAGE_ROW = {
  id: int(smartGoals.id),
  createdAt: text(smartGoals.createdAt),
  input: text(smartGoals.input),
  output: text(smartGoals.output),
  inputTokens: int(smartGoals.inputTokens),
  outputTokens: int(smartGoals.outputTokens),
};
// A page with its table's version and kept row count (versionedPage). The goal's columns are
// NULL in the one row there is when no goal is read (a LEFT JOIN).
const VERSIONED_PAGE_ROW = {
  version: int(tableVersions.version),
  count: int(tableVersions.rowCount),
  gapless: bool('gapless'),
  id: nullable(PAGE_ROW.id),
  createdAt: nullable(PAGE_ROW.createdAt),
  input: nullable(PAGE_ROW.input),
  output: nullable(PAGE_ROW.output),
  inputTokens: nullable(PAGE_ROW.inputTokens),
  outputTokens: nullable(PAGE_ROW.outputTokens),
};

export class SmartGoalRepository {
  // Goals posted at the same moment are stored by one statement (group commit).
  private readonly inserts = new InsertBatcher<Queued, SmartGoalRow>((rows) => this.insertMany(rows));

  // The query of every page read at an offset (random offsets are cache misses): a named
  // prepared statement, parsed and planned once a connection.
  private readonly pageBelowStatement: PreparedStatement<SmartGoalRow>;

  // A page with the version and row count it belongs to, in one statement (one snapshot):
  // the id bounds, and the page below hi - offset only when the ids run without gaps.
  // Written out, because the query builder has no LEFT JOIN LATERAL ... ON of a condition.
  private readonly versionedPageStatement = preparedStatement(
    'smart_goals_versioned_page',
    `SELECT v.version, v.row_count, v.row_count = coalesce(b.hi - b.lo + 1, 0) AS gapless, g.id, g.created_at, g.input, g.output, g.input_tokens, g.output_tokens
      FROM table_versions v
      CROSS JOIN (SELECT min(id) AS lo, max(id) AS hi FROM smart_goals) b
      LEFT JOIN LATERAL (
        SELECT id, created_at, input, output, input_tokens, output_tokens FROM smart_goals
         WHERE id <= b.hi - $1::bigint ORDER BY id DESC LIMIT $2
      ) g ON v.row_count = b.hi - b.lo + 1
     WHERE v.name = 'smart_goals'`,
    VERSIONED_PAGE_ROW,
  );

  constructor(private readonly db: Database) {
    const query = db.orm
      .select(PAGE_COLUMNS)
      .from(smartGoals)
      .where(lte(smartGoals.id, sql.placeholder('firstId')))
      .orderBy(desc(smartGoals.id))
      .limit(sql.placeholder('limit'))
      .toSQL();
    this.pageBelowStatement = preparedStatement('smart_goals_page_below', query.sql, PAGE_ROW);
  }

  /** The lowest and highest id (null on an empty table): two index look-ups. */
  async idBounds(): Promise<{ lo: number; hi: number } | null> {
    const [row] = await this.db.orm.select({ lo: min(smartGoals.id), hi: max(smartGoals.id) }).from(smartGoals);
    return row.lo === null || row.hi === null ? null : { lo: row.lo, hi: row.hi };
  }

  /** Newest first (id descending), as the spec orders the collection; OFFSET walks the index. */
  async page(limit: number, offset: number): Promise<SmartGoalRow[]> {
    return this.db.orm.select().from(smartGoals).orderBy(desc(smartGoals.id)).limit(limit).offset(offset);
  }

  /** The same page when ids run without gaps: offset n starts at id hi - n, an index range. */
  async pageBelow(firstId: number, limit: number): Promise<SmartGoalRow[]> {
    return this.db.preparedRows(this.pageBelowStatement, [firstId, limit]);
  }

  /**
   * The page at `offset` (newest first) with the version and row count of the same
   * snapshot; rows null when the ids have gaps. One round trip where a version read and a
   * page read took two.
   */
  async versionedPage(offset: number, limit: number): Promise<VersionedPage> {
    const result = await this.db.preparedRows(this.versionedPageStatement, [offset, limit]);
    const [first] = result;
    return {
      version: first.version,
      count: first.count,
      // One row with no goal in it (a LEFT JOIN) when the page is empty or the ids have gaps.
      rows: !first.gapless ? null : first.id === null ? [] : result.map(goalOf),
    };
  }

  /**
   * Resolves once the row is committed. Its created_at is read from `clock` as its batch is
   * written (the application stamps the time: PGlite's now() has only millisecond resolution).
   */
  insert(goal: NewSmartGoal, clock: Clock): Promise<SmartGoalRow> {
    return this.inserts.add({ goal, clock });
  }

  /**
   * One INSERT for all rows, in order: the identity hands out increasing ids in the order
   * of VALUES, so the returned rows sorted by id line up with `goals`. The times are read
   * here, row after row in that same order, from a clock that never repeats or goes back:
   * a goal with a higher id never has an earlier created_at than one this process wrote
   * before it (batches are written one at a time, a failed one row by row in order).
   */
  private async insertMany(queued: Queued[]): Promise<SmartGoalRow[]> {
    const values = queued.map(({ goal, clock }) => ({ ...goal, createdAt: microsToUtcIso(clock.nowMicros()) }));
    const rows = await this.db.orm.insert(smartGoals).values(values).returning();
    return rows.sort((a, b) => a.id - b.id);
  }
}

/** The goal in a row of versionedPage, one that has a goal (every goal column is then set). */
function goalOf(r: RowOf<typeof VERSIONED_PAGE_ROW>): SmartGoalRow {
  return {
    id: r.id!,
    createdAt: r.createdAt!,
    input: r.input!,
    output: r.output!,
    inputTokens: r.inputTokens!,
    outputTokens: r.outputTokens!,
  };
}
