// The fields of the console's hand-written forms (the accounts' pages): a labelled field with
// its errors, its ARIA state, and a new password with its confirmation.
import { html, type Html } from '../http/html.js';

export function field(id: string, label: string, input: Html, errors: readonly string[]): Html {
  return html`<div class="field${errors.length ? ' errors' : ''}">
    <label for="${id}">${label}:</label>
    ${
      errors.length
        ? html`<ul class="errorlist" id="${id}_errors">
            ${errors.map((m) => html`<li>${m}</li>`)}
          </ul>`
        : ''
    }
    ${input}
  </div>`;
}

/** A field's ARIA state when it has errors: invalid, described by them. */
export const invalidIn = (errors: Record<string, string[]>, name: string) =>
  errors[name]?.length ? html`aria-invalid="true" aria-describedby="id_${name}_errors"` : html``;

/** A new password and its confirmation (Django's UserCreationForm and SetPasswordForm). */
export function passwordFields(errors: Record<string, string[]>): Html {
  const input = (name: string) =>
    html`<input type="password" name="${name}" id="id_${name}" autocomplete="new-password" required ${invalidIn(errors, name)} />`;
  return html`${field('id_password1', 'Password', input('password1'), errors.password1 ?? [])}
  ${field('id_password2', 'Password confirmation', input('password2'), errors.password2 ?? [])}`;
}

/** Django's message when a password and its confirmation differ. */
export const PASSWORDS_DIFFER = 'The two password fields didn’t match.';
