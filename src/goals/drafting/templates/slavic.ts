/**
 * Sentence shape shared by Czech, Slovak, Polish, Ukrainian and Russian: the goal clause, the time frame at
 * its end (word order there is free enough for that to read naturally, and it keeps clitics such as
 * "se" in their place), a dash, and the measure as a first-person clause.
 *
 * "I will <verb>" is the verb's own future when verbs.ts knows it ("Naučím se …"); for any other
 * verb the infinitive follows "my goal is" ("Mým cílem je …"), which is grammatical for every verb;
 * a negated one follows "I will learn", our time frame first (negated.json).
 */
import { clauseText } from '../candidate.js';
import type { Language } from '../language.js';
import { list, lowerFirstWord, need, pairsOf, readData, upperFirst } from '../text.js';
import type { SlavicLanguage } from '../verbs.js';
import type { GoalParts } from './types.js';
import { timedBeforeWay } from './way-after-time.js';

type ByLanguage<T> = Partial<Record<Language, T>>;
const NEG = readData('./templates/negated.json') as {
  prefix: ByLanguage<string>;
  word: ByLanguage<string>;
  notNegated: string;
  anymore: ByLanguage<string>;
  learn: ByLanguage<string>;
  infinitive: ByLanguage<string>;
  gerund?: ByLanguage<string>;
  afterAnd?: ByLanguage<{ and: string[]; will: string; finite: string[]; perfective?: string }>;
  stop?: ByLanguage<{ verbs: string[]; will: string; when: string[] }>;
};
need('negated.json', NEG, 'prefix word notNegated anymore learn infinitive');
const NOT_NEGATED = new Set(list(NEG.notNegated));
/** Each language's infinitive endings, read once. */
const ENDINGS = new Map(Object.entries(NEG.infinitive).map(([lang, endings]) => [lang, list(endings ?? '')]));
/** "perfective" pairs of afterAnd: a perfective infinitive, its own future. */
const PERFECTIVE = new Map(
  Object.entries(NEG.afterAnd ?? {}).map(([l, r]) => {
    const pairs = list(r?.perfective ?? '');
    if (pairs.length % 2 !== 0) throw new Error(`negated.json: afterAnd.${l}.perfective is not pairs of an infinitive and its future`);
    return [l, new Map(pairsOf(pairs))];
  }),
);
/** Adverbial participles with an infinitive's ending ("jedząc"): no infinitive. */
const GERUNDS = new Map(Object.entries(NEG.gerund ?? {}).map(([lang, endings]) => [lang, list(endings ?? '')]));
const isInfinitive = (w = '', lang: Language): boolean =>
  (ENDINGS.get(lang) ?? []).some((e) => w.endsWith(e)) && !(GERUNDS.get(lang) ?? []).some((e) => w.endsWith(e));

/** A negated infinitive ("nebýt pořád ve stresu", "не більше сваритися") as it follows "I will learn" ("більше не сваритися"); null for any other. */
function negatedPhrase(phrase: string, lang: Language): string | null {
  const words = phrase.split(' ');
  const at = /^(?:se|si|sa|się)$/iu.test(words[0]!) ? 1 : 0;
  const [first = '', second = ''] = [words[at]!.toLowerCase(), words[at + 1]?.toLowerCase()];
  const prefix = NEG.prefix[lang];
  if (prefix !== undefined) return first.length > prefix.length + 2 && first.startsWith(prefix) && !NOT_NEGATED.has(first) ? phrase : null;
  if (first !== NEG.word[lang]) return null;
  const rest = words.slice(at + 1);
  if (second === NEG.anymore[lang]) rest.shift();
  // "не всё время сидеть", "nie ciągle kłócić się": the verb (and its clitic) straight after the negation.
  const verb = rest.slice(0, 3).findIndex((w) => isInfinitive(w.toLowerCase(), lang));
  const clitic = verb > 0 && /^(?:się|ся|сь)$/u.test(rest[verb + 1] ?? '') ? 2 : 1;
  const moved = verb > 0 ? [...rest.splice(verb, clitic), ...rest] : rest;
  return [...words.slice(0, at), ...(second === NEG.anymore[lang] ? [words[at + 1]!] : []), words[at]!, ...moved].join(' ');
}

/** "закрою кредитку и больше в долги не влезать": a negated infinitive after the future's "and" is a future too ("не буду влезать"); "и постараюсь не …" keeps it (negated.json "afterAnd"). */
function futureAfterAnd(phrase: string, lang: Language): string {
  const [words, rule] = [phrase.split(' '), NEG.afterAnd?.[lang]];
  const at = words.findIndex((w, i) => i > 0 && w === NEG.word[lang] && isInfinitive(words[i + 1]?.toLowerCase(), lang));
  const before = words.slice(Math.max(0, at - 4), Math.max(0, at)).reverse();
  const and = before.findIndex((w) => rule?.and.includes(w));
  const free = and >= 0 && !before.slice(0, and).some((w) => rule!.finite.some((e) => w.endsWith(e)));
  const own = PERFECTIVE.get(lang)?.get(words[at + 1]?.toLowerCase() ?? '');
  return free ? [...words.slice(0, at + 1), ...(own ? [own] : [rule!.will, words[at + 1]!]), ...words.slice(at + 2)].join(' ') : phrase;
}

/** "перестану сорваться": a perfective verb cannot follow "stop"; it is its own negated future ("больше не сорвусь"; afterAnd's perfective pairs). */
function stoppedPerfective(phrase: string, lang: Language): string {
  const [words, stop, own] = [phrase.split(' '), NEG.stop?.[lang]?.will.split(' ').pop(), PERFECTIVE.get(lang)];
  const at = words.findIndex((w, i) => w.toLowerCase() === stop && own?.has(words[i + 1]?.toLowerCase() ?? ''));
  if (at < 0) return phrase;
  const future = own!.get(words[at + 1]!.toLowerCase())!;
  return [...words.slice(0, at), NEG.anymore[lang]!, NEG.word[lang]!, future, ...words.slice(at + 2)].join(' ');
}

export interface SlavicFrames {
  language: Language;
  /** The line above two or more numbered goals. */
  heading: string;
  /** "Mým cílem je" + an infinitive, or a noun phrase in the nominative. */
  goalIs: string;
  /** "Získám" + the object of "I want". */
  obtain: string;
  /** Put before a future verb ("Я" in Ukrainian; Czech, Slovak and Polish drop the pronoun). */
  pronoun?: string;
  /** Between the goal and its measure. */
  dash: string;
  /** The words that open a relative clause after a comma ("práci, kde …"): a time frame goes before the aim, not after it. */
  relative: string;
  /** `relative` after a comma, compiled once at start-up. */
  relativeRe: RegExp;
}
const FRAMES = readData('./templates/slavic-frames.json') as Partial<Record<Language, Omit<SlavicFrames, 'language' | 'relativeRe'>>>;
/** One language's frame words (slavic-frames.json); start-up stops at a language that lacks one. */
export function slavicFramesOf(language: SlavicLanguage): SlavicFrames {
  const f = FRAMES[language];
  const words = ['heading', 'goalIs', 'obtain', 'dash', 'relative'] as const;
  if (!f || words.some((k) => typeof f[k] !== 'string')) throw new Error(`slavic-frames.json: ${language} needs ${words.join(', ')}`);
  return { ...f, language, relativeRe: new RegExp(`, (?:${f.relative})(?!\\p{L})`, 'iu') };
}

/** "jest się lepiej czuć": after "is" a clitic opens nothing; it stands at its infinitive ("lepiej się czuć", "učit se"). */
function cliticAtVerb(phrase: string, lang: Language): string {
  const [first = '', ...rest] = phrase.split(' ');
  const at = rest.findIndex((w) => isInfinitive(w.toLowerCase(), lang));
  return /^(?:se|si|sa|się)$/u.test(first) && at >= 0 ? [...rest.slice(0, at || 1), first, ...rest.slice(at || 1)].join(' ') : phrase;
}

export function slavicSentence(frames: SlavicFrames, parts: GoalParts): string {
  const { clause } = parts;
  let goal: string;
  switch (clause.form) {
    case 'future': {
      // Polish "będę czytała / czytał" when the writer's gender is known, "będę czytać" otherwise.
      const phrase = stoppedPerfective(
        futureAfterAnd((parts.gender && clause.byGender?.[parts.gender]) ?? clause.phrase, frames.language),
        frames.language,
      );
      goal = frames.pronoun ? `${frames.pronoun} ${phrase}` : upperFirst(phrase);
      break;
    }
    case 'infinitive': {
      // A negated wish with our time frame: "Během dvou měsíců se naučím nebýt …"; the mentee's own time keeps the frame.
      const not = negatedPhrase(clause.phrase, frames.language);
      const afterTime = NEG.learn[frames.language];
      // "не хочу больше работать в продажах": a work or a home one leaves ("перестану работать …"), no habit to learn not to have.
      const stop = NEG.stop?.[frames.language];
      const words = (not ?? '').split(' ').filter((w) => w !== NEG.word[frames.language] && w !== NEG.anymore[frames.language]);
      words[0] = words[0]!.slice(NEG.prefix[frames.language]?.length ?? 0);
      const when = words.slice(1).join(' ').toLowerCase(); // "не работать по выходным" is still a habit to learn
      const leaves = stop?.verbs.includes(words[0]!.toLowerCase()) && !stop.when.some((w) => when.startsWith(w));
      if (not !== null && afterTime && !parts.timeBefore && !parts.userTime)
        return `${upperFirst(parts.time)} ${leaves ? stop!.will : afterTime} ${leaves ? words.join(' ') : not}${frames.dash}${parts.measure}.`;
      goal = `${frames.goalIs} ${not ?? cliticAtVerb(clause.phrase, frames.language)}`;
      break;
    }
    case 'subject':
    case 'english':
      goal = `${frames.goalIs} ${clauseText(clause)}`;
      break;
    case 'object':
      goal = `${frames.obtain} ${clause.phrase}`;
      break;
    default:
      goal = upperFirst(clause.phrase);
  }
  const time = parts.timeBefore ?? (parts.userTime ? undefined : parts.time);
  // "Моя мета — X" already has a dash: a second one before the measure would read as a list.
  const connector = goal.includes(frames.dash.trim()) ? '; ' : frames.dash;
  // "Najdu práci, kde nebudu …": a time after a relative clause reads as its own; it leads the aim, "se" second ("Během … se posunu").
  const head = goal.startsWith(frames.goalIs) ? frames.goalIs : '';
  const aim = lowerFirstWord(goal.slice(head.length).trim(), new Set());
  const led = (t: string): string => upperFirst(`${head} ${t} ${head ? aim : aim.replace(/^(\p{L}+) (s[eia]) /u, '$2 $1 ')}`.trim());
  const timed = (t: string): string => (frames.relativeRe.test(goal) ? led(t) : timedBeforeWay(goal, t, frames.language));
  return `${time ? timed(time.toLowerCase()) : goal}${connector}${parts.measure}.`;
}
