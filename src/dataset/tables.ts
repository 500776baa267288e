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
import { INT32_MAX, INT32_MIN, LINK_COLUMNS, NOT_IN_DATASET, checkRule, schema, users } from '../store/schema.js';
import { PROGRAMME } from '../programme/registry.js';
import { feedbackRound } from '../programme/feedback-round.js';
import { preLeadStatus } from '../programme/pre-lead-status.js';

const BY_NAME = new Map<string, (typeof schema)[keyof typeof schema]>(Object.values(schema).map((t) => [getTableName(t), t]));

/**
 * The tables in the file's and the export's order: the users, then the programme's
 * (programme/registry.ts, where a table comes after those it refers to).
 */
const FILE_TABLES = [
  users,
  ...PROGRAMME.map((t) => {
    const table = BY_NAME.get(t.name);
    if (!table) throw new Error(`programme table ${t.name} is not in store/schema.ts`);
    return table;
  }),
];

export type TableName = string;

export const TABLE_NAMES: readonly TableName[] = FILE_TABLES.map((t) => getTableName(t));

/**
 * Migration data (pre-lead statuses, feedback rounds): present in every database, so an
 * import merges the file's rows by id instead of requiring an empty table.
 */
const MIGRATION_DATA: readonly TableName[] = [feedbackRound.name, preLeadStatus.name];

export type ColumnRule =
  /** The primary key: a positive int4, strictly increasing through the table's rows. */
  | { kind: 'id' }
  | { kind: 'int'; min: number; max: number }
  /** A foreign key to `table`.id. */
  | { kind: 'ref'; table: TableName; nullable: boolean }
  /** varchar(max); `oneOf` and `pattern` are CHECK constraints of the schema, `link` its LINK_COLUMNS. */
  | { kind: 'string'; max: number; nullable: boolean; oneOf?: readonly string[]; pattern?: { re: RegExp; text: string }; link?: true }
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
      only('oneOf', 'matches');
      const rule: Extract<ColumnRule, { kind: 'string' }> = {
        kind: 'string',
        max: (column as PgColumn & { length: number }).length,
        nullable,
      };
      for (const c of checks) {
        if (c.kind === 'oneOf') rule.oneOf = c.values;
        if (c.kind === 'matches') rule.pattern = { re: new RegExp(c.pattern), text: c.description };
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

/**
 * Tables written straight into place while the file streams: no foreign key from or to
 * them and not migration data, so a row can never wait for another table. The others are
 * staged and applied at the end in foreign-key order.
 */
export function isDirect(table: TableName): boolean {
  return !TABLES[table].reference && !FOREIGN_KEYS.some((fk) => fk.table === table || fk.parent === table);
}
