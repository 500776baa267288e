// The one write path of the programme's tables: the API's bodies and the console's forms
// alike are validated here (the fields' DRF rules, the choices and references of their
// kinds, the table's own checks) and written through the rows' repository, which records
// the audit entry in the same transaction. So a course made through the API with a token
// has its History, with the token's user, as one made in the console does. The home page's
// "Mark as submitted" (and its undo) is a write of the submissions' table too: it comes here,
// and its repository records the submission and its audit entry in one transaction (the
// entry reads as the home page tells it: "Mid Program feedback of mentee Jana Nováková").
import { parseDateText } from '../time/calendar.js';
import type { Clock } from '../time/clock.js';
import { microsToUtcIso } from '../time/iso.js';
import { parsePgTimestamptz } from '../time/postgres.js';
import type { ChangeResult, ConsoleRowRepository, DeleteResult, Row } from '../store/repositories/console-rows.js';
import { tokenHash } from '../store/repositories/feedback-invitations.js';
import type {
  FeedbackSubmissionRepository,
  FormAnswer,
  FormRefusal,
  SubmissionKey,
  SubmissionRecord,
} from '../store/repositories/feedback-submissions.js';
import type { MailSuppressionRepository } from '../store/repositories/mail-suppressions.js';
import type { SerializerInput } from './fields/fields.js';
import { validate } from './fields/validate.js';
import type { ProgrammeTable } from './table.js';

/** Who makes a change (null: an anonymous API request), as the audit log records it. */
export interface Who {
  userId: number | null;
  username: string;
}

/** The public form's author in the audit log: no user, a name no account can have (design §11). */
export const FEEDBACK_FORM_WHO: Who = { userId: null, username: '(feedback form)' };

/** An unsubscribe link's suppression in the audit log, likewise. */
export const UNSUBSCRIBE_LINK_WHO: Who = { userId: null, username: '(unsubscribe link)' };

export type FieldErrors = Record<string, string[]>;
export type Validated = { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldErrors };

// DRF's ChoiceField, DateField and PrimaryKeyRelatedField messages.
const notAChoice = (v: string) => `"${v}" is not a valid choice.`;
const DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
const noSuchObject = (v: unknown) => `Invalid pk "${String(v)}" - object does not exist.`;

/**
 * What a form cannot tell apart kept as it was: a blank where the row had no value (a link
 * left empty is none, null, as the API stores it when not given), and a date-time the form
 * shows to the second where the row has its microseconds.
 */
function keptAsStored(t: ProgrammeTable, values: Record<string, unknown>, before: Row | undefined): Record<string, unknown> {
  const out = { ...values };
  for (const f of t.fields) {
    const v = out[f.name];
    const was = before?.[f.name];
    if (v === '' && f.allowNull && (was === null || was === undefined)) out[f.name] = null;
    if (f.kind === 'datetime' && typeof v === 'bigint' && typeof was === 'string') {
      const stored = parsePgTimestamptz(was);
      if (v % 1_000_000n === 0n && stored - (((stored % 1_000_000n) + 1_000_000n) % 1_000_000n) === v) out[f.name] = stored;
    }
  }
  return out;
}

/** Validated values as the database takes them: integers as numbers, instants as UTC text. */
function stored(t: ProgrammeTable, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of t.fields) {
    if (!(f.name in values)) continue;
    const v = values[f.name];
    if (typeof v === 'bigint') out[f.name] = f.kind === 'datetime' ? microsToUtcIso(v) : Number(v);
    else out[f.name] = v;
  }
  return out;
}

export class ProgrammeService {
  constructor(
    private readonly rows: ConsoleRowRepository,
    private readonly submissions: FeedbackSubmissionRepository,
    private readonly clock: Clock,
    private readonly timeZone: string,
    private readonly suppressions: MailSuppressionRepository,
  ) {}

  private now(): string {
    return microsToUtcIso(this.clock.nowMicros());
  }

  /**
   * A body's or a form's values by the fields' rules, the kinds' and the table's checks, or
   * messages by field; `before` is the row as stored when a change is saved. `keepStored`:
   * the input is the console's form, which shows every value and cannot tell some apart
   * (keptAsStored); an API body is taken as DRF takes it.
   */
  async validate(t: ProgrammeTable, input: SerializerInput, before: Row | undefined, keepStored = false): Promise<Validated> {
    const result = validate(t.fields, input, { timeZone: this.timeZone });
    if (!result.ok) return { ok: false, errors: result.errors };
    const values = result.value;
    const errors: Record<string, string> = {};
    for (const f of t.fields) {
      const k = t.kinds[f.name];
      const v = values[f.name];
      if (!k || v === null || v === undefined) continue;
      if (k.kind === 'choice' && !k.choices.includes(String(v))) errors[f.name] = notAChoice(String(v));
      if (k.kind === 'date' && typeof parseDateText(String(v)) !== 'number') errors[f.name] = DATE_FORMAT;
      if (k.kind === 'reference' && !(await this.rows.exists(k.table, Number(v)))) errors[f.name] = noSuchObject(v);
    }
    Object.assign(errors, { ...(t.check?.(values, before) ?? {}), ...errors });
    if (Object.keys(errors).length) return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])) };
    const out = stored(t, keepStored ? keptAsStored(t, values, before) : values);
    const duplicate = await this.duplicateOf(t, out, before);
    if (duplicate) return { ok: false, errors: { [t.uniqueWhen!.field]: [duplicate] } };
    return { ok: true, values: t.normalize?.(out) ?? out };
  }

  /**
   * Why `values` (a new row's, or `before`'s after a change) would break the table's
   * uniqueWhen rule, or undefined. A row already in such a pair that keeps its values is
   * left to be (data from before the rule: the rule refuses making a pair, not keeping one).
   */
  async duplicateOf(t: ProgrammeTable, values: Record<string, unknown>, before: Row | undefined): Promise<string | undefined> {
    const rule = t.uniqueWhen;
    if (!rule) return undefined;
    const after = { ...before, ...values };
    const keys = [...rule.columns, ...Object.keys(rule.when)];
    if (Object.entries(rule.when).some(([c, v]) => after[c] !== v)) return undefined;
    if (before && keys.every((c) => before[c] === after[c])) return undefined;
    const match = Object.fromEntries(keys.map((c) => [c, after[c]]));
    const id = await this.rows.matching(t.name, match, before?.id);
    if (id === undefined) return undefined;
    const existing = await this.rows.get(t, id);
    return rule.message(existing ? `${String(existing.__text)} (#${id})` : `#${id}`);
  }

  /** Adds a row of validated values, with what the table gives a new row from its author. */
  add(t: ProgrammeTable, values: Record<string, unknown>, who: Who): Promise<Row> {
    const now = this.now();
    return this.rows.insert(t, { ...values, ...t.onAdd?.(who.userId, now) }, who, now);
  }

  /** Validates a body or a form and adds the row: the row, or the messages by field. */
  async create(t: ProgrammeTable, input: SerializerInput, who: Who): Promise<{ ok: true; row: Row } | { ok: false; errors: FieldErrors }> {
    const v = await this.validate(t, input, undefined);
    return v.ok ? { ok: true, row: await this.add(t, v.values, who) } : v;
  }

  /** Changes a row if it is still as `unchanged` expects it (checked under the row's lock). */
  change(
    t: ProgrammeTable,
    id: number,
    unchanged: (row: Row) => boolean,
    values: Record<string, unknown>,
    who: Who,
  ): Promise<ChangeResult> {
    return this.rows.update(t, id, unchanged, values, who, this.now());
  }

  /** Deletes a row, unless a row of the tables that refer to it still does. */
  remove(t: ProgrammeTable, id: number, who: Who): Promise<DeleteResult> {
    return this.rows.remove(t, id, who, this.now());
  }

  /**
   * A bulk change: each row's new values from `change` (undefined: left as it is), judged
   * under the rows' locks; `now` is the change's time (UTC), the audit entries' too. A row
   * whose change would break the table's uniqueWhen rule (with a row outside the change or an
   * earlier one of it) is left as it is.
   */
  async changeMany(
    t: ProgrammeTable,
    ids: readonly number[],
    change: (row: Row, now: string) => Record<string, unknown> | undefined,
    who: Who,
  ): Promise<Row[]> {
    const now = this.now();
    const allowed = t.uniqueWhen ? await this.withoutDuplicates(t, ids, (row) => change(row, now)) : ids;
    return this.rows.changeMany(t, allowed, (row) => change(row, now), who, now);
  }

  /** Of `ids`, those whose change makes no pair the table's uniqueWhen rule refuses. */
  private async withoutDuplicates(
    t: ProgrammeTable,
    ids: readonly number[],
    change: (row: Row) => Record<string, unknown> | undefined,
  ): Promise<number[]> {
    const rule = t.uniqueWhen!;
    const claimed = new Set<string>();
    const allowed: number[] = [];
    for (const row of await this.rows.getMany(t, ids)) {
      const values = change(row);
      if (values && (await this.duplicateOf(t, values, row))) continue;
      const after = { ...row, ...values };
      const pair = JSON.stringify(rule.columns.map((c) => after[c]));
      const inRule = Object.entries(rule.when).every(([c, v]) => after[c] === v);
      if (values && inRule && claimed.has(pair)) continue;
      if (inRule) claimed.add(pair);
      allowed.push(row.id);
    }
    return allowed;
  }

  /** Deletes rows in one transaction; none when any is still referred to. */
  removeMany(t: ProgrammeTable, ids: readonly number[], who: Who): Promise<{ ok: true; rows: Row[] } | { ok: false }> {
    return this.rows.removeMany(t, ids, who, this.now());
  }

  /**
   * Marks an owed feedback as submitted now, by `who`; undefined when its relation or its
   * round does not exist, or it is submitted already (someone was quicker).
   */
  markSubmitted(key: SubmissionKey, who: Who): Promise<SubmissionRecord | undefined> {
    return this.submissions.submit(key, this.now(), who);
  }

  /** Marks several as submitted in one transaction (a bulk action); those marked. */
  markSubmittedMany(keys: readonly SubmissionKey[], who: Who): Promise<SubmissionRecord[]> {
    return this.submissions.submitMany(keys, this.now(), who);
  }

  /**
   * Records the answers the public form sent with the link `token`, in one transaction that
   * also uses the link (design §11); or why nothing was recorded. The answers are validated
   * by the caller against the round's questions.
   */
  submitFromForm(token: string, answers: readonly FormAnswer[]): Promise<{ recorded: SubmissionRecord } | { refused: FormRefusal }> {
    return this.submissions.submitFromForm(tokenHash(token), this.now(), answers, FEEDBACK_FORM_WHO);
  }

  /**
   * Suppresses an address whose owner followed the unsubscribe link (design §11), audited as
   * the link's; an address already suppressed keeps its first reason.
   */
  unsubscribe(email: string): Promise<void> {
    return this.suppressions.suppress(email, 'unsubscribed', this.now(), UNSUBSCRIBE_LINK_WHO);
  }

  /** Undoes a submission (its feedback is owed again); undefined when it is already gone. */
  undoSubmission(id: number, who: Who): Promise<SubmissionRecord | undefined> {
    return this.submissions.remove(id, this.now(), who);
  }
}
