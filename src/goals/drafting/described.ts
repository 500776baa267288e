/**
 * A goal the drafter cannot rewrite, written in the input's own language: a mixed-language text
 * ("Už dlouho hledám job jako data analyst …") is mostly Czech, so its answer is Czech too, with the
 * mentee's words quoted ("Budu pracovat na svém cíli („…“) …") and the measure of their topic. English
 * keeps its own frame (readOther), since "I will work towards …" already quotes.
 */
import type { Candidate, GoalClause, Statement } from './candidate.js';
import type { Language } from './language.js';
import { readOther } from './intents.js';

/** "I will work on my goal (“…”)" per language, as the clause form its template takes. */
const FRAMES: Record<Exclude<Language, 'en'>, (quote: string) => GoalClause> = {
  cs: (q) => ({ form: 'future', phrase: `budu pracovat na svém cíli („${q}“)` }),
  sk: (q) => ({ form: 'future', phrase: `budem pracovať na svojom cieli („${q}“)` }),
  pl: (q) => ({ form: 'future', phrase: `będę pracować nad swoim celem („${q}”)` }),
  uk: (q) => ({ form: 'future', phrase: `працюватиму над своєю метою («${q}»)` }),
  ru: (q) => ({ form: 'future', phrase: `буду работать над своей целью («${q}»)` }),
  it: (q) => ({ form: 'future', phrase: `lavorerò al mio obiettivo («${q}»)` }),
  de: (q) => ({ form: 'infinitive', phrase: `an meinem Ziel („${q}“) arbeiten` }),
  es: (q) => ({ form: 'infinitive', phrase: `trabajar en mi objetivo («${q}»)` }),
  fr: (q) => ({ form: 'infinitive', phrase: `travailler à mon objectif (« ${q} »)` }),
  pt: (q) => ({ form: 'infinitive', phrase: `trabalhar no meu objetivo («${q}»)` }),
};

/** The statement as a goal of `language`, its words quoted; null when it has too few letters. */
export function describedCandidate(st: Statement, language: Language): Candidate | null {
  const quoted = readOther(st);
  if (!quoted || language === 'en' || quoted.clause.form !== 'quote') return quoted;
  return { ...quoted, language, clause: FRAMES[language](quoted.clause.phrase) };
}
