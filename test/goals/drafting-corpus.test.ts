/**
 * The corpus: per language, at least 20 inputs written as mentees write them, with the goals the
 * drafter gives, reviewed by reading (test/fixtures/goal-corpus/<language>.json). A change to the
 * drafter that changes any of these goals fails here; when the change is meant, the fixture is
 * regenerated and the new goals are read again before they are committed:
 *
 *   UPDATE_GOAL_CORPUS=1 npx vitest run test/goals/drafting-corpus.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isInfinitive, isFutureForm, type SlavicLanguage } from '../../src/goals/drafting/verbs.js';
import { NO_RESPONSE } from '../../src/goals/generator.js';
import { draftGoals } from '../../src/goals/offline.js';

interface Corpus {
  language: string;
  cases: { input: string; goals: string[] }[];
}

const LANGUAGES = ['en', 'cs', 'sk', 'pl', 'uk', 'ru', 'de', 'es', 'fr', 'it', 'pt', 'other'];
const path = (lang: string): URL => new URL(`../fixtures/goal-corpus/${lang}.json`, import.meta.url);
const UPDATE = process.env.UPDATE_GOAL_CORPUS === '1';
/** The run date: a deadline ("by December") is read against it, so the corpus pins one (issue 33). */
const NOW = new Date(Date.UTC(2026, 0, 15));

function goalsOf(output: string): string[] {
  if (output === NO_RESPONSE) return [];
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  if (lines.length > 1 && /:$/.test(lines[0]!)) return lines.slice(1).map((l) => l.replace(/^\d+\. /, ''));
  return lines;
}

const corpora = new Map<string, Corpus>(LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(path(lang), 'utf8')) as Corpus]));

describe.each(LANGUAGES)('goal corpus: %s', (lang) => {
  const corpus = corpora.get(lang)!;

  it('has enough inputs', () => {
    expect(corpus.cases.length).toBeGreaterThanOrEqual(lang === 'other' ? 5 : 20);
  });

  it('gives the reviewed goals for every input, and never "No response."', () => {
    const actual = corpus.cases.map((c) => ({ input: c.input, goals: goalsOf(draftGoals(c.input, NOW)) }));
    if (UPDATE) writeFileSync(path(lang), `${JSON.stringify({ language: lang, cases: actual }, null, 2)}\n`);
    for (const [i, c] of corpus.cases.entries()) {
      expect(actual[i]!.goals, c.input).toEqual(c.goals);
      expect(c.goals.length, c.input).toBeGreaterThan(0);
    }
  });
});

// Every goal in Czech, Slovak, Polish, Ukrainian (and Russian) has its main verb conjugated: it opens
// with a first-person future (the table's or the mentee's own) or with a frame that takes an
// infinitive ("Mým cílem je …", our time frame and "se naučím" before a negated one); and an infinitive never follows a conjunction after a future unless
// it is joined to another infinitive ("Naučím se hrát a zpívat").
const FRAMES: Record<SlavicLanguage, RegExp> = {
  cs: /^(?:Mým cílem je|Získám|(?:\p{L}+ ){2,3}se naučím) /u,
  sk: /^(?:Mojím cieľom je|Získam|(?:\p{L}+ ){2,3}sa naučím) /u,
  pl: /^(?:Moim celem jest|Zdobędę|(?:\p{L}+ ){2,4}nauczę się) /u,
  uk: /^(?:Моя мета —|Я отримаю|(?:\p{L}+ ){2,3}я навчуся) /u,
  ru: /^(?:Моя цель —|Я получу|(?:\p{L}+ ){2,4}я научусь) /u,
};
/** Futures of the narrative goals and the mentee's own ("Poradím si", "Posílím"). */
const OTHER_FUTURES = new Set(
  'poradím posílím přestanu posilním prestanem poradzę wzmocnię przestanę впораюся зміцню справлюсь укреплю budu budem będę буду'.split(
    ' ',
  ),
);
const JOINERS = new Set(['a', 'i', 'і', 'й', 'та', 'и', 'oraz']);

/** What is wrong with the verbs of one goal sentence ([] when nothing is). */
function conjugationFaults(goal: string, lang: SlavicLanguage): string[] {
  // "Моя мета — …" holds a dash of its own: the frame is looked for before the measure is cut off.
  if (FRAMES[lang].test(goal)) return [];
  const clause = goal.split(/ [–—] /u)[0]!;
  const words = clause.replace(/^Я /u, '').split(' ');
  const first = words[0]!.toLowerCase();
  const faults: string[] = [];
  if (isInfinitive(first, lang)) faults.push(`opens with the infinitive "${first}"`);
  else if (!isFutureForm(first, lang) && !OTHER_FUTURES.has(first)) faults.push(`opens with "${first}", no known future`);
  words.forEach((w, i) => {
    if (i === 0 || !JOINERS.has(w.toLowerCase())) return;
    const next = words[i + 1] ?? '';
    if (isInfinitive(next, lang) && !isInfinitive(words[i - 1]!, lang)) faults.push(`"${w} ${next}" after a future`);
  });
  return faults;
}

describe.each(['cs', 'sk', 'pl', 'uk', 'ru'] as const)('goal corpus: %s verbs are conjugated', (lang) => {
  it('opens every goal with a future or an infinitive frame, and leaves no infinitive after it', () => {
    const goals = corpora.get(lang)!.cases.flatMap((c) => c.goals);
    expect(goals.length).toBeGreaterThanOrEqual(20);
    for (const goal of goals) expect(conjugationFaults(goal, lang), goal).toEqual([]);
  });
});

describe('the conjugation check', () => {
  it.each([
    ['cs', 'Najdu si práci do konce roku a zlepšit angličtinu – každý měsíc pošlu pět přihlášek.'],
    ['pl', 'Nauczę się niemieckiego i zmienić pracę w ciągu sześciu miesięcy – będę mieć dwie lekcje.'],
    ['sk', 'Schudnem 5 kg a naučiť sa hrať na gitare – budem cvičiť.'],
    ['uk', 'Я вивчу англійську і знайти нову роботу — матиму два заняття.'],
    ['cs', 'Zlepšit angličtinu během šesti měsíců – budu mít dvě lekce.'],
  ] as const)('finds the fault in %s: %j', (lang, goal) => {
    expect(conjugationFaults(goal, lang)).not.toEqual([]);
  });

  it('accepts infinitives joined under one future', () => {
    expect(conjugationFaults('Naučím se hrát a zpívat během tří měsíců – budu cvičit.', 'cs')).toEqual([]);
  });
});
