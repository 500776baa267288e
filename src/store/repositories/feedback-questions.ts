// A round's questions as the public form asks them (design §11): those for the person's role
// and those for both, in their order.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { feedbackQuestions, QUESTION_KINDS, ROLES } from '../schema.js';

export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface FormQuestion {
  id: number;
  kind: QuestionKind;
  text: string;
  /** A `choice` question's choices, one a line as stored; empty lines dropped. */
  choices: string[];
  required: boolean;
}

/** The choices of a `choice` question: its lines, trimmed, blank ones left out. */
export function choicesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export class FeedbackQuestionRepository {
  constructor(private readonly db: Database) {}

  /** The questions of `roundId` that `role` answers (its own and `both`), by order then id. */
  async forRole(roundId: number, role: (typeof ROLES)[number]): Promise<FormQuestion[]> {
    const rows = await this.db.orm
      .select({
        id: feedbackQuestions.id,
        kind: feedbackQuestions.kind,
        text: feedbackQuestions.text,
        choices: feedbackQuestions.choices,
        required: feedbackQuestions.required,
      })
      .from(feedbackQuestions)
      .where(and(eq(feedbackQuestions.roundId, roundId), inArray(feedbackQuestions.role, [role, 'both'])))
      .orderBy(asc(feedbackQuestions.order), asc(feedbackQuestions.id));
    return rows.map((r) => ({ ...r, choices: r.kind === 'choice' ? choicesOf(r.choices) : [] }));
  }
}
