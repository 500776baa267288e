/**
 * A language's wording of goals: the heading above several goals, the time frame and the measure
 * added for each topic, and how one goal sentence is put together.
 */
import type { GoalClause } from '../candidate.js';
import type { Gender } from '../gender.js';
import type { Language } from '../language.js';
import type { TopicId } from '../topics.js';

/**
 * A measure's text may hold gendered words, "{feminine|masculine|neutral}" (gender.ts `gendered`):
 * "na každý {půjdu připravená|půjdu připravený|se připravím} …".
 */
export interface Measure {
  /** The measure added to a goal. */
  measure: string;
  /** Used instead when the user's words already name a number or a level ("Read 12 books"). */
  measured?: string;
}

/** What one goal sentence is made of. */
export interface GoalParts {
  clause: GoalClause;
  /** The time frame the template would add ("within the next six months"). */
  time: string;
  /** The user's own words already contain a time frame: add none. */
  userTime: boolean;
  /** A time frame the user wrote before the intention ("In five years …", "Letos …"). */
  timeBefore?: string;
  measure: string;
  /** What the goal is about (the English frame restates a goal it cannot translate by its topic). */
  topic?: TopicId;
  /** The writer's gender where their words mark it (gender.ts); the measure is already inflected for it. */
  gender?: Gender;
}

export interface Template {
  language: Language;
  /** The line above two or more numbered goals. */
  heading: string;
  timeFrame(topic: TopicId): string;
  measures: Record<TopicId, Measure>;
  sentence(parts: GoalParts): string;
}
