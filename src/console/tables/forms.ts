// A table's change form: each field's input (by its serializer field and its widget), what
// was typed (kept on error), the values validated by DRF's rules and messages, and the
// values as the database stores them and as a page shows them.
import { validate, type Field } from '../../drf/serializer.js';
import type { Row } from '../../store/repositories/console-rows.js';
import { refKey } from '../../store/repositories/console-rows.js';
import { parseDateText } from '../../time/calendar.js';
import { microsToUtcIso } from '../../time/iso.js';
import { parsePgTimestamptz, pgTimestamptzInZone } from '../../time/postgres.js';
import { html, type Html } from '../html.js';
import type { TableDefinition } from './definitions.js';
import { COLOUR } from '../../programme/pre-lead-status.js';

/** A reference's choices: the rows of the table it names, by their text; undefined past the limit. */
export type ReferenceOptions = ReadonlyMap<string, readonly { id: number; text: string }[] | undefined>;

export type Typed = Record<string, string>;
export type FieldErrors = Record<string, string[]>;

/** A stored timestamp as a datetime-local input shows it: the wall clock in TIME_ZONE, to the second. */
function wallClock(text: string, timeZone: string): string {
  return pgTimestamptzInZone(text, timeZone).slice(0, 19);
}

/** What the form shows for a stored value. */
function typedValue(f: Field, v: unknown, timeZone: string): string {
  if (v === null || v === undefined) return '';
  if (f.kind === 'boolean') return v === true ? 'on' : '';
  if (f.kind === 'datetime') return wallClock(String(v), timeZone);
  return String(v);
}

/** What the form sent for each field, as typed (kept on error); an unticked box sends nothing. */
export const typedOf = (t: TableDefinition, form: ReadonlyMap<string, string>): Typed =>
  Object.fromEntries(t.fields.map((f) => [f.name, form.get(f.name) ?? '']));

export const typedFromRow = (t: TableDefinition, row: Row, timeZone: string): Typed =>
  Object.fromEntries(t.fields.map((f) => [f.name, typedValue(f, row[f.name], timeZone)]));

/** A value as the page shows it in a list or a read-only field. */
export function shownValue(t: TableDefinition, row: Row, column: string, timeZone: string): string {
  const v = row[column];
  if (column in t.references) return v === null ? '—' : `${String(row[refKey(column)] ?? `#${String(v)}`)}`;
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  const f = t.fields.find((x) => x.name === column);
  if (f?.kind === 'datetime' || column === 'created_at') return pgTimestamptzInZone(String(v), timeZone);
  return String(v);
}

// DRF's ChoiceField, DateField and PrimaryKeyRelatedField messages.
const notAChoice = (v: string) => `"${v}" is not a valid choice.`;
const DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
const noSuchObject = (v: unknown) => `Invalid pk "${String(v)}" - object does not exist.`;

/**
 * The form's values by the fields' rules, the widgets' and the table's checks, or messages
 * by field. `exists(table, id)` says whether a referenced row is there.
 */
export async function validated(
  t: TableDefinition,
  all: ReadonlyMap<string, string[]>,
  before: Row | undefined,
  timeZone: string,
  exists: (table: string, id: number) => Promise<boolean>,
): Promise<{ ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldErrors }> {
  const data = new Map(t.fields.filter((f) => all.has(f.name)).map((f) => [f.name, all.get(f.name) ?? []]));
  const result = validate(t.fields, { kind: 'form', data }, { timeZone });
  if (!result.ok) return { ok: false, errors: result.errors };
  const values = result.value;
  const errors: Record<string, string> = {};
  for (const f of t.fields) {
    const w = t.widgets[f.name];
    const v = values[f.name];
    if (!w || v === null || v === undefined) continue;
    if (w.kind === 'choice' && !w.choices.includes(String(v))) errors[f.name] = notAChoice(String(v));
    if (w.kind === 'date' && typeof parseDateText(String(v)) !== 'number') errors[f.name] = DATE_FORMAT;
    if (w.kind === 'reference' && !(await exists(w.table, Number(v)))) errors[f.name] = noSuchObject(v);
  }
  Object.assign(errors, { ...(t.check?.(values, before) ?? {}), ...errors });
  if (Object.keys(errors).length) return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]])) };
  return { ok: true, values: stored(t, keptAsStored(t, values, before)) };
}

/**
 * What the form cannot tell apart kept as it was: a blank where the row had no value (a
 * link left empty is none, null, as the API stores it when not given), and a date-time the
 * form shows to the second where the row has its microseconds.
 */
function keptAsStored(t: TableDefinition, values: Record<string, unknown>, before: Row | undefined): Record<string, unknown> {
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
function stored(t: TableDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of t.fields) {
    if (!(f.name in values)) continue;
    const v = values[f.name];
    if (typeof v === 'bigint') out[f.name] = f.kind === 'datetime' ? microsToUtcIso(v) : Number(v);
    else out[f.name] = v;
  }
  return out;
}

/**
 * A small square of a colour #RRGGBB beside its text (an image: the pages' Content-Security-Policy
 * allows no inline style); nothing for any other text.
 */
export function swatch(colour: string): Html {
  if (!COLOUR.test(colour)) return html``;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="${colour}" stroke="#767676"/></svg>`;
  return html` <img class="swatch" alt="" width="16" height="16" src="data:image/svg+xml,${encodeURIComponent(svg)}" />`;
}

interface InputContext {
  t: TableDefinition;
  typed: Typed;
  before: Row | undefined;
  options: ReferenceOptions;
  readOnly: boolean;
  describedBy: Html;
}

function input(f: Field, c: InputContext): Html {
  const id = `id_${f.name}`;
  const value = c.typed[f.name] ?? '';
  const common = html`name="${f.name}" id="${id}" ${f.required ? html`required` : ''} ${c.describedBy}`;
  const w = c.t.widgets[f.name];
  if (w?.kind === 'choice' || (w?.kind === 'reference' && c.options.get(w.table))) {
    const options =
      w.kind === 'choice'
        ? (w.offered?.(c.before) ?? w.choices).map((v) => ({ value: v, text: v }))
        : (c.options.get(w.table) ?? []).map((o) => ({ value: String(o.id), text: o.text }));
    if (value !== '' && !options.some((o) => o.value === value)) options.unshift({ value, text: value });
    return html`<select ${common} ${c.readOnly ? html`disabled` : ''}>
      <option value="" ${value === '' ? html` selected` : ''}>---------</option>
      ${options.map((o) => html`<option value="${o.value}" ${o.value === value ? html` selected` : ''}>${o.text}</option>`)}
    </select>`;
  }
  if (f.kind === 'boolean') {
    return html`<input type="checkbox" ${common} ${value !== '' ? html`checked` : ''} ${c.readOnly ? html`disabled` : ''} />`;
  }
  const type =
    w?.kind === 'date'
      ? 'date'
      : w?.kind === 'colour'
        ? 'text'
        : f.kind === 'datetime'
          ? 'datetime-local'
          : f.kind === 'url'
            ? 'url'
            : f.name === 'email'
              ? 'email'
              : 'text';
  const max = 'maxLength' in f && typeof f.maxLength === 'number' ? f.maxLength : undefined;
  return html`<input
      type="${type}"
      ${common}
      value="${value}"
      ${max ? html`maxlength="${max}"` : ''}
      ${f.kind === 'integer' || w?.kind === 'reference' ? html`inputmode="numeric"` : ''}
      ${f.kind === 'datetime' ? html`step="1"` : ''}
      ${c.readOnly ? html`readonly` : ''}
    />${w?.kind === 'colour' ? swatch(value) : ''}`;
}

/** The form's fields, each with its label and its messages beside it; read-only columns shown as text. */
export function fieldInputs(
  t: TableDefinition,
  typed: Typed,
  errors: FieldErrors,
  o: { before: Row | undefined; options: ReferenceOptions; readOnly: boolean; timeZone: string },
): Html {
  const shown = o.before
    ? t.readOnly.map(
        (r) =>
          html`<div class="field readonly">
            <span class="label">${r.label}:</span>
            ${
              t.widgets[r.column]?.kind === 'multiline'
                ? html`<div class="text">${shownValue(t, o.before!, r.column, o.timeZone)}</div>`
                : html`<span class="value">${shownValue(t, o.before!, r.column, o.timeZone)}</span>`
            }
          </div>`,
      )
    : [];
  return html`${shown}${t.fields.map((f) => {
    const id = `id_${f.name}`;
    const messages = errors[f.name] ?? [];
    const describedBy = messages.length ? html`aria-invalid="true" aria-describedby="${id}_errors"` : html``;
    const w = t.widgets[f.name];
    const hint =
      w?.kind === 'reference' && !o.options.get(w.table)
        ? html`<span class="help"
            >the id of the
            ${w.table.replaceAll('_', ' ').replace(/s$/, '')}${o.before ? html`: now ${shownValue(t, o.before, f.name, o.timeZone)}` : ''}</span
          >`
        : '';
    return html`<div class="field${messages.length ? ' errors' : ''}">
      <label for="${id}">${f.label}:${f.required ? '' : html` <span class="optional">(optional)</span>`}</label>
      ${
        messages.length
          ? html`<ul class="errorlist" id="${id}_errors">
              ${messages.map((m) => html`<li>${m}</li>`)}
            </ul>`
          : ''
      }
      ${input(f, { t, typed, before: o.before, options: o.options, readOnly: o.readOnly, describedBy })} ${hint}
    </div>`;
  })}`;
}
