// Drizzle's view of the tables that migrations/*.sql create. The SQL files are the
// source of truth; this mirrors them for typed queries in the repositories.
import { bigint, boolean, date, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Timestamps are read as PostgreSQL's text (session TimeZone=UTC), never as JS Date:
// Date would drop the microseconds the contract shows (design §3).
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  username: varchar('username', { length: 150 }).notNull(),
});

export const apiTokens = pgTable('api_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  keyHash: varchar('key_hash', { length: 64 }).notNull(),
  keyPrefix: varchar('key_prefix', { length: 6 }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const smartGoals = pgTable('smart_goals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  createdAt: timestamptz('created_at').notNull(),
  input: text('input').notNull(),
  output: text('output').notNull(),
  inputTokens: integer('input_tokens').notNull(),
  outputTokens: integer('output_tokens').notNull(),
});

export const courses = pgTable('courses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  createdById: integer('created_by_id'),
  title: varchar('title', { length: 255 }).notNull(),
  code: integer('code').notNull(),
  gsheetName: varchar('gsheet_name', { length: 100 }).notNull(),
  dateW1: timestamptz('date_w1'),
  dateW2: timestamptz('date_w2'),
  dateW3: timestamptz('date_w3'),
  eventW1: varchar('event_w1', { length: 255 }).notNull(),
  eventW2: varchar('event_w2', { length: 255 }).notNull(),
  eventW3: varchar('event_w3', { length: 255 }).notNull(),
  recordingW1: varchar('recording_w1', { length: 200 }),
  recordingW2: varchar('recording_w2', { length: 200 }),
  recordingW3: varchar('recording_w3', { length: 200 }),
  deactivated: boolean('deactivated').notNull(),
});

export const preLeadStatuses = pgTable('pre_lead_statuses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  value: varchar('value', { length: 100 }).notNull(),
  order: integer('order').notNull(),
  background: varchar('background', { length: 7 }).notNull(),
  disabled: boolean('disabled').notNull(),
});

const person = (table: string) =>
  pgTable(table, {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
  });
export const managers = person('managers');
export const mentors = person('mentors');
export const mentees = person('mentees');

export const mentoringRelations = pgTable('mentoring_relations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  mentorId: integer('mentor_id').notNull(),
  menteeId: integer('mentee_id').notNull(),
  managerId: integer('manager_id').notNull(),
  status: varchar('status', { length: 20 }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
});

export const feedbackRounds = pgTable('feedback_rounds', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 50 }).notNull(),
  order: integer('order').notNull(),
  daysAfterStart: integer('days_after_start').notNull(),
});

export const feedbackSubmissions = pgTable('feedback_submissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  relationId: integer('relation_id').notNull(),
  roundId: integer('round_id').notNull(),
  role: varchar('role', { length: 10 }).notNull(),
  submittedAt: timestamptz('submitted_at').notNull(),
});


export const idempotencyKeys = pgTable('idempotency_keys', {
  scope: varchar('scope', { length: 100 }).notNull(),
  key: varchar('key', { length: 255 }).notNull(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  state: varchar('state', { length: 10 }).notNull(),
  status: integer('status'),
  response: text('response'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const tableVersions = pgTable('table_versions', {
  name: varchar('name', { length: 63 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
});

export const schema = {
  users, smartGoals, courses, preLeadStatuses, managers, mentors, mentees,
  mentoringRelations, feedbackRounds, feedbackSubmissions, idempotencyKeys, tableVersions, apiTokens,
};
