/**
 * Issue 33, item 5: a corpus of inputs written as mentees write them, with the properties every
 * answer must have (situation-corpus.json; extend it there). Unlike the reviewed goal corpus, it pins
 * no wording: the answer's language, a figure and a time bound in every goal line, and a word of the
 * topic's own measure in each.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bestLanguage, detectLanguage, languageScores, type Language } from '../../../src/goals/drafting/language.js';
import { timeFrameIn } from '../../../src/goals/drafting/specifics.js';
import { NO_RESPONSE } from '../../../src/goals/generator.js';
import { FIXTURES } from '../drafting-fixtures.js';
import { draftGoalsOnce } from '../../support/goal-drafts.js';

interface CorpusCase {
  /** One of the eleven languages the drafter writes, or "hu" for its Hungarian fallback. */
  language: Language | 'hu';
  input: string;
  measures: string[];
}

const read = (file: string): CorpusCase[] =>
  (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { cases: CorpusCase[] }).cases;
/** Narratives and situations, and stated goals and vague wishes (stated-corpus.json): one corpus, two files. */
const corpus = { cases: [...read('./situation-corpus.json'), ...read('./stated-corpus.json')] };

/** A first step's own deadline ("by the end of next week", "for the next four weeks") is a time bound too. */
const NEXT_WEEK =
  /next week|next (?:four|six) weeks|nächsten (?:vier|sechs) Wochen|(?:quatre|six) prochaines semaines|próximas (?:cuatro|seis|quatro) semanas|prossime (?:quattro|sei) settimane|najbliższe (?:cztery|sześć) tygodni|příští(?:ch)? (?:čtyři|šest) týdn|najbližši(?:e|ch) (?:štyri|šesť) týžd|найближчі (?:чотири|шість) тижн|ближайшие (?:четыре|шесть) недел|příštího týdne|budúceho týždňa|przyszłego tygodnia|наступного тижня|следующей недели|nächster Woche|próxima semana|semaine prochaine|prossima settimana/iu;

/** Our time frame, a first step's, or the mentee's own deadline opening the goal ("Május végéig", "Decemberig", "Jövő tavaszra"). */
const HU_TIME = /A következő \p{L}+ (?:hónapban|hétben)|A jövő hét végéig|^[\p{L}\d .-]{0,20}?(?:ig|ra|re)(?=\s)/u;
const HU_NUMBER = /\d|(?<!\p{L})(?:két|három|négy|öt|hat|tizenkét|egy|háromszor|egyszer)(?!\p{L})/u;

/** The run date the cases were written against: an amount and a deadline are paced from it (pace.ts). */
const NOW = new Date(Date.UTC(2026, 10, 26));

function goalLines(output: string): string[] {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 1 ? lines.slice(1).map((l) => l.replace(/^\d+\. /, '')) : lines;
}

describe('the situation corpus', () => {
  it('has a case in every supported language and in Hungarian', () => {
    expect(new Set(corpus.cases.map((c) => c.language)).size).toBe(FIXTURES.length + 1);
  });

  it.each(corpus.cases)('$language: $input', ({ language, input, measures }) => {
    // Drafted once a worker for this file, one-deadline and no-grammar-break (test/support/goal-drafts.ts).
    const output = draftGoalsOnce(input, NOW);
    expect(output).not.toBe(NO_RESPONSE);
    if (language === 'hu') expect(bestLanguage(languageScores(output)).language).toBe('hu');
    else expect(detectLanguage(output)).toBe(language);
    const lines = goalLines(output);
    expect(lines).toHaveLength(measures.length);
    lines.forEach((line, i) => {
      if (language === 'hu') {
        expect(line).toMatch(HU_NUMBER);
        expect(line).toMatch(HU_TIME);
      } else {
        const fixture = FIXTURES.find((f) => f.language === language)!;
        expect(line).toMatch(fixture.number);
        // Our time frame, a first step's own deadline, or the mentee's deadline kept in its place.
        const timed = fixture.time.test(line) || NEXT_WEEK.test(line) || timeFrameIn(line, language) !== null;
        expect(timed, `time bound in: ${line}`).toBe(true);
      }
      expect(line).toContain(measures[i]);
    });
  });
});
