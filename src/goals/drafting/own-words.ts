/**
 * The last resort for a text about the writer's life that names no goal, no situation the drafter
 * knows and no topic ("Sono sempre in ritardo con le consegne al lavoro", "Můj syn se se mnou od
 * rozvodu nebaví"). The generic first step a vague wish gets ("three areas of my work or life")
 * ignores that they told a situation: this step is about it — by the end of next week three changes
 * written down and one chosen, then tried for four weeks with a note every week.
 * Their sentence is not quoted (issue 33): a story sentence pasted inside a goal
 * ("… in my situation (“I have worked as an accountant for six years”)") read as a grammar break to
 * every blind reader; only the frame, which is ours, is written.
 */
import type { Candidate } from './candidate.js';
import { stepCandidate } from './vague.js';
import { LANGUAGES, type Language } from './language.js';
import { NOISE_WORDS } from './statements.js';
import { lowerWords, readData } from './text.js';

const WORDS = readData('./own-words.json') as Record<'step' | 'trial', Record<Language, string>>;
if (LANGUAGES.some((l) => !WORDS.step[l] || !WORDS.trial[l])) throw new Error('own-words.json: a step and a trial in every language');

const contentWords = (text: string): number => lowerWords(text.slice(0, 5000)).filter((w) => !NOISE_WORDS.has(w)).length;

/** The step about the situation told in `text`, in `language`; null when it has fewer than two words of content. */
export function ownWordsCandidate(text: string, language: Language): Candidate | null {
  return contentWords(text) < 2 ? null : stepCandidate(language, WORDS.step[language], 'own-words', WORDS.trial[language]);
}
