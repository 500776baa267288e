/**
 * Sentence shape shared by Spanish, French, Italian and Portuguese: the goal clause in a
 * first-person frame, the time frame after it (or the user's own before it), a comma, and the
 * measure as a gerund clause, which has no gender.
 *
 * Only the frame's words differ between the four: "voy a" / "je vais" / "vou" take any infinitive,
 * while Italian has no such near future and puts it after "il mio obiettivo è" instead.
 */
import { clauseText } from '../candidate.js';
import { need, pairsIn, readData, upperFirst } from '../text.js';
import type { GoalParts } from './types.js';

const { stops } = readData('./templates/negated.json') as { stops?: unknown };
const STOPS = pairsIn('negated.json', stops, '"stops", pairs of a stop frame doubled and said once');
const saidOnce = (s: string): string => STOPS.reduce((t, [from, to]) => t.replace(from, to), s);

const WHEN = readData('./templates/when-future.json') as Record<string, { when: string[]; dated: string[]; verbs: string[] }>;
const WHEN_READ = Object.fromEntries(
  ['fr', 'it', 'es', 'pt'].map((l) => {
    need('when-future.json', WHEN, `${l}.when ${l}.dated ${l}.verbs`);
    const { when, dated, verbs } = WHEN[l]!;
    return [l, { when: new Set(when), dated: new Set(dated), verbs: new Map(verbs.map((v) => v.split('|') as [string, string])) }];
  }),
);
/** "quand ma cheffe part à la retraite en septembre": a dated event after "when" is still to come ("partira"); a habit stays. */
export function whenFuture(goal: string, lang: string): string {
  const read = WHEN_READ[lang];
  if (!read) return goal;
  const words = goal.split(' ');
  const at = words.findIndex((w, i) => read.when.has(w.toLowerCase()) || read.when.has(`${words[i - 1]} ${w}`.toLowerCase()));
  const dated = (w: string): boolean => read.dated.has(w.toLowerCase().replace(/[,.;]$/u, '')) || /^\d{4}/u.test(w);
  if (at < 0 || !words.slice(at + 1, at + 9).some(dated)) return goal;
  const verb = words.findIndex((w, i) => i > at && i <= at + 5 && read.verbs.has(w.toLowerCase()));
  if (verb < 0) return goal;
  words[verb] = read.verbs.get(words[verb]!.toLowerCase())!;
  return words.join(' ');
}

export interface RomanceFrames {
  /** The line above two or more numbered goals. */
  heading: string;
  /** "voy a" + an infinitive phrase or an English verb phrase. */
  intend: string;
  /** "voy a conseguir" + the object of "I want". */
  obtain: string;
  /** "voy a alcanzar este objetivo": a noun phrase follows after `listColon`. */
  reach: string;
  /** Before the noun phrase of a "subject" goal (French puts a space before a colon). */
  listColon: string;
  /** Between a time frame the user wrote before the intention and the goal. */
  afterTimeBefore: string;
  /** A fronted month or season ("a marzo", "l'été prochain") as the deadline it is ("entro marzo"). */ pointInTime?: [RegExp, string];
  /** The language whose dated "when" clauses take the future (when-future.json). */
  language?: string;
}

type FrameWords = Omit<RomanceFrames, 'pointInTime' | 'language'> & { pointInTime: [string, string] };
const FRAMES = readData('./templates/romance-frames.json') as Record<string, FrameWords | undefined>;
/** One language's frame words (romance-frames.json); start-up stops at a language that lacks one. */
export function framesOf(language: 'es' | 'fr' | 'it' | 'pt'): RomanceFrames {
  const f = FRAMES[language];
  const words = ['heading', 'intend', 'obtain', 'reach', 'listColon', 'afterTimeBefore'] as const;
  if (!f || words.some((k) => typeof f[k] !== 'string') || f.pointInTime?.length !== 2)
    throw new Error(`romance-frames.json: ${language} needs ${words.join(', ')} and pointInTime`);
  return { ...f, language, pointInTime: [new RegExp(f.pointInTime[0], 'iu'), f.pointInTime[1]] };
}

export function romanceSentence(frames: RomanceFrames, parts: GoalParts): string {
  const { clause, time, userTime, timeBefore, measure } = parts;
  const end = timeBefore !== undefined || userTime ? '' : ` ${time}`;
  let goal: string;
  switch (clause.form) {
    case 'infinitive':
    case 'english':
      goal = `${frames.intend} ${clauseText(clause)}${end}`;
      break;
    case 'object':
      // "preciso do B2": the need's "do" is no part of the thing got ("vou conseguir o B2").
      goal = `${frames.obtain} ${clause.phrase.replace(/^d(?=(?:o|a|os|as) )/u, '')}${end}`;
      break;
    case 'subject':
      // A list item such as "Un mejor equilibrio": after a colon its form never clashes with ours.
      goal = `${frames.reach}${end}${frames.listColon}${clause.phrase}`;
      break;
    default:
      // A future clause in the language's own words ("Imparerò …"), or the user's clause kept whole.
      goal = `${clause.phrase}${end}`;
  }
  goal = whenFuture(goal, frames.language ?? '');
  const lower = frames.pointInTime?.[0].test(timeBefore ?? '') ? timeBefore!.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : timeBefore;
  const before = frames.pointInTime ? lower?.replace(frames.pointInTime[0], frames.pointInTime[1]) : timeBefore;
  const sentence = before !== undefined ? `${before}${frames.afterTimeBefore}${goal}` : goal;
  return `${upperFirst(saidOnce(sentence))}, ${measure}.`;
}
