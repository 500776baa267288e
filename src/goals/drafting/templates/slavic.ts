/**
 * Sentence shape shared by Czech, Slovak, Polish and Ukrainian: the goal clause, the time frame at
 * its end (word order there is free enough for that to read naturally, and it keeps clitics such as
 * "se" in their place), a dash, and the measure as a first-person clause.
 *
 * "I will <verb>" is the verb's own future when verbs.ts knows it ("Naučím se …"); for any other
 * verb the infinitive follows "my goal is" ("Mým cílem je …"), which is grammatical for every verb.
 */
import { upperFirst } from '../text.js';
import type { GoalParts } from './types.js';

export interface SlavicFrames {
  /** "Mým cílem je" + infinitive. */
  goalIs: string;
  /** "Mým cílem je" + a noun phrase in the nominative (defaults to goalIs). */
  subjectIs?: string;
  /** "Získám" + the object of "I want". */
  obtain: string;
  /** Put before a future verb ("Я" in Ukrainian; Czech, Slovak and Polish drop the pronoun). */
  pronoun?: string;
  /** Between the goal and its measure. */
  dash: string;
}

export function slavicSentence(frames: SlavicFrames, parts: GoalParts): string {
  const { clause } = parts;
  let goal: string;
  switch (clause.form) {
    case 'future': {
      // Polish "będę czytała / czytał" when the writer's gender is known, "będę czytać" otherwise.
      const phrase = (parts.gender && clause.byGender?.[parts.gender]) ?? clause.phrase;
      goal = frames.pronoun ? `${frames.pronoun} ${phrase}` : upperFirst(phrase);
      break;
    }
    case 'infinitive':
      goal = `${frames.goalIs} ${clause.phrase}`;
      break;
    case 'subject':
      goal = `${frames.subjectIs ?? frames.goalIs} ${clause.phrase}`;
      break;
    case 'object':
      goal = `${frames.obtain} ${clause.phrase}`;
      break;
    case 'english':
      goal = `${frames.goalIs} ${clause.core}`;
      break;
    default:
      goal = upperFirst(clause.phrase);
  }
  const time = parts.timeBefore ?? (parts.userTime ? undefined : parts.time);
  // "Моя мета — X" already has a dash: a second one before the measure would read as a list.
  const connector = goal.includes(frames.dash.trim()) ? '; ' : frames.dash;
  return `${goal}${time ? ` ${time.toLowerCase()}` : ''}${connector}${parts.measure}.`;
}
