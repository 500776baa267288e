/**
 * A goal the drafter cannot rewrite, written in the input's own language: a mixed-language text
 * ("Už dlouho hledám job jako data analyst …") is mostly Czech, so its answer is Czech too, with the
 * mentee's words quoted ("Budu pracovat na svém cíli („…“) …") and the measure of their topic. English
 * keeps its own frame (readOther), since "I will work towards …" already quotes.
 */
import type { Candidate, GoalClause, Statement } from './candidate.js';
import type { Language } from './language.js';
import { readOther } from './intents.js';

/** The mentee's short words in brackets and the language's quotation marks; nothing when no words were kept (intents.ts, readOther). */
const cite = (q: string, open: string, close: string): string => (q === '' ? '' : ` (${open}${q}${close})`);

/** "I will work on my goal (“…”)" per language, as the clause form its template takes. */
const FRAMES: Record<Exclude<Language, 'en'>, (quote: string) => GoalClause> = {
  cs: (q) => ({ form: 'future', phrase: `budu pracovat na svém cíli${cite(q, '„', '“')}` }),
  sk: (q) => ({ form: 'future', phrase: `budem pracovať na svojom cieli${cite(q, '„', '“')}` }),
  pl: (q) => ({ form: 'future', phrase: `będę pracować nad swoim celem${cite(q, '„', '”')}` }),
  uk: (q) => ({ form: 'future', phrase: `працюватиму над своєю метою${cite(q, '«', '»')}` }),
  ru: (q) => ({ form: 'future', phrase: `буду работать над своей целью${cite(q, '«', '»')}` }),
  it: (q) => ({ form: 'future', phrase: `lavorerò al mio obiettivo${cite(q, '«', '»')}` }),
  de: (q) => ({ form: 'infinitive', phrase: `an meinem Ziel${cite(q, '„', '“')} arbeiten` }),
  es: (q) => ({ form: 'infinitive', phrase: `trabajar en mi objetivo${cite(q, '«', '»')}` }),
  fr: (q) => ({ form: 'infinitive', phrase: `travailler à mon objectif${cite(q, '« ', ' »')}` }),
  pt: (q) => ({ form: 'infinitive', phrase: `trabalhar no meu objetivo${cite(q, '«', '»')}` }),
};

/** The statement as a goal of `language`, its words quoted; null when it has too few letters. */
export function describedCandidate(st: Statement, language: Language): Candidate | null {
  const quoted = readOther(st);
  if (!quoted || language === 'en' || quoted.clause.form !== 'quote') return quoted;
  return { ...quoted, language, clause: FRAMES[language](quoted.clause.phrase) };
}
