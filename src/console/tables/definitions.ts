// The console's tables: each one's fields (the serializer fields of drf/serializer.ts, so a
// form is validated with DRF's rules and messages, as the API validates its bodies; a
// course's are the API's own, fields/courses.ts), how each field is edited, what may be
// done to the table, its list columns, search and text. Lengths, enumerations and
// required-ness are the schema's (store/schema.ts).
import { booleanField, charField, dateTimeField, integerField, type Field } from '../../drf/serializer.js';
import { courseFields } from '../../fields/courses.js';
import { INT32_MAX, PERSON_SEARCH_TEXT, RELATION_STATUSES, ROLES, SMART_GOAL_WORDS } from '../../store/schema.js';
import type { ReferencedTable, Row, RowTable } from '../../store/repositories/console-rows.js';
import { isVersionedTable, type VersionedTable } from '../../store/repositories/table-versions.js';
import type { Area } from '../roles.js';

/** How a field is edited when its serializer field alone does not say it. */
export type Widget =
  /**
   * One of fixed values (a CHECK … IN of the schema): a select; DRF's ChoiceField message.
   * `offered`: the values the select offers for a row as stored (undefined: a new row), when
   * not all of them (a relation's status moves).
   */
  | { kind: 'choice'; choices: readonly string[]; offered?(before: Row | undefined): readonly string[] }
  /** The id of a row of another console table: a select of its rows by their text. */
  | { kind: 'reference'; table: string }
  /** A date YYYY-MM-DD; DRF's DateField message. */
  | { kind: 'date' }
  /** #RRGGBB. */
  | { kind: 'colour' }
  /** Long text, shown whole. */
  | { kind: 'multiline' };

export interface TableDefinition extends RowTable {
  /** The URL segment: /admin/<slug>/. */
  slug: string;
  /** "Manager" (Django's verbose_name) and its plural. */
  singular: string;
  plural: string;
  area: Area;
  /** The fields a form edits, in order. */
  fields: readonly Field[];
  /** Columns shown on the change page but never edited (their labels beside them). */
  readOnly: readonly { column: string; label: string }[];
  widgets: Readonly<Record<string, Widget>>;
  /** What the console may do with the table's rows besides viewing them (and roles allowing). */
  may: { add: boolean; change: boolean; delete: boolean };
  /** The list's columns (a field or a read-only column), the id first always. */
  listColumns: readonly string[];
  /** The list columns it may be sorted by besides the id (default: all of them). */
  sortColumns?: readonly string[];
  /** Django's list_filter: a column and the values a list may be narrowed to (value, text). */
  filters?: readonly { column: string; label: string; choices: readonly (readonly [string, string])[] }[];
  /**
   * Extra checks after the fields' own: field → message. `before` is the row as stored when
   * a change is saved (undefined when a row is added).
   */
  check?(values: Record<string, unknown>, before: Row | undefined): Record<string, string>;
  /** Values the console sets on a new row itself, from the signed-in user's id. */
  onAdd?(userId: number): Record<string, unknown>;
}

/**
 * An e-mail address as Django's EmailValidator accepts it in outline: one @, something
 * before it, a domain with a dot inside, no whitespace. (No regular expression: linear.)
 */
export function isEmail(s: string): boolean {
  const at = s.indexOf('@');
  if (at <= 0 || at !== s.lastIndexOf('@') || /\s/.test(s)) return false;
  const domain = s.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && !domain.startsWith('-') && !domain.includes('..');
}

/**
 * The moves a mentoring relation's status may make (issue 17: pending → matched → paused /
 * finished / cancelled). A paused relation may be matched again; finished and cancelled are
 * where a relation ends. A new relation is pending or matched.
 */
export const STATUS_MOVES: Readonly<Record<string, readonly string[]>> = {
  pending: ['matched', 'cancelled'],
  matched: ['paused', 'finished', 'cancelled'],
  paused: ['matched', 'finished', 'cancelled'],
  finished: [],
  cancelled: [],
};
export const NEW_RELATION_STATUSES = ['pending', 'matched'] as const;

/** The statuses a relation may be given: from `current`, itself and its moves; a new one, NEW_RELATION_STATUSES. */
export function statusChoices(current: string | undefined): readonly string[] {
  return current === undefined ? NEW_RELATION_STATUSES : [current, ...(STATUS_MOVES[current] ?? [])];
}

const YES_NO = [
  ['true', 'Yes'],
  ['false', 'No'],
] as const;
/** A colour #RRGGBB (the schema's CHECK on pre_lead_statuses.background). */
export const COLOUR = /^#[0-9A-Fa-f]{6}$/;

const INT32 = { minValue: -2147483648, maxValue: INT32_MAX };
const PERSON_TEXT = `first_name || ' ' || last_name`;
const PROGRAMME = 'programme' as const;
const ALL = { add: true, change: true, delete: true };

function people(name: string, singular: string, plural: string, column: string): TableDefinition {
  return {
    name,
    slug: name,
    singular,
    plural,
    area: PROGRAMME,
    columns: ['first_name', 'last_name', 'email'],
    searchColumns: ['first_name', 'last_name', 'email'],
    searchText: PERSON_SEARCH_TEXT,
    text: PERSON_TEXT,
    references: {},
    fields: [
      charField('first_name', { required: true, maxLength: 150 }),
      charField('last_name', { required: true, maxLength: 150 }),
      charField('email', { required: false, maxLength: 254, allowBlank: true, default: '' }),
    ],
    readOnly: [],
    widgets: {},
    may: ALL,
    listColumns: ['first_name', 'last_name', 'email'],
    check: (v): Record<string, string> =>
      typeof v.email === 'string' && v.email !== '' && !isEmail(v.email) ? { email: 'Enter a valid email address.' } : {},
    referencedBy: [{ table: 'mentoring_relations', column, label: 'mentoring relations' }],
  };
}

const managers = people('managers', 'Manager', 'Managers', 'manager_id');
const mentors = people('mentors', 'Mentor', 'Mentors', 'mentor_id');
const mentees = people('mentees', 'Mentee', 'Mentees', 'mentee_id');

const personText = (t: TableDefinition, column: string) => `(SELECT ${t.text} FROM ${t.name} WHERE ${t.name}.id = ${column})`;

const relations: TableDefinition = {
  name: 'mentoring_relations',
  slug: 'mentoring-relations',
  singular: 'Mentoring relation',
  plural: 'Mentoring relations',
  area: PROGRAMME,
  columns: ['mentor_id', 'mentee_id', 'manager_id', 'status', 'start_date'],
  // The status is a filter, not searched for as text.
  searchColumns: ['mentor_id', 'mentee_id', 'manager_id'],
  // "Mentor Name → Mentee Name", as a relation reads on the home page.
  text: `${personText(mentors, 'mentor_id')} || ' → ' || ${personText(mentees, 'mentee_id')}`,
  references: { mentor_id: mentors, mentee_id: mentees, manager_id: managers },
  fields: [
    integerField('mentor_id', { required: true, label: 'Mentor', ...INT32 }),
    integerField('mentee_id', { required: true, label: 'Mentee', ...INT32 }),
    integerField('manager_id', { required: true, label: 'Manager', ...INT32 }),
    charField('status', { required: true, maxLength: 20 }),
    charField('start_date', { required: true, maxLength: 10, label: 'Start date' }),
  ],
  readOnly: [],
  widgets: {
    mentor_id: { kind: 'reference', table: 'mentors' },
    mentee_id: { kind: 'reference', table: 'mentees' },
    manager_id: { kind: 'reference', table: 'managers' },
    status: { kind: 'choice', choices: RELATION_STATUSES, offered: (before) => statusChoices(before?.status as string | undefined) },
    start_date: { kind: 'date' },
  },
  may: ALL,
  listColumns: ['mentor_id', 'mentee_id', 'manager_id', 'status', 'start_date'],
  filters: [{ column: 'status', label: 'Status', choices: RELATION_STATUSES.map((s) => [s, s] as const) }],
  check(v, before): Record<string, string> {
    const from = before?.status as string | undefined;
    if (typeof v.status === 'string' && !statusChoices(from).includes(v.status) && RELATION_STATUSES.includes(v.status as never)) {
      return {
        status:
          from === undefined
            ? `A new relation is pending or matched, not “${v.status}”.`
            : `A ${from} relation cannot become ${v.status}: ${STATUS_MOVES[from].length ? `it can become ${STATUS_MOVES[from].join(', ')}` : 'it has ended'}.`,
      };
    }
    return {};
  },
  // Its feedback submissions would go with it (ON DELETE CASCADE), unaudited: delete them first.
  referencedBy: [{ table: 'feedback_submissions', column: 'relation_id', label: 'feedback submissions' }],
};

const rounds: TableDefinition = {
  name: 'feedback_rounds',
  slug: 'feedback-rounds',
  singular: 'Feedback round',
  plural: 'Feedback rounds',
  area: PROGRAMME,
  columns: ['title', 'order', 'days_after_start'],
  searchColumns: ['title'],
  text: 'title',
  references: {},
  // The three titles are fixed (a CHECK of the schema, design §5): rounds are changed, never added.
  fields: [
    integerField('order', { required: true, ...INT32 }),
    integerField('days_after_start', { required: true, minValue: 0, maxValue: INT32_MAX, label: 'Days after start' }),
  ],
  readOnly: [{ column: 'title', label: 'Title' }],
  widgets: {},
  may: { add: false, change: true, delete: false },
  listColumns: ['title', 'order', 'days_after_start'],
  referencedBy: [{ table: 'feedback_submissions', column: 'round_id', label: 'feedback submissions' }],
};

const submissions: TableDefinition = {
  name: 'feedback_submissions',
  slug: 'feedback-submissions',
  singular: 'Feedback submission',
  plural: 'Feedback submissions',
  area: PROGRAMME,
  columns: ['relation_id', 'round_id', 'role', 'submitted_at'],
  searchColumns: ['relation_id', 'role'],
  text: `(SELECT title FROM feedback_rounds WHERE feedback_rounds.id = round_id) || ' feedback of the ' || role || ', ' || (SELECT ${relations.text} FROM mentoring_relations WHERE mentoring_relations.id = relation_id)`,
  references: { relation_id: relations, round_id: rounds },
  fields: [
    integerField('relation_id', { required: true, label: 'Relation', ...INT32 }),
    integerField('round_id', { required: true, label: 'Round', ...INT32 }),
    charField('role', { required: true, maxLength: 10 }),
    dateTimeField('submitted_at', { required: true, label: 'Submitted at' }),
  ],
  readOnly: [],
  widgets: {
    relation_id: { kind: 'reference', table: 'mentoring_relations' },
    round_id: { kind: 'reference', table: 'feedback_rounds' },
    role: { kind: 'choice', choices: ROLES },
  },
  may: ALL,
  listColumns: ['relation_id', 'round_id', 'role', 'submitted_at'],
  filters: [{ column: 'role', label: 'Role', choices: ROLES.map((s) => [s, s] as const) }],
  referencedBy: [],
};

const COURSE_FIELDS = courseFields.filter((f) => !f.readOnly);
const courses: TableDefinition = {
  name: 'courses',
  slug: 'courses',
  singular: 'Course',
  plural: 'Courses',
  area: PROGRAMME,
  columns: [...COURSE_FIELDS.map((f) => f.name), 'created_by_id'],
  searchColumns: ['title', 'gsheet_name', 'event_w1', 'event_w2', 'event_w3'],
  text: `title || ' (' || code || ')'`,
  references: { created_by_id: { name: 'users', text: 'username' } },
  fields: COURSE_FIELDS,
  readOnly: [{ column: 'created_by_id', label: 'Created by' }],
  widgets: {},
  may: ALL,
  listColumns: ['title', 'code', 'date_w1', 'deactivated', 'created_by_id'],
  filters: [{ column: 'deactivated', label: 'Deactivated', choices: YES_NO }],
  onAdd: (userId) => ({ created_by_id: userId }),
  referencedBy: [],
};

const statuses: TableDefinition = {
  name: 'pre_lead_statuses',
  slug: 'pre-lead-statuses',
  singular: 'Pre-lead status',
  plural: 'Pre-lead statuses',
  area: PROGRAMME,
  columns: ['name', 'value', 'order', 'background', 'disabled'],
  searchColumns: ['name', 'value'],
  text: 'name',
  references: {},
  // The nine values are the contract's (spec §3): renamed, recoloured, reordered, disabled; never added or deleted.
  fields: [
    charField('name', { required: true, maxLength: 100 }),
    integerField('order', { required: true, ...INT32 }),
    charField('background', { required: true, maxLength: 7 }),
    booleanField('disabled', { required: false, default: false }),
  ],
  readOnly: [{ column: 'value', label: 'Value' }],
  widgets: { background: { kind: 'colour' } },
  may: { add: false, change: true, delete: false },
  listColumns: ['name', 'value', 'order', 'background', 'disabled'],
  filters: [{ column: 'disabled', label: 'Disabled', choices: YES_NO }],
  check: (v): Record<string, string> =>
    typeof v.background === 'string' && !COLOUR.test(v.background)
      ? { background: 'Enter a colour as # and six hexadecimal digits, such as #CCE5FF.' }
      : {},
  referencedBy: [],
};

const smartGoals: TableDefinition = {
  name: 'smart_goals',
  slug: 'smart-goals',
  singular: 'Smart goal',
  plural: 'Smart goals',
  area: PROGRAMME,
  columns: ['created_at', 'input', 'output', 'input_tokens', 'output_tokens'],
  // A million rows: searched by the words of the input through its index, counted from
  // table_versions, sorted by id only (created_at follows the ids).
  searchColumns: ['input'],
  words: SMART_GOAL_WORDS,
  countKept: true,
  sortColumns: [],
  text: `'Smart goal ' || id`,
  references: {},
  // Written only by POST /smart-goals/: browsed, searched, read, and deleted on a privacy request.
  fields: [],
  readOnly: [
    { column: 'created_at', label: 'Created at' },
    { column: 'input', label: 'Input' },
    { column: 'output', label: 'Output' },
    { column: 'input_tokens', label: 'Input tokens' },
    { column: 'output_tokens', label: 'Output tokens' },
  ],
  widgets: { input: { kind: 'multiline' }, output: { kind: 'multiline' } },
  may: { add: false, change: false, delete: true },
  listColumns: ['created_at', 'input'],
  referencedBy: [],
};

export const TABLES: readonly TableDefinition[] = [
  managers,
  mentors,
  mentees,
  relations,
  rounds,
  submissions,
  courses,
  statuses,
  smartGoals,
];

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
