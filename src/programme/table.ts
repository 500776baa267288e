// What the programme knows of one of its tables, whoever shows or writes it: its fields (the
// one definition that validates a form or a body), its rules (what may be done to its rows,
// the checks beyond the fields, the tables that refer to it, the changes a bulk action
// makes), and its text (labels, singular and plural, how a row reads). No HTML and no SQL:
// the console presents it, the repositories turn its text into a query.
import type { Field } from './fields/fields.js';
import type { Row, RowTable } from '../store/repositories/console-rows.js';

export type { Row };

/** How a field's value is chosen, when its field alone does not say it. */
export type FieldKind =
  /**
   * One of fixed values (a CHECK … IN of the schema); DRF's ChoiceField message. `offered`:
   * the values that may be given to a row as stored (undefined: a new row), when not all of
   * them (a relation's status moves).
   */
  | { kind: 'choice'; choices: readonly string[]; offered?(before: Row | undefined): readonly string[] }
  /** The id of a row of another programme table. */
  | { kind: 'reference'; table: string }
  /** A date YYYY-MM-DD; DRF's DateField message. */
  | { kind: 'date' }
  /** #RRGGBB. */
  | { kind: 'colour' }
  /** Long text, read whole (a form's field: a text area, one item a line). */
  | { kind: 'multiline' }
  /** A date-time column only read (shown in TIME_ZONE). */
  | { kind: 'instant' };

/** A change applied to many rows at once (a relation's status, a course deactivated). */
export interface BulkChange {
  name: string;
  /** "Change the status of the selected relations to paused". */
  label: string;
  /** "changed to paused", for the message after it. */
  done: string;
  /**
   * The new values of a row, or why the change does not apply to it. `now`: the change's
   * time (UTC), which the service always gives (a change that needs no time may leave it).
   */
  change(row: Row, now?: string): Record<string, unknown> | { refused: string };
}

/**
 * Rows that may not be two (Django's UniqueConstraint with a condition): no two rows with the
 * same values in `columns` while both have the values of `when`. Judged by the service on
 * every write that would make such a pair (a row already in one is left as it is).
 */
export interface UniqueWhen {
  columns: readonly string[];
  when: Readonly<Record<string, unknown>>;
  /** The field the message stands beside. */
  field: string;
  /** The refusal, naming the row already there (its text). */
  message(existing: string): string;
}

/** A programme table as its module writes it; the registry adds what refers to it (ProgrammeTable). */
export interface TableModule extends Omit<RowTable, 'referencedBy'> {
  /** The URL segment of its pages: /admin/<slug>/. */
  slug: string;
  /** "Manager" (Django's verbose_name) and its plural. */
  singular: string;
  plural: string;
  /** The fields a form or a body gives, in order. */
  fields: readonly Field[];
  /** Columns read but never written by a form (their labels beside them). */
  readOnly: readonly { column: string; label: string }[];
  kinds: Readonly<Record<string, FieldKind>>;
  /**
   * What the console tells a colleague about a field or a read-only column: its help text and,
   * where the field's own label is the public API's (a course's: OPTIONS and OpenAPI carry it,
   * the contract's bytes), a clearer label of the console's own.
   */
  texts?: Readonly<Record<string, { label?: string; help: string }>>;
  /** What may be done with the table's rows besides reading them. */
  may: { add: boolean; change: boolean; delete: boolean };
  /**
   * Checks after the fields' own: field → message. `before` is the row as stored when a
   * change is saved (undefined when a row is added).
   */
  check?(values: Record<string, unknown>, before: Row | undefined): Record<string, string>;
  /** Values a new row is given from its author's id and the time (UTC). */
  onAdd?(userId: number | null, now: string): Record<string, unknown>;
  /** A pair of rows the programme does not allow (a relation's mentor and mentee matched twice). */
  uniqueWhen?: UniqueWhen;
  /** Changes a bulk action may make (a delete is one when `may.delete`). */
  bulkChanges?: readonly BulkChange[];
  /** Validated values as they are stored (an address lower-cased), after the checks. */
  normalize?(values: Record<string, unknown>): Record<string, unknown>;
  /**
   * false: never in the dataset file (delivery state, not programme data: the outbox). The
   * dataset carries every other table of the registry.
   */
  inDataset?: false;
}

/**
 * A module with its table's SQL name as a literal type: the name the rest of the code uses
 * (`course.name`), as a key of the demo data or a cache's table list, instead of spelling it.
 */
export type Named<N extends string> = TableModule & { readonly name: N };

/** A table as the registry gives it: with the tables whose rows point at its rows (a row they point at is not deleted). */
export interface ProgrammeTable extends TableModule, RowTable {}

export const ALL = { add: true, change: true, delete: true } as const;
