/**
 * The data passed between the drafter's stages: statements of the input, the goal candidates read
 * from them, and the clause a template turns into a sentence.
 */
import type { Gender } from './gender.js';
import type { Language } from './language.js';
import type { TopicId } from './topics.js';
import { lowerWords } from './text.js';

/** One sentence or list item of the input. */
export interface Statement {
  text: string;
  /** Position in the input; chosen goals keep this order. */
  order: number;
  /** A list item: had a bullet or a number, or is one short line among several. */
  listItem: boolean;
  /** The only statement of the input. */
  solo: boolean;
  question: boolean;
}

/**
 * What a goal says, in the shape its template needs. The words are always the user's own; only the
 * frame around them is ours.
 */
export type GoalClause =
  /** English verb phrase, used after "I will" ("learn Spanish to B1 level"). */
  | { form: 'english'; core: string }
  /** An infinitive phrase of the goal's language (German verb-final, the others verb-first). */
  | { form: 'infinitive'; phrase: string }
  /**
   * A first-person future clause already in the goal's language ("naučím se španělsky"); with
   * `byGender` where the future has a gendered form (Polish "będę czytała / czytał").
   */
  | { form: 'future'; phrase: string; byGender?: Record<Gender, string> }
  /** A noun phrase that was the object of "want" ("novou práci", "einen neuen Job"). */
  | { form: 'object'; phrase: string }
  /** A noun phrase in the nominative: a list item or "my goal is …" ("Lepší angličtina"). */
  | { form: 'subject'; phrase: string }
  /** The user's own first-person clause, kept whole ("Rád bych se naučil vařit"). */
  | { form: 'verbatim'; phrase: string }
  /** Words of a language we do not write, quoted inside an English frame. */
  | { form: 'quote'; phrase: string };

export interface Candidate {
  /** The language of the goal's sentence (its statement's language; English for unsupported ones). */
  language: Language;
  clause: GoalClause;
  /** Strength of the intention: 4 explicit ("I want to", "chci"), 3 an infinitive or imperative, 2 weak ("I should"), 1 a bare noun phrase. */
  score: number;
  order: number;
  listItem: boolean;
  /** The user's words already name a number or a deadline (ranks a little higher). */
  specific: boolean;
  /** A time frame the user wrote before the intention ("In five years I see myself …", "Letos chci …"). */
  timeBefore?: string;
  /** That frame was told right beside the cue ("Chci v říjnu …", "Im Oktober will ich …"): a month ahead, never one behind (pace.ts). */
  ahead?: true;
  /** The topic, when the reader knows it (a described situation); otherwise guessed from the words. */
  topic?: TopicId;
  /** The situation's own measure, used instead of the topic's (debts are repaid, not saved). */
  measure?: string;
  /** The clause carries its own deadline (a first step "by the end of next week"): no time frame is added. */
  timed?: boolean;
  /** Text used to guess the topic when the goal's own words are not enough. */
  topicText: string;
  /** Its pronoun points at its own earlier words ("přečíst 10 knih a psát si o nich poznámky"): nothing dangles. */
  pointsWithin?: true;
  /** Its measure is the mentee's own plan (pace.ts): no pace of ours replaces it. */
  ownPlan?: true;
  /** Due within three months: a measure's month steps are said in weeks; 'month' within one, its monthly counts weekly too (pace.ts). */
  soon?: true | 'month';
  /** Days from now to the month the goal starts in, after another done first (pace.ts, inOrder). */
  start?: { days: number; month: number };
  /** The whole sentence the goal was read from, where the reader kept it. */
  sentence?: string;
  /** One more sentence of a concern joined to this goal, past the story's goals (situations.ts joinedTo). */
  also?: string;
  /** Two candidates with the same key are one goal. */
  key: string;
}

/** A clause's own words: the English verb phrase, or the phrase of any other form. */
export const clauseText = (clause: GoalClause): string => (clause.form === 'english' ? clause.core : clause.phrase);

/** The languages whose fixed phrases of ours are infinitives after the template's frame ("Ich werde …", "Voy a …"). */
const INFINITIVE_PHRASES: ReadonlySet<Language> = new Set(['de', 'es', 'fr', 'pt']);

/**
 * A fixed phrase of ours (a situation's goal, a first step) as the clause its template takes: an
 * English verb phrase after "I will", an infinitive, or a first-person future.
 */
export function phraseClause(phrase: string, language: Language): GoalClause {
  if (language === 'en') return { form: 'english', core: phrase };
  return INFINITIVE_PHRASES.has(language) ? { form: 'infinitive', phrase } : { form: 'future', phrase };
}
/**
 * A goal of ours (a situation's, a first step, a decision) in `language`: no list item and no words of the mentee's to guess its
 * topic from; `more` sets its score, order, topic, measure and the rest where they differ.
 */
const OURS = { score: 3, order: 0, listItem: false, specific: false, topicText: '' };
export function ourCandidate(language: Language, clause: GoalClause, key: string, more: Partial<Candidate>): Candidate {
  return { ...OURS, language, clause, key, ...more };
}
/** A goal read from the mentee's statement `st`: its place in the input and in a list, its key the clause's words; `more` the rest. */
type Read = Pick<Candidate, 'score' | 'specific' | 'topicText'> & Partial<Candidate>;
export function readCandidate(st: Statement, language: Language, clause: GoalClause, more: Read): Candidate {
  return { language, clause, order: st.order, listItem: st.listItem, key: lowerWords(clauseText(clause)).join(' '), ...more };
}
/** The clause with its words (and both gendered forms) rewritten by `edit`. */
export function cutFrom(c: GoalClause, edit: (p: string) => string): GoalClause {
  const g =
    'byGender' in c && c.byGender ? { byGender: { feminine: edit(c.byGender.feminine), masculine: edit(c.byGender.masculine) } } : {};
  return (c.form === 'english' ? { ...c, core: edit(c.core) } : { ...c, phrase: edit(c.phrase), ...g }) as GoalClause;
}
/** The clause without `words` ("this year", "le premier mois") and the space they leave. */
export const without = (c: GoalClause, words: string): GoalClause => cutFrom(c, (p) => p.replace(words, '').replace(/ {2,}/gu, ' ').trim());
