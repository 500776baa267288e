// The programme's tables, in the dataset file's order (a table after those it refers to):
// what the console shows, the dataset file carries (all but those `inDataset: false`), the
// demo data fills and the audit log names. Adding a table: a migration, its module here,
// its repository.
import { course } from './course.js';
import { feedbackQuestion } from './feedback-question.js';
import { feedbackRound } from './feedback-round.js';
import { feedbackSubmission } from './feedback-submission.js';
import { mailOutbox } from './mail-outbox.js';
import { mailSuppression } from './mail-suppression.js';
import { manager } from './manager.js';
import { mentee } from './mentee.js';
import { mentor } from './mentor.js';
import { preLeadStatus } from './pre-lead-status.js';
import { relation } from './relation.js';
import { smartGoal } from './smart-goal.js';
import type { ProgrammeTable, TableModule } from './table.js';

const MODULES: readonly TableModule[] = [
  manager,
  mentor,
  mentee,
  relation,
  feedbackRound,
  feedbackQuestion,
  feedbackSubmission,
  course,
  preLeadStatus,
  smartGoal,
  mailSuppression,
  mailOutbox,
];

/**
 * The tables with what refers to each: every column of another table that names its rows
 * (its rows are not deleted while one does).
 */
export function registryOf(modules: readonly TableModule[]): readonly ProgrammeTable[] {
  return modules.map((t) => ({
    ...t,
    referencedBy: modules.flatMap((other) =>
      Object.entries(other.references)
        .filter(([, to]) => to.name === t.name)
        .map(([column]) => ({ table: other.name, column, label: other.plural.toLowerCase() })),
    ),
  }));
}

export const PROGRAMME: readonly ProgrammeTable[] = registryOf(MODULES);

export const PROGRAMME_BY_NAME: ReadonlyMap<string, ProgrammeTable> = new Map(PROGRAMME.map((t) => [t.name, t]));

/** The registry's tables the dataset file carries, in its order. */
export const IN_DATASET: readonly ProgrammeTable[] = PROGRAMME.filter((t) => t.inDataset !== false);
