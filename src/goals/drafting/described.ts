/**
 * A goal the drafter cannot rewrite, written in the input's own language: a mixed-language text
 * ("Už dlouho hledám job jako data analyst …") is mostly Czech, so its answer is Czech too, with the
 * mentee's words quoted ("Budu pracovat na svém cíli („…“) …") and the measure of their topic. English
 * keeps its own frame (readOther), since "I will work towards …" already quotes.
 */
import type { Candidate, Statement } from './candidate.js';
import { LANGUAGES, type Language } from './language.js';
import { readOther } from './intents.js';
import { readData } from './text.js';

/** The mentee's short words in brackets and the language's quotation marks; nothing when no words were kept (intents.ts, readOther). */
const cite = (q: string, open: string, close: string): string => (q === '' ? '' : ` (${open}${q}${close})`);

/** "I will work on my goal (“…”)" per language (described.json): the clause form its template takes, our words, the quotation marks. */
type Frame = { form: 'future' | 'infinitive'; goal: string; quotes: [string, string] };
const FRAMES = readData('./described.json') as Partial<Record<Language, Frame>>;
for (const l of LANGUAGES.filter((x) => x !== 'en'))
  if (!['future', 'infinitive'].includes(FRAMES[l]?.form ?? '') || !FRAMES[l]!.goal?.includes('{}') || FRAMES[l]!.quotes?.length !== 2)
    throw new Error(`described.json: ${l} needs a form (future or infinitive), a goal with "{}" and two quotation marks`);

/** The statement as a goal of `language`, its words quoted; null when it has too few letters. */
export function describedCandidate(st: Statement, language: Language): Candidate | null {
  const quoted = readOther(st);
  if (!quoted || language === 'en' || quoted.clause.form !== 'quote') return quoted;
  const { form, goal, quotes } = FRAMES[language]!;
  return { ...quoted, language, clause: { form, phrase: goal.split('{}').join(cite(quoted.clause.phrase, ...quotes)) } };
}
