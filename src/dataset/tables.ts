// The tables of a dataset file (design §8) and the rules their columns follow. One list
// drives the reader's validation, the staging and apply SQL, and the export's layout.
//
// The rules are the database's own, read from the query layer's schema (store/schema.ts,
// which test/store/schema.test.ts holds to the migrations): types, lengths, NOT NULL,
// CHECKs, foreign keys, uniques. They are checked before anything is written so that
// every problem is reported by table, id and field instead of as the first database
// error. A column or constraint this file cannot check stops the program at start-up.
import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { INT32_MAX, INT32_MIN, LINK_COLUMNS, NOT_IN_DATASET, checkRule, feedbackSubmissions, schema, users } from '../store/schema.js';
import { IN_DATASET } from '../programme/registry.js';
import { feedbackQuestion } from '../programme/feedback-question.js';
import { feedbackRound } from '../programme/feedback-round.js';
import { feedbackSubmission } from '../programme/feedback-submission.js';
import { mailSuppression } from '../programme/mail-suppression.js';
import { preLeadStatus } from '../programme/pre-lead-status.js';

const BY_NAME = new Map<string, (typeof schema)[keyof typeof schema]>(Object.values(schema).map((t) => [getTableName(t), t]));

/**
 * The tables in the file's and the export's order: the users, then the programme's
 * (programme/registry.ts, where a table comes after those it refers to), but for those
 * never in the file (the outbox).
 */
const FILE_TABLES = [
  users,
  ...IN_DATASET.map((t) => {
    const table = BY_NAME.get(t.name);
    if (!table) throw new Error(`programme table ${t.name} is not in store/schema.ts`);
    return table;
  }),
];

export type TableName = string;

export const TABLE_NAMES: readonly TableName[] = FILE_TABLES.map((t) => getTableName(t));

/**
 * Migration data (pre-lead statuses, feedback rounds and their default questions): present
 * in every database, so an import merges the file's rows by id instead of requiring an
 * empty table.
 */
const MIGRATION_DATA: readonly TableName[] = [feedbackRound.name, feedbackQuestion.name, preLeadStatus.name];

/**
 * Columns that name a row of another table without a foreign key (a record that outlives
 * the row: who recorded a submission, as the audit log names users): the import checks
 * that a file's value names a row in the file or the database.
 */
const SOFT_REFERENCES = new Map<PgColumn, (typeof FILE_TABLES)[number]>([[feedbackSubmissions.submittedById, users]]);

/** The jsonb column of a submission's answers: [{"question_id": n, "value": "text"}, …]. */
const ANSWERS = feedbackSubmissions.answers;

/** The dataset file's version this program writes; it reads every version from 1. */
export const VERSION = 2;

/**
 * What version 2 added (design §8): tables a version 1 file does not have, and columns it
 * does not have, with the value each row of a version 1 file is given.
 */
const ADDED_IN_2 = {
  tables: [feedbackQuestion.name, mailSuppression.name] as readonly string[],
  columns: {
    [feedbackSubmission.name]: { source: 'import', submitted_by_id: null, answers: [] },
  } as Readonly<Record<string, Readonly<Record<string, unknown>>>>,
};

export type ColumnRule =
  /** The primary key: a positive int4, strictly increasing through the table's rows. */
  | { kind: 'id' }
  | { kind: 'int'; min: number; max: number }
  /** A foreign key to `table`.id. */
  | { kind: 'ref'; table: TableName; nullable: boolean }
  /** The id of a row of `table` without a foreign key (SOFT_REFERENCES): checked by the import. */
  | { kind: 'softRef'; table: TableName; nullable: boolean }
  /** A submission's answers: an array of {"question_id": a positive int4, "value": a string}. */
  | { kind: 'answers' }
  /** varchar(max); `oneOf`, `pattern` and `lowerCase` are CHECK constraints of the schema, `link` its LINK_COLUMNS. */
  | {
      kind: 'string';
      max: number;
      nullable: boolean;
      oneOf?: readonly string[];
      pattern?: { re: RegExp; text: string };
      lowerCase?: true;
      link?: true;
    }
  /** text: any length. */
  | { kind: 'text' }
  | { kind: 'bool' }
  /** timestamptz: ISO 8601 with an offset in the file. */
  | { kind: 'datetime'; nullable: boolean }
  /** date: YYYY-MM-DD. */
  | { kind: 'date' };

export interface Column {
  name: string;
  rule: ColumnRule;
}

export interface TableSpec {
  name: TableName;
  columns: readonly Column[];
  /**
   * Migration data (pre-lead statuses, feedback rounds): present in every database, so an
   * import merges the file's rows by id instead of requiring an empty table. Rows the file
   * does not name are never deleted.
   */
  reference: boolean;
  /** Column sets that are UNIQUE in the schema (besides the id). */
  unique: readonly (readonly string[])[];
}

export function isTableName(name: string): name is TableName {
  return (TABLE_NAMES as readonly string[]).includes(name);
}

/** A column's rule, from its type and the table's constraints on it. */
function columnRule(table: (typeof FILE_TABLES)[number], column: PgColumn): ColumnRule {
  const config = getTableConfig(table);
  const where = `${config.name}.${column.name}`;
  const unsupported = (what: string): never => {
    throw new Error(`dataset: ${where}: ${what} (dataset/tables.ts cannot check it)`);
  };
  const nullable = !column.notNull;
  const checks = config.checks
    .map((c) => checkRule(c) ?? unsupported(`CHECK ${c.name} has no rule`))
    .filter((r) => r.column === column.name);
  const fks = config.foreignKeys.filter((fk) => fk.reference().columns.some((c) => c.name === column.name));

  if (column.primary) {
    if (column.name !== 'id' || column.columnType !== 'PgInteger' || checks.length || fks.length)
      unsupported('a primary key other than an integer id');
    return { kind: 'id' };
  }
  if (fks.length) {
    const r = fks[0].reference();
    const parent = getTableName(r.foreignTable);
    if (fks.length > 1 || r.columns.length !== 1 || r.foreignColumns[0].name !== 'id' || !isTableName(parent) || checks.length) {
      unsupported('a foreign key other than one column to the id of a dataset table');
    }
    return { kind: 'ref', table: parent as TableName, nullable };
  }
  const soft = SOFT_REFERENCES.get(column);
  if (soft) {
    if (column.columnType !== 'PgInteger' || checks.length) unsupported('a reference without a foreign key other than an integer');
    return { kind: 'softRef', table: getTableName(soft), nullable };
  }
  if (column === ANSWERS) {
    if (nullable || checks.length) unsupported('answers that may be null or have a CHECK');
    return { kind: 'answers' };
  }
  const notNull = (rule: ColumnRule): ColumnRule => (nullable ? unsupported(`a nullable ${rule.kind}`) : rule);
  const only = (...kinds: string[]) => {
    for (const c of checks) if (!kinds.includes(c.kind)) unsupported(`a CHECK ${c.kind} on a ${column.columnType} column`);
  };
  switch (column.columnType) {
    case 'PgInteger': {
      only('atLeast');
      const least = checks.find((c) => c.kind === 'atLeast');
      return notNull({ kind: 'int', min: least?.kind === 'atLeast' ? least.min : INT32_MIN, max: INT32_MAX });
    }
    case 'PgVarchar': {
      only('oneOf', 'matches', 'lowerCase');
      const rule: Extract<ColumnRule, { kind: 'string' }> = {
        kind: 'string',
        max: (column as PgColumn & { length: number }).length,
        nullable,
      };
      for (const c of checks) {
        if (c.kind === 'oneOf') rule.oneOf = c.values;
        if (c.kind === 'matches') rule.pattern = { re: new RegExp(c.pattern), text: c.description };
        if (c.kind === 'lowerCase') rule.lowerCase = true;
      }
      if (LINK_COLUMNS[config.name]?.includes(column.name)) rule.link = true;
      return rule;
    }
    case 'PgText':
      only();
      return notNull({ kind: 'text' });
    case 'PgBoolean':
      only();
      return notNull({ kind: 'bool' });
    case 'PgTimestampString':
      only();
      return { kind: 'datetime', nullable };
    case 'PgDateString':
      only();
      return notNull({ kind: 'date' });
    default:
      return unsupported(`a column of type ${column.getSQLType()}`);
  }
}

function notInFile(table: string, column: PgColumn): boolean {
  // A generated column (0014's keys) is the database's to compute, from columns the file has.
  if (column.generated) return true;
  if (!NOT_IN_DATASET[table]?.includes(column.name)) return false;
  if (column.notNull && !column.hasDefault) throw new Error(`dataset: ${table}.${column.name} is not in the file, so it needs a default`);
  return true;
}

function tableSpec(table: (typeof FILE_TABLES)[number]): TableSpec {
  const config = getTableConfig(table);
  const name = config.name as TableName;
  const unique = [
    ...config.columns.filter((c) => c.isUnique).map((c) => [c.name]),
    ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name)),
  ];
  return {
    name,
    columns: config.columns.filter((c) => !notInFile(name, c)).map((c) => ({ name: c.name, rule: columnRule(table, c) })),
    reference: MIGRATION_DATA.includes(name),
    unique,
  };
}

export const TABLES: Readonly<Record<TableName, TableSpec>> = Object.fromEntries(
  FILE_TABLES.map((t) => [getTableName(t), tableSpec(t)]),
) as Record<TableName, TableSpec>;

/** A foreign key: `table`.`column` → `parent`.id. */
export interface ForeignKey {
  table: TableName;
  column: string;
  parent: TableName;
}

export const FOREIGN_KEYS: readonly ForeignKey[] = TABLE_NAMES.flatMap((table) =>
  TABLES[table].columns.flatMap((c) => (c.rule.kind === 'ref' ? [{ table, column: c.name, parent: c.rule.table }] : [])),
);

/** The references without a foreign key (SOFT_REFERENCES), as the import checks them. */
export const SOFT_KEYS: readonly ForeignKey[] = TABLE_NAMES.flatMap((table) =>
  TABLES[table].columns.flatMap((c) => (c.rule.kind === 'softRef' ? [{ table, column: c.name, parent: c.rule.table }] : [])),
);

/** The table whose answers name questions, and the table of the questions. */
export const ANSWERED = { table: feedbackSubmission.name as TableName, questions: feedbackQuestion.name as TableName };

/** Whether a file of `version` may carry `table` (version 1 knows fewer). */
export function inVersion(table: TableName, version: number): boolean {
  return version >= 2 || !ADDED_IN_2.tables.includes(table);
}

/** A table as a file of `version` has it, with the values its rows are given for what that version lacks. */
export function specIn(table: TableName, version: number): { spec: TableSpec; added: Readonly<Record<string, unknown>> } {
  const added = version >= 2 ? {} : (ADDED_IN_2.columns[table] ?? {});
  const spec = TABLES[table];
  return { spec: { ...spec, columns: spec.columns.filter((c) => !(c.name in added)) }, added };
}

/**
 * Tables written straight into place while the file streams: no foreign key from or to
 * them, no unique column and not migration data, so a row can never wait for another table. The others are
 * staged and applied at the end in foreign-key order.
 */
export function isDirect(table: TableName): boolean {
  const spec = TABLES[table];
  // A unique column is checked on the staged rows (a duplicate reported, not a database error).
  return !spec.reference && !spec.unique.length && !FOREIGN_KEYS.some((fk) => fk.table === table || fk.parent === table);
}
