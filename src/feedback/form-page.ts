// The feedback form (design §11): whose feedback on whom, then the round's questions — a
// rating as five radio buttons, a choice as one radio button a line, a text as a text
// area — each required one marked. Shown again after a refused POST with what was typed and
// a message beside each question in error; the first of them is focused (autofocus: no
// script) and every control in error says so (aria-invalid, aria-describedby).
import { html, type Html } from '../http/html.js';
import type { Answer } from '../pipeline/answer.js';
import type { FormQuestion } from '../store/repositories/feedback-questions.js';
import type { FormSubject } from '../store/repositories/feedback-submissions.js';
import { fieldName, TEXT_ANSWER_LIMIT } from './answers.js';
import { CSRF_FIELD } from './csrf.js';
import { publicPage } from './http.js';
import { contact, publicFrame } from './layout.js';

export interface FormState {
  typed: ReadonlyMap<number, string>;
  errors: ReadonlyMap<number, string>;
}

const EMPTY: FormState = { typed: new Map(), errors: new Map() };

const RATINGS = ['1', '2', '3', '4', '5'];

interface Control {
  q: FormQuestion;
  value: string;
  error: string | undefined;
  focus: boolean;
}

const errorId = (q: FormQuestion) => `${fieldName(q)}-error`;

function errorLine(c: Control): Html | string {
  return c.error ? html`<p class="field-error" id="${errorId(c.q)}">${c.error}</p>` : '';
}

function required(q: FormQuestion): Html | string {
  return q.required ? html` <span class="required">(required)</span>` : html` <span class="optional">(optional)</span>`;
}

/** A rating or a choice: a group of radio buttons under the question as its legend. */
function radios(c: Control, options: readonly string[]): Html {
  const name = fieldName(c.q);
  return html`<fieldset class="question${c.error ? ' invalid' : ''}" ${c.error ? html`aria-describedby="${errorId(c.q)}"` : ''}>
    <legend>${c.q.text}${required(c.q)}</legend>
    ${errorLine(c)}
    <div class="options${c.q.kind === 'rating' ? ' rating' : ''}">
      ${options.map(
        (option, i) =>
          html`<label class="option"
            ><input
              type="radio"
              name="${name}"
              id="${name}-${i + 1}"
              value="${option}"
              ${option === c.value ? 'checked' : ''}
              ${c.q.required ? 'required' : ''}
              ${c.error ? html`aria-invalid="true"` : ''}
              ${c.focus && i === 0 ? 'autofocus' : ''}
            />
            <span>${option}</span></label
          >`,
      )}
    </div>
  </fieldset>`;
}

function textArea(c: Control): Html {
  const name = fieldName(c.q);
  return html`<div class="question${c.error ? ' invalid' : ''}">
    <label for="${name}">${c.q.text}${required(c.q)}</label>
    ${errorLine(c)}
    <textarea
      name="${name}"
      id="${name}"
      rows="5"
      maxlength="${TEXT_ANSWER_LIMIT}"
      ${c.q.required ? 'required' : ''}
      ${c.error ? html`aria-invalid="true" aria-describedby="${errorId(c.q)}"` : ''}
      ${c.focus ? 'autofocus' : ''}
    >
${c.value}</textarea>
  </div>`;
}

function control(c: Control): Html {
  if (c.q.kind === 'text') return textArea(c);
  return radios(c, c.q.kind === 'rating' ? RATINGS : c.q.choices);
}

export function formPage(
  status: number,
  o: { action: string; csrf: string; subject: FormSubject; questions: readonly FormQuestion[]; state?: FormState },
): Answer {
  const { subject, questions } = o;
  const state = o.state ?? EMPTY;
  const firstError = questions.find((q) => state.errors.has(q.id));
  const summary = state.errors.size
    ? html`<div class="error-summary" role="alert">
        <p>${state.errors.size === 1 ? 'One answer needs' : `${state.errors.size} answers need`} your attention; nothing was saved yet.</p>
        <ul>
          ${questions.filter((q) => state.errors.has(q.id)).map((q) => html`<li><a href="#${fieldName(q)}${q.kind === 'text' ? '' : '-1'}">${q.text}</a></li>`)}
        </ul>
      </div>`
    : '';
  return publicPage(
    status,
    publicFrame(
      `${subject.roundTitle} feedback`,
      html`<p class="intro">
          Hello ${subject.personFirstName}, please tell us how your mentoring with ${subject.otherFirstName} is going. Your answers go to
          the programme team.
        </p>
        ${summary}
        <form method="post" action="${o.action}" class="feedback" novalidate>
          <input type="hidden" name="${CSRF_FIELD}" value="${o.csrf}" />
          ${questions.map((q) => control({ q, value: state.typed.get(q.id) ?? '', error: state.errors.get(q.id), focus: q === firstError }))}
          <div class="submit-row"><button type="submit">Send my feedback</button></div>
        </form>
        <p class="contact">Questions? Ask ${contact(subject.managerFirstName, subject.managerEmail)}.</p>`,
    ),
  );
}

export function thanksPage(subject: FormSubject): Answer {
  return publicPage(
    200,
    publicFrame(
      'Thank you',
      html`<p role="status">Thank you, ${subject.personFirstName}: your ${subject.roundTitle} feedback has been received.</p>
        <p>Nothing more is needed. To add or correct something, ask ${contact(subject.managerFirstName, subject.managerEmail)}.</p>`,
    ),
  );
}
