import { desc, lte, max, min, sql } from 'drizzle-orm';
import type { Database, PreparedStatement, TextRow } from '../../db/connect.js';
import { InsertBatcher } from '../../db/insert-batcher.js';
import { smartGoals } from '../../db/schema.js';

export type SmartGoalRow = typeof smartGoals.$inferSelect;
export type NewSmartGoal = Omit<typeof smartGoals.$inferInsert, 'id'>;

// The columns a page reads, in the order fromText (below) takes them from a text row.
const PAGE_COLUMNS = {
  id: smartGoals.id,
  createdAt: smartGoals.createdAt,
  input: smartGoals.input,
  output: smartGoals.output,
  inputTokens: smartGoals.inputTokens,
  outputTokens: smartGoals.outputTokens,
};

export class SmartGoalRepository {
  // Goals posted at the same moment are stored by one statement (group commit).
  private readonly inserts = new InsertBatcher<NewSmartGoal, SmartGoalRow>((rows) => this.insertMany(rows));

  // The query of every page read at an offset (random offsets are cache misses): a named
  // prepared statement, parsed and planned once a connection, its rows read as text.
  private readonly pageBelowStatement: PreparedStatement;

  constructor(private readonly db: Database) {
    const query = db.orm
      .select(PAGE_COLUMNS)
      .from(smartGoals)
      .where(lte(smartGoals.id, sql.placeholder('firstId')))
      .orderBy(desc(smartGoals.id))
      .limit(sql.placeholder('limit'))
      .toSQL();
    this.pageBelowStatement = { name: 'smart_goals_page_below', text: query.sql };
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
    return (await this.db.preparedRows(this.pageBelowStatement, [firstId, limit])).map(fromText);
  }

  /** Resolves once the row is committed. */
  insert(goal: NewSmartGoal): Promise<SmartGoalRow> {
    return this.inserts.add(goal);
  }

  /**
   * One INSERT for all rows, in order: the identity hands out increasing ids in the order
   * of VALUES, so the returned rows sorted by id line up with `goals`.
   */
  private async insertMany(goals: NewSmartGoal[]): Promise<SmartGoalRow[]> {
    const rows = await this.db.orm.insert(smartGoals).values(goals).returning();
    return rows.sort((a, b) => a.id - b.id);
  }
}

/** A page row as text, its columns in PAGE_COLUMNS' order. */
function fromText(r: TextRow): SmartGoalRow {
  return {
    id: Number(r[0]),
    createdAt: r[1]!,
    input: r[2]!,
    output: r[3]!,
    inputTokens: Number(r[4]),
    outputTokens: Number(r[5]),
  };
}
