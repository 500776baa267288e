// A person or relation field of a console form: a search box that finds the row to name,
// never a bare id box (issue 32, design §10a). Without JavaScript its "Find" button sends
// the form, as typed, to the search page (views/pick.ts), which returns to the form with
// the chosen row; with it (/assets/console-picker.js) the box is an ARIA combobox whose
// choices come from /admin/<table>/choices/ as one types. The id goes in a hidden field;
// the chosen row's text beside it, so that a form shown again (an error) still names it.
import { html, type Html } from '../../http/html.js';
import { PROGRAMME_BY_NAME } from '../../programme/registry.js';

/** The script and style that make the pickers comboboxes (the CSP allows the service's own files only). */
export const PICKER_SCRIPT = '/assets/console-picker.js';
export const PICKER_CSS = '/assets/console-picker.css';

/** The form's own keys beside a picked field: what was typed in its box, and the chosen row's text. */
export const queryKey = (field: string) => `${field}__q`;
export const textKey = (field: string) => `${field}__text`;

export interface PickerInput {
  /** The form's table (its pick page) and the field. */
  formSlug: string;
  field: string;
  /** The table the field names rows of. */
  table: string;
  /** The row the form changes (none: an add form). */
  rowId: number | undefined;
  /** The chosen id, its text, and what is typed in the box. */
  value: string;
  text: string;
  query: string;
  required: boolean;
  readOnly: boolean;
  invalid: boolean;
}

/** The pick page of a form's field (POST: the form as typed comes along). */
export function pickAction(formSlug: string, field: string, rowId: number | undefined): string {
  return `/admin/${formSlug}/pick/?field=${encodeURIComponent(field)}${rowId === undefined ? '' : `&id=${rowId}`}`;
}

/** What a picker says is chosen (read by screen readers with the box). */
export const chosenText = (value: string, text: string) => (value === '' ? 'None chosen.' : `Chosen: ${text || `#${value}`}.`);

export function pickerInput(p: PickerInput): Html {
  const id = `id_${p.field}`;
  const to = PROGRAMME_BY_NAME.get(p.table);
  const singular = (to?.singular ?? p.table).toLowerCase();
  const described = [`${id}_chosen`, ...(p.invalid ? [`${id}_errors`] : [])].join(' ');
  if (p.readOnly)
    return html`<input type="text" id="${id}" value="${p.text || p.value}" readonly aria-describedby="${described}" />
      <span class="help" id="${id}_chosen">${chosenText(p.value, p.text)}</span>`;
  return html`<div class="picker" data-choices="/admin/${to?.slug ?? p.table}/choices/">
    <input type="hidden" name="${p.field}" value="${p.value}" class="picked-id" />
    <input type="hidden" name="${textKey(p.field)}" value="${p.text}" class="picked-text" />
    <input
      type="text"
      id="${id}"
      name="${queryKey(p.field)}"
      value="${p.query}"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded="false"
      aria-controls="${id}_listbox"
      autocomplete="off"
      ${p.required ? html`aria-required="true"` : ''}
      ${p.invalid ? html`aria-invalid="true"` : ''}
      aria-describedby="${described}"
    />
    <button type="submit" class="pick" formaction="${pickAction(p.formSlug, p.field, p.rowId)}" formnovalidate>
      Find<span class="visually-hidden"> a ${singular}</span>
    </button>
    <ul role="listbox" id="${id}_listbox" aria-label="${to?.plural ?? p.table} found" hidden></ul>
    <span class="help picked" id="${id}_chosen" aria-live="polite">${chosenText(p.value, p.text)}</span>
  </div>`;
}

/** The pickers' script and style, once a form (after its fields). */
export const pickerAssets = html`<link rel="stylesheet" href="${PICKER_CSS}" />
  <script src="${PICKER_SCRIPT}" defer></script>`;
