/**
 * Facts of the writer's life, read from life.json once (issue 33): the facts a text names (retired,
 * shift work, a woman as supervisor) and the routine wording made to fit them (compose.ts), and the
 * past verbs that make a month of the story the date of something that happened (specifics.ts).
 * Words and pairs of words looked up in sets: linear.
 */
import { LANGUAGES, type Language } from './language.js';
import { list, lowerWords, need, readData, upperFirst, wordSets } from './text.js';
import { indexCues } from './cues.js';

type Pairs = Record<Language, [string, string][]>;
const DATA = readData('./life.json') as {
  facts: { for: string; cues: string; replace: Pairs; ageFrom?: number; ageWords?: string; others?: string; absent?: boolean }[];
  pastWords: string;
  pastEndings: string;
  pastRules: { pairs: string[]; endings: Partial<Record<Language, string>>; not: string };
  concern: string;
  stressed: string;
  able: string;
} & Record<'emptyGoal' | 'stopVerbs' | 'startOnly' | 'notAnObject', string>;
need('life.json', DATA, 'pastWords pastEndings emptyGoal stopVerbs startOnly notAnObject stressed');
/** Goals made of these words only point at nothing of their own (offline.ts): a plan for nothing, a stop of nothing, a start of what another goal says; a negation is in no goal's noun phrase. */
export const [EMPTY_GOAL_WORDS, STOP_VERBS, START_WORDS, NOT_AN_OBJECT] = wordSets(
  'life.json',
  DATA,
  'emptyGoal stopVerbs startOnly notAnObject',
);

/** The facts checked: cue words and, in every language, pairs of non-empty words, or start-up stops naming what is wrong. */
const FACTS = DATA.facts.map((f) => {
  const bad = LANGUAGES.filter((l) => !Array.isArray(f.replace?.[l]) || f.replace[l].some((p) => p.length !== 2 || !p[0] || !p[1]));
  if (typeof f.cues !== 'string' || bad.length) throw new Error(`life.json, ${f.for}: no cues or a bad pair in ${bad.join(', ')}`);
  // An age from `ageFrom` ("Мне 67 лет", "I'm 70 years old") is read as the fact too: no working day for a 67-year-old.
  const ages = new Set(
    Array.from({ length: f.ageFrom ? 120 - f.ageFrom : 0 }, (_, i) => list(f.ageWords ?? '').map((w) => `${i + f.ageFrom!} ${w}`)).flat(),
  );
  return { cues: new Set([...list(f.cues).map((c) => c.replace(/_/gu, ' ')), ...ages]), replace: f.replace, absent: f.absent === true };
});
const OTHERS = DATA.facts.map((f) => Object.assign(new Set(list(f.others ?? '')), { reach: (f as { reach?: number }).reach ?? 4 }));

/** The facts of the writer's life the text names, not those of a person named just before ("my husband works shifts"), and those marked `absent` it names nothing of (no work: sleep and rest): the replacements of each. */
export function lifeIn(text: string): Pairs[] {
  const words = lowerWords(text.slice(0, 5000));
  // Each word, with the next, and ("night-shift" is one word to lowerWords: the cue "night shift" all the same) its hyphens as spaces, made once.
  const forms = words.map((w, i) => [w, `${w} ${words[i + 1]}`, w.replaceAll('-', ' ')]);
  const at = (n: number, i: number): boolean => forms[i]!.some((w) => FACTS[n].cues.has(w));
  const own = (n: number, i: number): boolean => !words.slice(Math.max(0, i - OTHERS[n].reach), i).some((w) => OTHERS[n].has(w));
  return FACTS.filter((f, n) => words.some((_, i) => at(n, i) && own(n, i)) !== f.absent).map((f) => f.replace);
}

/** A goal's routine made to fit the writer's life: no working day to 18:00 for a pensioner, no bedtime at 23:00 after night shifts (also at the start of a sentence: "Znajdę"). */
export const lived = (goal: string, lang: Language, facts: Pairs[]): string =>
  facts.reduce((g, f) => f[lang].reduce((s, [from, to]) => s.replaceAll(from, to).replaceAll(upperFirst(from), upperFirst(to)), g), goal);

/** The phrases by which a mentee says what worries them most ("the real problem is", "больше всего беспокоит"). */
export const CONCERN = indexCues([DATA.concern.split('|')]);
/** The words by which a mentee weighs one matter above the others ("the most important", "I'm panicking"). */
export const STRESSED = indexCues([DATA.stressed.split('|')]);
/** A doubt about being able to ('não sei se consigo mudar de área'), not about which way to go: what it doubts is the aim. */
export const ABLE = indexCues([DATA.able.split('|')]);
const PAST_WORDS = new Set(list(DATA.pastWords));
const { pairs, endings, not } = DATA.pastRules;
const PAIRS = pairs.map((g) => g.split('|').map(list) as [string[], string[]]);
// Read once at start-up: isPast runs for every word near a date of every draft.
const NOT_PAST = list(not);
const ENDINGS = list(DATA.pastEndings);
const ENDINGS_OF = Object.fromEntries(LANGUAGES.map((l) => [l, [...ENDINGS, ...list(endings[l] ?? '')]])) as Record<Language, string[]>;
const ends = (w: string, es: string[]): boolean =>
  !NOT_PAST.some((x) => w.endsWith(x)) && es.some((e) => w.length > e.length + 2 && w.endsWith(e));
/** A past verb: a word of the list, one with a past ending ("zdałam", "провалил", "terminé"), or a participle after its auxiliary (`prev`: "ho finito", "I graduated"). */
export const isPast = (w: string, prev = '', lang?: Language): boolean =>
  PAST_WORDS.has(w) || ends(w, lang ? ENDINGS_OF[lang] : ENDINGS) || PAIRS.some(([a, e]) => a.includes(prev) && ends(w, e));
