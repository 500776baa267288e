// The form's answers judged on the server (design §11), whatever the browser checked: each
// question read from its own field (`q{id}`) and nothing else the body holds; a rating an
// integer 1–5, a choice one of its lines, a text at most TEXT_ANSWER_LIMIT characters; a
// required question answered. Messages are by question, to be shown beside it.
import type { FormAnswer } from '../store/repositories/feedback-submissions.js';
import type { FormQuestion } from '../store/repositories/feedback-questions.js';

/** A text answer's limit: several paragraphs, and a bound on what one POST stores. */
export const TEXT_ANSWER_LIMIT = 5000;

export const MESSAGES = {
  required: 'Please answer this question.',
  rating: 'Choose a number from 1 to 5.',
  choice: 'Choose one of the options.',
  oneAnswer: 'Give one answer only.',
  tooLong: (n: number) => `Please keep this to ${TEXT_ANSWER_LIMIT.toLocaleString('en')} characters (it has ${n.toLocaleString('en')}).`,
} as const;

export const fieldName = (q: Pick<FormQuestion, 'id'>) => `q${q.id}`;

export interface JudgedAnswers {
  /** The answers to store, the questions' order kept; an optional question left blank is not among them. */
  answers: FormAnswer[];
  /** What was typed or chosen, by question id, to show again. */
  typed: Map<number, string>;
  /** Messages by question id; empty when the answers may be stored. */
  errors: Map<number, string>;
}

// Control characters but tab and line breaks: PostgreSQL's jsonb holds no NUL, and none of
// them is anything a person typed.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function judgeOne(q: FormQuestion, value: string): string | undefined {
  if (value === '') return q.required ? MESSAGES.required : undefined;
  if (q.kind === 'rating' && !/^[1-5]$/.test(value)) return MESSAGES.rating;
  if (q.kind === 'choice' && !q.choices.includes(value)) return MESSAGES.choice;
  if (q.kind === 'text' && [...value].length > TEXT_ANSWER_LIMIT) return MESSAGES.tooLong([...value].length);
  return undefined;
}

export function judgeAnswers(questions: readonly FormQuestion[], form: ReadonlyMap<string, string[]>): JudgedAnswers {
  const out: JudgedAnswers = { answers: [], typed: new Map(), errors: new Map() };
  for (const q of questions) {
    const values = form.get(fieldName(q)) ?? [];
    const raw = (values[values.length - 1] ?? '').replace(CONTROL, '');
    // A text is kept as typed (but for line breaks made one kind); a rating or a choice is a token.
    const value = q.kind === 'text' ? raw.replace(/\r\n?/g, '\n') : raw.trim();
    out.typed.set(q.id, value);
    const error = values.length > 1 ? MESSAGES.oneAnswer : judgeOne(q, q.kind === 'text' ? value.trim() : value);
    if (error) out.errors.set(q.id, error);
    else if (value.trim() !== '') out.answers.push({ question_id: q.id, value: q.kind === 'text' ? value.trim() : value });
  }
  return out;
}
