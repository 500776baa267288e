// The console's reads that many requests ask for alike — lists' pages, rows, references'
// options, the home page's owed feedbacks and counts, the log and histories, the accounts'
// lists — kept while the versions of the tables they read stay the same (design §9, as the
// API's cached reads): correct at once after a write on any instance, and one query for
// eight people loading one page. Values are shared between requests: never changed.
import type { ApiTokenService } from '../accounts/tokens.js';
import { feedbackRound } from '../programme/feedback-round.js';
import { feedbackSubmission } from '../programme/feedback-submission.js';
import { manager as managerTable } from '../programme/manager.js';
import { relation } from '../programme/relation.js';
import { smartGoal } from '../programme/smart-goal.js';
import type { UserService } from '../accounts/users.js';
import { versionKey, type TableVersions } from '../cache/table-versions.js';
import { VersionedCache } from '../cache/versioned-cache.js';
import type { ConsoleRowRepository, ListQuery, Row } from '../store/repositories/console-rows.js';
import { OWED_TABLES, type FeedbackNeededRepository, type OwedFeedback } from '../store/repositories/feedbacks-needed.js';
import type { AuditLogRepository, AuditRecord } from '../store/repositories/audit-log.js';
import { COUNTED_TABLES, type CountedTable, type TableCountRepository } from '../store/repositories/table-counts.js';
import { READS, type TableDefinition } from './tables/definitions.js';

export type ListPage = Awaited<ReturnType<ConsoleRowRepository['list']>>;
type Options = Awaited<ReturnType<ConsoleRowRepository['options']>>;

export class ConsoleReads {
  /**
   * Searches and deep pages rarely repeat: a page is kept from its second request on. At
   * most 64 pages of 100 rows (a smart goal's row holds its input and output): what the
   * cache holds stays small beside the service's memory bound.
   */
  private readonly lists = new VersionedCache<ListPage>(64, { admitOnSecondRequest: true });
  /** Rows by id (change, delete and history pages): kept from a row's second request on. */
  private readonly byId = new VersionedCache<Row | undefined>(1000, { admitOnSecondRequest: true });
  /** Wrapped: undefined (past the limit) is an answer to keep, not a miss. */
  private readonly options = new VersionedCache<{ options: Options }>(32);
  private readonly owed = new VersionedCache<readonly OwedFeedback[]>(4);
  private readonly counts = new VersionedCache<Readonly<Record<CountedTable, number>>>(1);
  /** The dashboard's figures (design §10a), by day: aggregates over the whole programme. */
  private readonly figures = new VersionedCache<unknown>(2);
  /** The log's pages and each object's history, by the audit log's version. */
  private readonly audit = new VersionedCache<{ entries: readonly AuditRecord[]; total: number }>(64, { admitOnSecondRequest: true });

  private readonly accounts = {
    users: new VersionedCache<Awaited<ReturnType<UserService['list']>>>(1),
    tokens: new VersionedCache<Awaited<ReturnType<ApiTokenService['list']>>>(1),
  };

  constructor(
    private readonly versions: TableVersions,
    private readonly from: {
      rows: ConsoleRowRepository;
      owed: FeedbackNeededRepository;
      counts: TableCountRepository;
      audit: AuditLogRepository;
      users: UserService;
      tokens: ApiTokenService;
    },
  ) {}

  private async version(tables: Parameters<typeof versionKey>[1]): Promise<string> {
    return versionKey(await this.versions.current(tables), tables);
  }

  /** A list's page of rows and its count (rows shared between requests: not to be changed). */
  async list(t: TableDefinition, q: ListQuery): Promise<ListPage> {
    const key = `${t.name}\u0000${q.search}\u0000${JSON.stringify(q.filters ?? {})}\u0000${q.sort}\u0000${(q.then ?? []).join(',')}\u0000${q.descending}\u0000${q.byText ?? false}\u0000${q.offset}\u0000${q.limit}`;
    return this.lists.through(key, await this.version(READS.get(t.name)!), () => this.from.rows.list(t, q));
  }

  /** A row by its id, with its text and its references' (shared between requests: not to be changed). */
  async row(t: TableDefinition, id: number): Promise<Row | undefined> {
    return this.byId.through(`${t.name}\u0000${id}`, await this.version(READS.get(t.name)!), () => this.from.rows.get(t, id));
  }

  /** The rows a reference to `t` may name, by their text (undefined past `limit`). */
  async optionsOf(t: TableDefinition, limit: number): Promise<Options> {
    const kept = await this.options.through(`${t.name}\u0000${limit}`, await this.version(READS.get(t.name)!), async () => ({
      options: await this.from.rows.options(t, limit),
    }));
    return kept.options;
  }

  /** The feedbacks owed on `today` (YYYY-MM-DD), grouped by manager. */
  async owedByManager(today: string): Promise<readonly OwedFeedback[]> {
    return this.owed.through(today, await this.version(OWED_TABLES), () => this.from.owed.owedByManager(today));
  }

  /** The dashboard's figures of `day`, made by `load` once for each version of the tables they read. */
  async dashboard<T>(day: string, load: () => Promise<T>): Promise<T> {
    const tables = [relation.name, feedbackSubmission.name, feedbackRound.name, managerTable.name, smartGoal.name] as const;
    return (await this.figures.through(day, await this.version(tables), load)) as T;
  }

  /** How many rows each of the programme's tables holds. */
  async tableCounts(): Promise<Readonly<Record<CountedTable, number>>> {
    return this.counts.through('', await this.version(COUNTED_TABLES), () => this.from.counts.counts());
  }

  /**
   * A page of the log, newest first, older than the entry `before` when given; and how many
   * entries there are. Without the accounts' entries unless `withAccounts` (admins): the
   * two are kept apart, each with its own count.
   */
  async log(limit: number, before: number | undefined, withAccounts: boolean): Promise<{ entries: readonly AuditRecord[]; total: number }> {
    const key = `log\u0000${withAccounts ? 'all' : 'programme'}\u0000${limit}\u0000${before ?? ''}`;
    return this.audit.through(key, await this.version(['audit_log']), async () => {
      const [entries, total] = await Promise.all([
        this.from.audit.entries(limit, { before, withAccounts }),
        this.from.audit.count({ withAccounts }),
      ]);
      return { entries, total };
    });
  }

  /** The newest `limit` entries of one object's history (a programme table's: the accounts have no History page). */
  async history(table: string, id: number, limit: number): Promise<readonly AuditRecord[]> {
    const found = await this.audit.through(
      `history\u0000${table}\u0000${id}\u0000${limit}`,
      await this.version(['audit_log']),
      async () => {
        const entries = await this.from.audit.entries(limit, { object: { table, id }, withAccounts: false });
        return { entries, total: entries.length };
      },
    );
    return found.entries;
  }

  /** Every user with their manager (the accounts' pages). */
  async users(): Promise<Awaited<ReturnType<UserService['list']>>> {
    return this.accounts.users.through('', await this.version(['users', 'console_user_managers', managerTable.name]), () =>
      this.from.users.list(),
    );
  }

  /** Every API token with its owner's name. */
  async tokens(): Promise<Awaited<ReturnType<ApiTokenService['list']>>> {
    return this.accounts.tokens.through('', await this.version(['api_tokens', 'users']), () => this.from.tokens.list());
  }
}
