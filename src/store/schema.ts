// The schema as the query layer sees it, whole: every table, column, type, length,
// default, identity, primary key, foreign key (with its ON DELETE), unique and CHECK
// constraint and index that migrations/*.sql create, under the names PostgreSQL gave them.
//
// The migrations are what databases run (numbered, never edited); this file describes
// exactly what they leave behind, and test/store/schema.test.ts proves it on both engines:
// a change to one without the other fails there. What neither drizzle nor this file holds:
// the triggers and functions of 0003 (table versions) and the rows migrations insert.
//
// The application reads its rules from here too: the dataset import validates with these
// lengths, enumerations, bounds, patterns, foreign keys and uniques (dataset/tables.ts).
import { getTableName, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  uniqueIndex,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
  type AnyPgColumn,
  type Check,
} from 'drizzle-orm/pg-core';

// Timestamps are read as PostgreSQL's text (session TimeZone=UTC), never as JS Date:
// Date would drop the microseconds the contract shows (design §3; time/postgres.ts reads them).
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

// ---------------------------------------------------------------------------------------
// Constraints, named as PostgreSQL names the inline ones of the migrations:
// <table>_<columns>_key, <table>_<column>_fkey, <table>_<column>_check.

const tableOf = (column: AnyPgColumn) => getTableName(column.table);

function uniqueKey(...columns: [AnyPgColumn, ...AnyPgColumn[]]) {
  return unique(`${tableOf(columns[0])}_${columns.map((c) => c.name).join('_')}_key`).on(...columns);
}

function references(column: AnyPgColumn, parent: AnyPgColumn, onDelete?: 'cascade' | 'set null') {
  const fk = foreignKey({ name: `${tableOf(column)}_${column.name}_fkey`, columns: [column], foreignColumns: [parent] });
  return onDelete === undefined ? fk : fk.onDelete(onDelete);
}

/** A CHECK constraint on one column, in a form the application reads as well as the database. */
export type CheckRule =
  /** column IN (values) */
  | { kind: 'oneOf'; column: string; values: readonly string[] }
  /** column >= min */
  | { kind: 'atLeast'; column: string; min: number }
  /**
   * column ~ pattern: a regular expression in the syntax PostgreSQL and JavaScript share
   * (the application compiles it as a RegExp); `description` says it in words.
   */
  | { kind: 'matches'; column: string; pattern: string; description: string }
  /** column = lower(column) */
  | { kind: 'lowerCase'; column: string };

// Each rule by its SQL expression, which drizzle keeps as the Check's value.
const rules = new WeakMap<SQL, CheckRule>();

/** The rule a CHECK constraint of this file states; undefined for a CHECK written as bare SQL. */
export function checkRule(c: Check): CheckRule | undefined {
  return rules.get(c.value);
}

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

function columnCheck(column: AnyPgColumn, rule: CheckRule, expression: SQL) {
  rules.set(expression, rule);
  return check(`${tableOf(column)}_${column.name}_check`, expression);
}

function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return columnCheck(
    column,
    { kind: 'oneOf', column: column.name, values },
    sql`${column} IN (${sql.raw(values.map(literal).join(', '))})`,
  );
}

function atLeast(column: AnyPgColumn, min: number) {
  return columnCheck(column, { kind: 'atLeast', column: column.name, min }, sql`${column} >= ${sql.raw(String(min))}`);
}

function matches(column: AnyPgColumn, pattern: string, description: string) {
  return columnCheck(column, { kind: 'matches', column: column.name, pattern, description }, sql`${column} ~ ${sql.raw(literal(pattern))}`);
}

function lowerCase(column: AnyPgColumn) {
  return columnCheck(column, { kind: 'lowerCase', column: column.name }, sql`${column} = lower(${column})`);
}

/** The range of an `integer` column (int4). */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

// ---------------------------------------------------------------------------------------
// The enumerations of CHECK constraints, also the columns' types.

export const RELATION_STATUSES = ['pending', 'matched', 'paused', 'finished', 'cancelled'] as const;
export const ROUND_TITLES = ['Chemistry', 'Mid Program', 'Final'] as const;
export const ROLES = ['mentor', 'mentee'] as const;
export const IDEMPOTENCY_STATES = ['pending', 'done'] as const;
export const USER_ROLES = ['admin', 'manager', 'viewer'] as const;
export const AUDIT_ACTIONS = ['add', 'change', 'delete'] as const;
// 0010: the feedback loop.
export const QUESTION_ROLES = ['mentor', 'mentee', 'both'] as const;
export const QUESTION_KINDS = ['rating', 'text', 'choice'] as const;
export const SUBMISSION_SOURCES = ['form', 'console', 'import'] as const;
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced', 'manual'] as const;
export const MAIL_KINDS = ['invitation', 'reminder', 'escalation', 'digest', 'test'] as const;
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled', 'unknown'] as const;

// ---------------------------------------------------------------------------------------
// 0001: the four collections and the tables behind /feedbacks_needed/.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: varchar('username', { length: 150 }).notNull(),
    // 0005: signing in to the console (not in the dataset file: dataset/tables.ts).
    passwordHash: varchar('password_hash', { length: 255 }),
    role: varchar('role', { length: 10, enum: USER_ROLES }).notNull().default('viewer'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueKey(t.username), oneOf(t.role, USER_ROLES)],
);

/** The words of a smart goal's input, as the console's search and its index (0006) read them. */
export const SMART_GOAL_WORDS = `to_tsvector('simple'::regconfig, input)`;

export const smartGoals = pgTable(
  'smart_goals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    createdAt: timestamptz('created_at').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
  },
  (t) => [
    atLeast(t.inputTokens, 0),
    atLeast(t.outputTokens, 0),
    // 0006: the console searches the words of the input (SMART_GOAL_WORDS).
    index('smart_goals_input_words').using('gin', sql.raw(SMART_GOAL_WORDS)),
    // 0012: the dashboard's goals per month.
    index('smart_goals_created_at').on(t.createdAt),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    createdById: integer('created_by_id'),
    title: varchar('title', { length: 255 }).notNull(),
    code: integer('code').notNull(),
    gsheetName: varchar('gsheet_name', { length: 100 }).notNull(),
    dateW1: timestamptz('date_w1'),
    dateW2: timestamptz('date_w2'),
    dateW3: timestamptz('date_w3'),
    eventW1: varchar('event_w1', { length: 255 }).notNull().default(''),
    eventW2: varchar('event_w2', { length: 255 }).notNull().default(''),
    eventW3: varchar('event_w3', { length: 255 }).notNull().default(''),
    recordingW1: varchar('recording_w1', { length: 200 }),
    recordingW2: varchar('recording_w2', { length: 200 }),
    recordingW3: varchar('recording_w3', { length: 200 }),
    deactivated: boolean('deactivated').notNull().default(false),
  },
  (t) => [references(t.createdById, users.id, 'set null')],
);

export const preLeadStatuses = pgTable(
  'pre_lead_statuses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    value: varchar('value', { length: 100 }).notNull(),
    order: integer('order').notNull(),
    background: varchar('background', { length: 7 }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueKey(t.value), matches(t.background, '^#[0-9A-Fa-f]{6}$', 'a colour #RRGGBB')],
);

/**
 * A person's searchable text folded (0011's console_fold: lower case, no accents), as the
 * console's search and its trigram index read it: each typed word, folded, is a substring.
 * Stored (0014), so that a word most people share is rechecked against a column, not the
 * function a row at a time.
 */
export const PERSON_SEARCH_TEXT = 'search_text';

/** A text's key in Czech order (0011), compared byte by byte: `ORDER BY ${czechKey('x')}`. */
export const czechKey = (expression: string) => `console_czech_key(${expression}) COLLATE "C"`;

/** A person's text as lists show it (programme/people.ts), whose Czech key 0011 indexes: a list sorted by a person it names. */
export const PERSON_TEXT = `first_name || ' ' || last_name`;

/** The columns of a person a list is sorted by in Czech order through an index (0011). */
export const PERSON_NAME_COLUMNS = ['first_name', 'last_name'] as const;

/** A person's Czech keys as 0014 stores them, by the expression each is the key of. */
const PERSON_KEYS: ReadonlyMap<string, string> = new Map([
  ['first_name', 'first_name_key'],
  ['last_name', 'last_name_key'],
  [PERSON_TEXT, 'name_key'],
]);

const person = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      firstName: varchar('first_name', { length: 150 }).notNull(),
      lastName: varchar('last_name', { length: 150 }).notNull(),
      email: varchar('email', { length: 254 }).notNull().default(''),
      // 0014: kept by the database from the names (never written, and not in the dataset file).
      searchText: text('search_text').generatedAlwaysAs(sql.raw(`console_fold(first_name || ' ' || last_name || ' ' || email)`)),
      firstNameKey: text('first_name_key').generatedAlwaysAs(sql.raw('console_czech_key(first_name)')),
      lastNameKey: text('last_name_key').generatedAlwaysAs(sql.raw('console_czech_key(last_name)')),
      nameKey: text('name_key').generatedAlwaysAs(sql.raw(`console_czech_key(${PERSON_TEXT})`)),
    },
    // The console searches PERSON_SEARCH_TEXT for each word (LIKE through pg_trgm; no
    // pending list, which nothing on PGlite would merge), and sorts a name by its Czech key.
    () => [
      index(`${name}_search`)
        .using('gin', sql.raw(`${PERSON_SEARCH_TEXT} gin_trgm_ops`))
        .with({ fastupdate: 'off' }),
      ...PERSON_NAME_COLUMNS.map((c) =>
        index(`${name}_${c}_czech`).using(
          'btree',
          sql.raw(`${PERSON_KEYS.get(c)} COLLATE "C"`),
          sql.raw(`${c} COLLATE "C"`),
          sql.raw('id'),
        ),
      ),
      index(`${name}_text_czech`).using('btree', sql.raw(`${PERSON_KEYS.get(PERSON_TEXT)} COLLATE "C"`), sql.raw('id')),
    ],
  );
export const managers = person('managers');
export const mentors = person('mentors');
export const mentees = person('mentees');
/** The people tables by their person's role: how code outside this module names them. */
export const people = { manager: managers, mentor: mentors, mentee: mentees } as const;

const PEOPLE_TABLES: ReadonlySet<string> = new Set([managers, mentors, mentees].map((t) => getTableName(t)));

/**
 * The key in Czech order of `expression` on `table` as 0014 stores (and indexes) it, if it
 * does: a person's name's (`expression` a column's bare name, or PERSON_TEXT).
 */
export function storedCzechKey(table: string, expression: string): string | undefined {
  const stored = PEOPLE_TABLES.has(table) ? PERSON_KEYS.get(expression) : undefined;
  return stored && `${stored} COLLATE "C"`;
}

export const mentoringRelations = pgTable(
  'mentoring_relations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mentorId: integer('mentor_id').notNull(),
    menteeId: integer('mentee_id').notNull(),
    managerId: integer('manager_id').notNull(),
    status: varchar('status', { length: 20, enum: RELATION_STATUSES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    references(t.mentorId, mentors.id),
    references(t.menteeId, mentees.id),
    references(t.managerId, managers.id),
    oneOf(t.status, RELATION_STATUSES),
    // 0008: relations found by their people (the console's search, a person's delete).
    index('mentoring_relations_mentor_id').on(t.mentorId),
    index('mentoring_relations_mentee_id').on(t.menteeId),
    index('mentoring_relations_manager_id').on(t.managerId),
    // /feedbacks_needed/ reads the matched relations by start date.
    index('mentoring_relations_matched')
      .on(t.startDate)
      .where(sql`${t.status} = 'matched'`),
  ],
);

export const feedbackRounds = pgTable(
  'feedback_rounds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 50, enum: ROUND_TITLES }).notNull(),
    order: integer('order').notNull(),
    daysAfterStart: integer('days_after_start').notNull(),
  },
  (t) => [uniqueKey(t.title), oneOf(t.title, ROUND_TITLES), atLeast(t.daysAfterStart, 0)],
);

export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    relationId: integer('relation_id').notNull(),
    roundId: integer('round_id').notNull(),
    role: varchar('role', { length: 10, enum: ROLES }).notNull(),
    submittedAt: timestamptz('submitted_at').notNull(),
    // 0010: where it came from, who recorded it (a user's id without a foreign key, as the
    // audit log names users), the form's answers.
    source: varchar('source', { length: 10, enum: SUBMISSION_SOURCES }).notNull().default('console'),
    submittedById: integer('submitted_by_id'),
    answers: jsonb('answers')
      .$type<{ question_id: number; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    references(t.relationId, mentoringRelations.id, 'cascade'),
    references(t.roundId, feedbackRounds.id),
    oneOf(t.role, ROLES),
    uniqueKey(t.relationId, t.roundId, t.role),
    oneOf(t.source, SUBMISSION_SOURCES),
  ],
);

// ---------------------------------------------------------------------------------------
// 0010: the feedback loop (design §11).

export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roundId: integer('round_id').notNull(),
    role: varchar('role', { length: 10, enum: QUESTION_ROLES }).notNull(),
    order: integer('order').notNull(),
    kind: varchar('kind', { length: 10, enum: QUESTION_KINDS }).notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    /** One choice a line (a `choice` question's). */
    choices: text('choices').notNull().default(''),
    required: boolean('required').notNull().default(true),
  },
  (t) => [
    references(t.roundId, feedbackRounds.id),
    oneOf(t.role, QUESTION_ROLES),
    oneOf(t.kind, QUESTION_KINDS),
    index('feedback_questions_round_id').on(t.roundId),
  ],
);

export const feedbackInvitations = pgTable(
  'feedback_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    relationId: integer('relation_id').notNull(),
    roundId: integer('round_id').notNull(),
    role: varchar('role', { length: 10, enum: ROLES }).notNull(),
    /** The SHA-256 of the link's token, hex: the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    references(t.relationId, mentoringRelations.id, 'cascade'),
    references(t.roundId, feedbackRounds.id, 'cascade'),
    oneOf(t.role, ROLES),
    uniqueKey(t.tokenHash),
    // One live link per (relation, round, role).
    uniqueIndex('feedback_invitations_live')
      .on(t.relationId, t.roundId, t.role)
      .where(sql`${t.usedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-case. */
    email: varchar('email', { length: 254 }).notNull(),
    reason: varchar('reason', { length: 20, enum: SUPPRESSION_REASONS }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueKey(t.email), lowerCase(t.email), oneOf(t.reason, SUPPRESSION_REASONS)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 20, enum: MAIL_KINDS }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    relationId: integer('relation_id'),
    roundId: integer('round_id'),
    role: varchar('role', { length: 10, enum: ROLES }),
    managerId: integer('manager_id'),
    dueDate: date('due_date', { mode: 'string' }),
    status: varchar('status', { length: 10, enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    leaseUntil: timestamptz('lease_until'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    smtpReply: text('smtp_reply'),
    messageId: varchar('message_id', { length: 255 }),
    reason: text('reason'),
    /** The SHA-256 of the sent mail's unsubscribe token, hex. */
    unsubscribeHash: char('unsubscribe_hash', { length: 64 }),
    purgedAt: timestamptz('purged_at'),
  },
  (t) => [
    uniqueKey(t.dedupeKey),
    oneOf(t.kind, MAIL_KINDS),
    oneOf(t.role, ROLES),
    oneOf(t.status, MAIL_STATUSES),
    uniqueKey(t.unsubscribeHash),
    // The claim's order (migration 0015): a claim stops after its batch instead of sorting every pending row.
    index('mail_outbox_claim')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_lease')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'sending'`),
    index('mail_outbox_item').on(t.relationId, t.roundId, t.role),
    // The planner's escalated items (migration 0016): read in a moment whatever the outbox holds.
    index('mail_outbox_escalated')
      .on(t.relationId, t.roundId, t.role)
      .where(sql`${t.kind} = 'escalation'`),
    index('mail_outbox_status_id').on(t.status, t.id),
  ],
);

// ---------------------------------------------------------------------------------------
// 0002: Idempotency-Key records.

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: varchar('scope', { length: 100 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    fingerprint: char('fingerprint', { length: 64 }).notNull(),
    state: varchar('state', { length: 10, enum: IDEMPOTENCY_STATES }).notNull(),
    status: integer('status'),
    response: text('response'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.scope, t.key] }),
    oneOf(t.state, IDEMPOTENCY_STATES),
    index('idempotency_keys_created_at').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------
// 0003: a version per table (and the smart-goal row count), moved by triggers.

export const tableVersions = pgTable('table_versions', {
  name: varchar('name', { length: 63 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  rowCount: bigint('row_count', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------------------------------
// 0004: API tokens.

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    keyHash: char('key_hash', { length: 64 }).notNull(),
    keyPrefix: varchar('key_prefix', { length: 6 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [references(t.userId, users.id, 'cascade'), uniqueKey(t.keyHash), index('api_tokens_user_id').on(t.userId)],
);

// ---------------------------------------------------------------------------------------
// 0005: the console's sessions and audit log.

/** 0012: a console user's manager ("my work"): the home page opens on that manager's feedbacks. */
export const consoleUserManagers = pgTable(
  'console_user_managers',
  {
    userId: integer('user_id').primaryKey(),
    managerId: integer('manager_id').notNull(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    references(t.managerId, managers.id, 'cascade'),
    index('console_user_managers_manager_id').on(t.managerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    keyHash: char('key_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull(),
    csrfToken: char('csrf_token', { length: 64 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    index('sessions_user_id').on(t.userId),
    index('sessions_last_seen_at').on(t.lastSeenAt),
  ],
);

// ---------------------------------------------------------------------------------------
// 0009: the sign-in throttle's budgets (0005's login_failures dropped).

export const LOGIN_THROTTLE_SCOPES = ['p', 'a', 'u'] as const;

export const loginThrottles = pgTable(
  'login_throttles',
  {
    scope: char('scope', { length: 1, enum: LOGIN_THROTTLE_SCOPES }).notNull(),
    username: varchar('username', { length: 150 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    windowStart: bigint('window_start', { mode: 'bigint' }).notNull(),
    attempts: integer('attempts').notNull(),
    blockedUntil: bigint('blocked_until', { mode: 'bigint' }).notNull(),
    lastAt: bigint('last_at', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'login_throttles_pkey', columns: [t.scope, t.username, t.address] }),
    oneOf(t.scope, LOGIN_THROTTLE_SCOPES),
    index('login_throttles_last_at').on(t.lastAt),
  ],
);

/** The public pages' request budgets, one an address (migration 0013). */
export const publicPageBudgets = pgTable(
  'public_page_budgets',
  {
    address: varchar('address', { length: 64 }).primaryKey(),
    windowStart: bigint('window_start', { mode: 'bigint' }).notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [index('public_page_budgets_window_start').on(t.windowStart)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull(),
    userId: integer('user_id'),
    username: varchar('username', { length: 150 }).notNull(),
    action: varchar('action', { length: 10, enum: AUDIT_ACTIONS }).notNull(),
    tableName: varchar('table_name', { length: 63 }).notNull(),
    objectId: integer('object_id').notNull(),
    objectRepr: varchar('object_repr', { length: 200 }).notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (t) => [
    oneOf(t.action, AUDIT_ACTIONS),
    index('audit_log_object').on(t.tableName, t.objectId, t.id),
    index('audit_log_user_id').on(t.userId),
  ],
);

/**
 * Columns the dataset file does not carry (design §8 fixes users as id and username): the
 * console's account fields. An import leaves them at their defaults, which each must have.
 */
export const NOT_IN_DATASET: Readonly<Record<string, readonly string[]>> = {
  users: ['password_hash', 'role', 'is_active'],
};

/**
 * Columns that hold a web link (a Django URLField): a rule the database leaves to the
 * application (Django's URLValidator is not a pattern PostgreSQL could check), which every
 * writer applies with django/url-validator.ts: the API and the console through the fields of
 * programme/course.ts (test/programme/course-fields.test.ts checks they name these columns), the
 * dataset import through dataset/tables.ts.
 */
export const LINK_COLUMNS: Readonly<Record<string, readonly string[]>> = { courses: ['recording_w1', 'recording_w2', 'recording_w3'] };

/**
 * The indexed expressions the console's searches match (0011's trigram indexes of the
 * people, folded), by table: each word of a search, folded, is a substring of it.
 */
export const SEARCH_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  [managers, mentors, mentees].map((t) => [getTableName(t), PERSON_SEARCH_TEXT]),
);

/** The tsvector expressions with an index (0006), by table: a search matches their words. */
export const SEARCH_WORDS: Readonly<Record<string, string>> = { [getTableName(smartGoals)]: SMART_GOAL_WORDS };

/** The tables whose row count table_versions keeps (0003): a list without a search reads it there. */
export const COUNT_KEPT: readonly string[] = [getTableName(smartGoals)];

/**
 * The tables that have a version: the rows the migrations put in table_versions (0003,
 * api_tokens in 0004, audit_log in 0007, the feedback loop's in 0010, console_user_managers in
 * 0012), in that order.
 */
export const VERSIONED = [
  users,
  smartGoals,
  courses,
  preLeadStatuses,
  managers,
  mentors,
  mentees,
  mentoringRelations,
  feedbackRounds,
  feedbackSubmissions,
  apiTokens,
  auditLog,
  feedbackQuestions,
  feedbackInvitations,
  mailSuppressions,
  mailOutbox,
  consoleUserManagers,
] as const;

/** The tables the console's home page counts: the programme's, then the accounts'. */
export const COUNTED = [
  managers,
  mentors,
  mentees,
  mentoringRelations,
  feedbackRounds,
  feedbackSubmissions,
  courses,
  preLeadStatuses,
  smartGoals,
  users,
  apiTokens,
] as const;

/** Every table the migrations create (migrate.ts's own schema_migrations aside). */
export const schema = {
  users,
  smartGoals,
  courses,
  preLeadStatuses,
  managers,
  mentors,
  mentees,
  mentoringRelations,
  feedbackRounds,
  feedbackSubmissions,
  idempotencyKeys,
  tableVersions,
  apiTokens,
  sessions,
  loginThrottles,
  publicPageBudgets,
  auditLog,
  feedbackQuestions,
  feedbackInvitations,
  mailSuppressions,
  mailOutbox,
  consoleUserManagers,
};
