/**
 * Issue 33, item 5: a corpus of inputs written as mentees write them, with the properties every
 * answer must have (situation-corpus.json; extend it there). Unlike the reviewed goal corpus, it pins
 * no wording: the answer's language, a figure and a time bound in every goal line, and a word of the
 * topic's own measure in each.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectLanguage, type Language } from '../../../src/goals/drafting/language.js';
import { NO_RESPONSE } from '../../../src/goals/generator.js';
import { draftGoals } from '../../../src/goals/offline.js';
import { FIXTURES } from '../drafting-fixtures.js';

interface CorpusCase {
  language: Language;
  input: string;
  measures: string[];
}

const corpus = JSON.parse(readFileSync(new URL('./situation-corpus.json', import.meta.url), 'utf8')) as { cases: CorpusCase[] };

/** A first step's own deadline ("by the end of next week") is a time bound too. */
const NEXT_WEEK =
  /next week|příštího týdne|budúceho týždňa|przyszłego tygodnia|наступного тижня|следующей недели|nächster Woche|próxima semana|semaine prochaine|prossima settimana/iu;

function goalLines(output: string): string[] {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 1 ? lines.slice(1).map((l) => l.replace(/^\d+\. /, '')) : lines;
}

describe('the situation corpus', () => {
  it('has a case in every supported language', () => {
    expect(new Set(corpus.cases.map((c) => c.language)).size).toBe(FIXTURES.length);
  });

  it.each(corpus.cases)('$language: $input', ({ language, input, measures }) => {
    const output = draftGoals(input);
    expect(output).not.toBe(NO_RESPONSE);
    expect(detectLanguage(output)).toBe(language);
    const fixture = FIXTURES.find((f) => f.language === language)!;
    const lines = goalLines(output);
    expect(lines).toHaveLength(measures.length);
    lines.forEach((line, i) => {
      expect(line).toMatch(fixture.number);
      expect(fixture.time.test(line) || NEXT_WEEK.test(line), `time bound in: ${line}`).toBe(true);
      expect(line).toContain(measures[i]);
    });
  });
});
