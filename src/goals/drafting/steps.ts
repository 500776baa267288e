/**
 * A goal's last step, cut whole (issue 33): a list of goals over the reply's 256 tokens keeps every
 * concern by dropping the last step of its longest goal — at the word joining that step, after the
 * goal's time and the dash or comma that opens its steps — rather than dropping a goal or stopping mid-sentence.
 * The joining words are data (steps.json). Linear: one search for the opening and, at most eight times, one for each word.
 */
import { LANGUAGES, type DetectedLanguage, type Language } from './language.js';
import { isFutureForm, isSlavic, type SlavicLanguage } from './verbs.js';
import { timeFrameIn } from './specifics.js';
import { need, readData } from './text.js';

const DATA = readData('./steps.json') as { and: Record<string, string[]> };
need('steps.json', DATA, LANGUAGES.map((l) => `and.${l}`).join(' '));

/** "napiszę i wyślę", "writing and sending": two verbs of one step (two Slavic futures, or gerunds: the same last three letters), no step's joining word. */
const verbPair = (a = '', b = '', lang: DetectedLanguage): boolean =>
  a.length > 3 &&
  (a.slice(-3) === b.slice(-3) || (isSlavic(lang as Language) && [a, b].every((w) => isFutureForm(w, lang as SlavicLanguage))));

/** The goal without its last joined step, ending where the step before it ends; null when it has no step to lose. */
export function withoutLastStep(goal: string, lang: DetectedLanguage): string | null {
  const opening = goal.search(/ [–—] |, /u);
  const words = DATA.and[lang === 'other' ? 'en' : lang] ?? [];
  let cut = goal.length;
  for (let n = 0, pair = true; pair && cut > 0 && n < 8; n++) {
    cut = Math.max(...words.map((w) => goal.lastIndexOf(` ${w} `, cut - 1)));
    pair = verbPair(
      /\p{L}+$/u.exec(goal.slice(Math.max(0, cut - 30), cut))?.[0],
      /^ \p{L}+ (\p{L}+)/u.exec(goal.slice(cut, cut + 40))?.[1],
      lang,
    );
  }
  // A step telling a time of its own ("and over the next two months note my hours") may be the goal's only one: it stays,
  // and so does every step of a goal whose head tells no time (its time may be in a step the reader needs).
  if (opening < 0 || cut <= opening + 2 || lang === 'other') return null;
  const kept = goal.slice(0, cut).replace(/,$/u, '');
  return timeFrameIn(goal.slice(cut), lang) === null && timeFrameIn(kept.slice(0, opening), lang) !== null ? `${kept}.` : null;
}
