// The user form's Manager choice ("my work", design §10a): a select of every manager by
// name, "none" first. A programme has tens of them, not thousands (the people pickers are
// for the mentoring people), so a plain select serves without JavaScript.
import type { ManagerChoice } from '../accounts/users.js';
import { html, type Html } from '../http/html.js';
import { field } from './form-fields.js';

/** The select, `chosen` selected ('' for none). */
export function managerField(choices: readonly ManagerChoice[], chosen: string, errors: Record<string, string[]>): Html {
  return field(
    'id_manager',
    'Manager',
    html`<select
        name="manager"
        id="id_manager"
        ${errors.manager?.length ? html`aria-invalid="true" aria-describedby="id_manager_errors id_manager_help"` : html`aria-describedby="id_manager_help"`}
      >
        <option value="" ${chosen === '' ? html`selected` : ''}>None (the home page shows every manager’s work)</option>
        ${choices.map(
          (m) =>
            html`<option value="${m.id}" ${chosen === String(m.id) ? html`selected` : ''}>
              ${m.name}${m.email ? ` <${m.email}>` : ''}
            </option>`,
        )}
      </select>
      <p class="help" id="id_manager_help">The home page opens on this manager’s owed feedbacks and relations.</p>`,
    errors.manager ?? [],
  );
}

/**
 * The manager a form chose: null for none, the id of one of `choices`, or undefined when
 * the value names no manager (one deleted since the form was opened, or a forged value).
 */
export function chosenManager(choices: readonly ManagerChoice[], value: string): number | null | undefined {
  if (value === '') return null;
  return choices.find((m) => String(m.id) === value)?.id;
}
