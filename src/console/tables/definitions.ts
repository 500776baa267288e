// The console's tables: the programme's (programme/registry.ts), each with how its list is
// shown: the columns, which it may be sorted by, the filters. Fields, rules and text are
// the programme's own; a table the console has nothing to add for is shown by defaults (its
// columns, sorted by any of them, a filter for each choice and each yes/no field).
import { course } from '../../programme/course.js';
import { feedbackQuestion } from '../../programme/feedback-question.js';
import { mailOutbox } from '../../programme/mail-outbox.js';
import { relation } from '../../programme/relation.js';
import { PROGRAMME } from '../../programme/registry.js';
import { smartGoal } from '../../programme/smart-goal.js';
import type { FieldKind, ProgrammeTable } from '../../programme/table.js';
import type { ReferencedTable } from '../../store/repositories/console-rows.js';
import { isVersionedTable, type VersionedTable } from '../../store/repositories/table-versions.js';
import type { Area } from '../roles.js';

export type Widget = FieldKind;

export interface ListFilter {
  column: string;
  label: string;
  choices: readonly (readonly [string, string])[];
  /** A reference's filter: its choices are the rows of this table, read when the list is shown. */
  reference?: string;
}

/** A list's order when its query gives none: a column, the way, then more columns (the id last). */
export interface DefaultOrder {
  sort: string;
  descending: boolean;
  then?: readonly string[];
}

export interface TableDefinition extends ProgrammeTable {
  area: Area;
  /** How each field is edited when its field alone does not say it: the programme's kinds. */
  widgets: Readonly<Record<string, Widget>>;
  /** The list's columns (a field or a read-only column), the id first always. */
  listColumns: readonly string[];
  /** The list columns it may be sorted by besides the id (default: all of them). */
  sortColumns?: readonly string[];
  /** Django's list_filter: a column and the values a list may be narrowed to (value, text). */
  filters: readonly ListFilter[];
  /** The order without one in the query (default: by id). */
  defaultOrder?: DefaultOrder;
  /** Pages of a row besides its History, linked from its change page: /admin/<slug>/<id>/<path>. */
  rowPages: readonly { label: string; path: string }[];
}

/** How a table's list differs from the defaults, by the table's slug. */
interface ListShape {
  listColumns?: readonly string[];
  sortColumns?: readonly string[];
  defaultOrder?: DefaultOrder;
  /** Reference columns the list may be narrowed by (a filter per row of the table named). */
  referenceFilters?: readonly string[];
  rowPages?: TableDefinition['rowPages'];
}
const LISTS: ReadonlyMap<string, ListShape> = new Map<string, ListShape>([
  [course.slug, { listColumns: ['title', 'code', 'date_w1', 'deactivated', 'created_by_id'] }],
  // A million rows: sorted by id only (created_at follows the ids).
  [smartGoal.slug, { listColumns: ['created_at', 'input'], sortColumns: [] }],
  // A relation's feedback, round by round (console/feedback-timeline.ts).
  // Narrowed by manager: the home page's "my work" links to a manager's relations.
  [relation.slug, { rowPages: [{ label: 'Feedback', path: 'feedback/' }], referenceFilters: ['manager_id'] }],
  // A round's form as it reads: by round, then the questions in order.
  [
    feedbackQuestion.slug,
    {
      listColumns: ['round_id', 'role', 'order', 'kind', 'text', 'required'],
      defaultOrder: { sort: 'round_id', descending: false, then: ['order'] },
      referenceFilters: ['round_id'],
    },
  ],
  // Newest first; the bodies only on a mail's own page.
  [
    mailOutbox.slug,
    {
      listColumns: ['created_at', 'kind', 'status', 'recipient', 'subject', 'attempts', 'next_attempt_at', 'sent_at'],
      sortColumns: ['created_at', 'next_attempt_at', 'sent_at'],
      defaultOrder: { sort: 'id', descending: true },
    },
  ],
]);

const YES_NO = [
  ['true', 'Yes'],
  ['false', 'No'],
] as const;

/**
 * A filter for each column of fixed values (a field, or a column only read) and each yes/no
 * field; and one for each of `references`.
 */
function filtersOf(t: ProgrammeTable, references: readonly string[]): ListFilter[] {
  const columns = [
    ...t.fields.map((f) => ({ column: f.name, label: f.label, boolean: f.kind === 'boolean' })),
    ...t.readOnly.map((c) => ({ ...c, boolean: false })),
  ];
  return columns.flatMap(({ column, label, boolean }): ListFilter[] => {
    const kind = t.kinds[column];
    if (kind?.kind === 'choice') return [{ column, label, choices: kind.choices.map((s) => [s, s] as const) }];
    if (kind?.kind === 'reference' && references.includes(column)) return [{ column, label, choices: [], reference: kind.table }];
    if (boolean) return [{ column, label, choices: YES_NO }];
    return [];
  });
}

/**
 * The fields and read-only columns with the console's labels and help texts (programme
 * modules' `texts`): the fields the API serves keep theirs there, unchanged.
 */
function withTexts(t: ProgrammeTable): Pick<ProgrammeTable, 'fields' | 'readOnly'> {
  const texts = t.texts ?? {};
  return {
    fields: t.fields.map((f) => (texts[f.name] ? { ...f, label: texts[f.name].label ?? f.label, helpText: texts[f.name].help } : f)),
    readOnly: t.readOnly.map((c) => (texts[c.column]?.label ? { ...c, label: texts[c.column].label! } : c)),
  };
}

/** A programme table as the console lists it. */
export function definitionOf(t: ProgrammeTable): TableDefinition {
  const shape = LISTS.get(t.slug) ?? {};
  return {
    ...t,
    ...withTexts(t),
    area: 'programme',
    widgets: t.kinds,
    listColumns: shape.listColumns ?? t.columns,
    sortColumns: shape.sortColumns,
    filters: filtersOf({ ...t, ...withTexts(t) }, shape.referenceFilters ?? []),
    defaultOrder: shape.defaultOrder,
    rowPages: shape.rowPages ?? [],
  };
}

export const TABLES: readonly TableDefinition[] = PROGRAMME.map(definitionOf);

/**
 * The tables a table's rows are read from: itself and, through its references, the tables
 * whose text its lists show (a relation's mentor and mentee; a submission's round, and its
 * relation's people). A cached list is current while their versions stay the same.
 */
export function readsOf(t: Pick<ReferencedTable, 'name' | 'references'>): readonly VersionedTable[] {
  if (!isVersionedTable(t.name)) throw new Error(`console table ${t.name} has no version in table_versions`);
  const own: VersionedTable = t.name;
  const referenced = Object.values(t.references ?? {}).flatMap(readsOf);
  return [...new Set([own, ...referenced])];
}

/** Each console table's readsOf (a table without a version fails here, at start-up). */
export const READS: ReadonlyMap<string, readonly VersionedTable[]> = new Map(TABLES.map((t) => [t.name, readsOf(t)]));

export const TABLE_BY_NAME: ReadonlyMap<string, TableDefinition> = new Map(TABLES.map((t) => [t.name, t]));
export const TABLE_BY_SLUG: ReadonlyMap<string, TableDefinition> = new Map(TABLES.map((t) => [t.slug, t]));
