// A table's change form: each field's input (by its field and its kind), what was typed
// (kept on error), and the values as a page shows them. The programme's service validates
// what a form sends (programme/service.ts).
import type { Field } from '../../programme/fields/fields.js';
import type { FieldErrors } from '../../programme/service.js';
import type { Row } from '../../store/repositories/console-rows.js';
import { refKey } from '../../store/repositories/console-rows.js';
import { pgTimestamptzInZone } from '../../time/postgres.js';
import { html, type Html } from '../../http/html.js';
import type { TableDefinition } from './definitions.js';
import { COLOUR } from '../../programme/pre-lead-status.js';
import { pickerAssets, pickerInput, queryKey, textKey } from './picker-field.js';

/** A reference's choices: the rows of the table it names, by their text; undefined past the limit. */
export type ReferenceOptions = ReadonlyMap<string, readonly { id: number; text: string }[] | undefined>;

export type Typed = Record<string, string>;
export type { FieldErrors };

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

/**
 * Whether a field is a picker (picker-field.ts, views/pick.ts): a reference to a table past
 * the options' limit, where a select would list thousands of people. Below it, a select
 * of every row by its text (the browser's own type-ahead) stays, as the console's pages have it.
 */
export function isPicked(t: TableDefinition, field: string, options: ReferenceOptions): boolean {
  const w = t.widgets[field];
  return w?.kind === 'reference' && !options.get(w.table);
}

/** The fields whose value is another row's id: a picker's box and its chosen row's text are typed beside them. */
const pickedFields = (t: TableDefinition) => t.fields.filter((f) => t.widgets[f.name]?.kind === 'reference');

/** What the form sent for each field, as typed (kept on error); an unticked box sends nothing. A reference's box and chosen text too. */
export const typedOf = (t: TableDefinition, form: ReadonlyMap<string, string>): Typed => ({
  ...Object.fromEntries(t.fields.map((f) => [f.name, form.get(f.name) ?? ''])),
  ...Object.fromEntries(
    pickedFields(t).flatMap((f) => [
      [queryKey(f.name), form.get(queryKey(f.name)) ?? ''],
      [textKey(f.name), form.get(textKey(f.name)) ?? ''],
    ]),
  ),
});

export const typedFromRow = (t: TableDefinition, row: Row, timeZone: string): Typed => ({
  ...Object.fromEntries(t.fields.map((f) => [f.name, typedValue(f, row[f.name], timeZone)])),
  ...Object.fromEntries(
    pickedFields(t).flatMap((f) => {
      const text = row[f.name] === null || row[f.name] === undefined ? '' : String(row[refKey(f.name)] ?? '');
      return [
        [queryKey(f.name), text],
        [textKey(f.name), text],
      ];
    }),
  ),
});

/** A value as the page shows it in a list or a read-only field. */
export function shownValue(t: TableDefinition, row: Row, column: string, timeZone: string): string {
  const v = row[column];
  if (column in t.references) return v === null ? '—' : `${String(row[refKey(column)] ?? `#${String(v)}`)}`;
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  const f = t.fields.find((x) => x.name === column);
  if (f?.kind === 'datetime' || column === 'created_at' || t.widgets[column]?.kind === 'instant')
    return pgTimestamptzInZone(String(v), timeZone);
  return String(v);
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
  invalid: boolean;
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
  if (w?.kind === 'reference' && isPicked(c.t, f.name, c.options))
    return pickerInput({
      formSlug: c.t.slug,
      field: f.name,
      table: w.table,
      rowId: c.before?.id,
      value,
      text: c.typed[textKey(f.name)] ?? '',
      query: c.typed[queryKey(f.name)] ?? '',
      required: f.required,
      readOnly: c.readOnly,
      invalid: c.invalid,
    });
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
  if (w?.kind === 'multiline') {
    const max = 'maxLength' in f && typeof f.maxLength === 'number' ? html`maxlength="${f.maxLength}"` : '';
    return html`<textarea ${common} rows="5" cols="60" ${max} ${c.readOnly ? html`readonly` : ''}>${value}</textarea>`;
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
  // A link over its limit is refused by the server with its message, what was pasted kept:
  // a maxlength would cut it silently, and a link cut short is another link.
  const max = 'maxLength' in f && typeof f.maxLength === 'number' && f.kind !== 'url' ? f.maxLength : undefined;
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
  // The first field in error has the focus when the page opens (no script needed).
  const firstInError = t.fields.find((f) => errors[f.name]?.length)?.name;
  return html`${shown}${t.fields.map((f) => {
    const id = `id_${f.name}`;
    const messages = errors[f.name] ?? [];
    // The help text describes the field; with errors, the errors do (the help still shown beside it).
    const help = f.helpText ? html`<span class="help" id="${id}_help">${f.helpText}</span>` : '';
    const describedBy = messages.length
      ? html`aria-invalid="true" aria-describedby="${id}_errors"${f.name === firstInError ? html` autofocus` : ''}`
      : f.helpText
        ? html`aria-describedby="${id}_help"`
        : html``;
    return html`<div class="field${messages.length ? ' errors' : ''}">
      <label for="${id}">${f.label}:${f.required ? '' : html` <span class="optional">(optional)</span>`}</label>
      ${
        messages.length
          ? html`<ul class="errorlist" id="${id}_errors">
              ${messages.map((m) => html`<li>${m}</li>`)}
            </ul>`
          : ''
      }
      ${input(f, { t, typed, before: o.before, options: o.options, readOnly: o.readOnly, describedBy, invalid: messages.length > 0 })}
      ${help}
    </div>`;
  })}${!o.readOnly && t.fields.some((f) => isPicked(t, f.name, o.options)) ? pickerAssets : ''}`;
}
