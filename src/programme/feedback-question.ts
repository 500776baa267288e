// A question of a feedback round's form (design §11): for the mentor, the mentee or both, in
// its order; a rating 1–5, a text, or one of its choices (one a line). It reads as
// "Chemistry: How well does the match work for you so far?".
import { INT32_MAX, INT32_MIN, QUESTION_KINDS, QUESTION_ROLES } from '../store/schema.js';
import { booleanField, charField, integerField } from './fields/fields.js';
import { feedbackRound } from './feedback-round.js';
import { ALL, type Named } from './table.js';

const INT32 = { minValue: INT32_MIN, maxValue: INT32_MAX };

/** A question's choices, one a line: each line trimmed, blank lines dropped (a text area sends CRLF). */
export function choicesOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

export const feedbackQuestion: Named<'feedback_questions'> = {
  name: 'feedback_questions',
  slug: 'feedback-questions',
  singular: 'Feedback question',
  plural: 'Feedback questions',
  columns: ['round_id', 'role', 'order', 'kind', 'text', 'choices', 'required'],
  searchColumns: ['text'],
  text: [{ via: 'round_id' }, ': ', { column: 'text' }],
  references: { round_id: feedbackRound },
  fields: [
    integerField('round_id', { required: true, label: 'Round', ...INT32 }),
    charField('role', { required: true, maxLength: 10 }),
    integerField('order', { required: true, ...INT32 }),
    charField('kind', { required: true, maxLength: 10 }),
    charField('text', { required: true, maxLength: 500 }),
    // A text column: no length of its own; a choice's line is short, a list of them too.
    charField('choices', { required: false, maxLength: 5000, allowBlank: true, default: '', helpText: 'One choice a line' }),
    booleanField('required', { required: false, default: false }),
  ],
  readOnly: [],
  texts: {
    round_id: { help: 'The feedback round whose form asks this question.' },
    role: { help: 'Who is asked: the mentor, the mentee, or both.' },
    order: { help: 'Its place on the form, smallest first.' },
    kind: { help: 'rating: 1 to 5; text: free text; choice: one of the choices below.' },
    text: { help: 'The question as the form shows it.' },
    choices: { help: 'For a choice question: one choice a line (two at least). Empty for the other kinds.' },
    required: { help: 'A required question must be answered before the form is sent.' },
  },
  kinds: {
    round_id: { kind: 'reference', table: feedbackRound.name },
    role: { kind: 'choice', choices: QUESTION_ROLES },
    kind: { kind: 'choice', choices: QUESTION_KINDS },
    choices: { kind: 'multiline' },
  },
  may: ALL,
  check(v): Record<string, string> {
    const n = choicesOf(typeof v.choices === 'string' ? v.choices : '').length;
    if (v.kind === 'choice' && n < 2) return { choices: 'A choice question needs at least two choices, one a line.' };
    if (v.kind !== 'choice' && n > 0) return { choices: `A ${String(v.kind)} question has no choices: leave this empty.` };
    return {};
  },
  normalize: (v) => (typeof v.choices === 'string' ? { ...v, choices: choicesOf(v.choices).join('\n') } : v),
};
