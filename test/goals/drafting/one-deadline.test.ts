/**
 * Issue 33, blind reading 3: one deadline per goal, the mentee's when they gave one. A goal of the
 * same sentence as a dated one shares its date ("finish the course and find a part-time job by the end
 * of January"); a goal with no date takes the deadline the text names ("by 20 January"); a month
 * written before the intention gives way to the date in the goal's own words, and no sentence of any
 * corpus answer carries two time frames.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectLanguage, type Language } from '../../../src/goals/drafting/language.js';
import { timeFrameIn } from '../../../src/goals/drafting/specifics.js';
import { draftGoals } from '../../../src/goals/offline.js';
import { draftGoalsOnce } from '../../support/goal-drafts.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

const goalLines = (output: string): string[] => {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 1 ? lines.slice(1).map((l) => l.replace(/^\d+\. /u, '')) : lines;
};

/** The goal's own part of a line, before its measure (a dash, a semicolon, or a gerund after a comma, with its clitic: "uniéndome"). */
const goalPart = (line: string): string =>
  line.split(/ – | — |; |, (?=en |\p{Ll}+(?:ing|[aá]ndo|[eé]ndo|ant)(?:me|te|se|nos|lo|la|le|ci|si|mi)?\b)/u)[0]!;

/** The second time frame in the goal's part of `line`, if it has two. */
function secondFrame(line: string, lang: Language): string | null {
  const head = goalPart(line);
  const first = timeFrameIn(head, lang);
  return first === null ? null : timeFrameIn(head.replace(first, ' '), lang);
}

describe('two time frames in one sentence', () => {
  it.each([
    ['pt', 'Em agosto vou encontrar um emprego até ao fim de fevereiro, enviando cinco candidaturas por mês.'],
    ['fr', 'Je vais courir un semi-marathon au printemps prochain au cours des six prochains mois, en courant trois fois par semaine.'],
    ['uk', 'Я вивчу англійську до 1 квітня протягом трьох місяців — матиму два заняття на тиждень.'],
  ] as const)('are found in %s: %s', (lang, line) => {
    expect(secondFrame(line, lang)).not.toBeNull();
  });

  const corpusInputs = [
    ...['./situation-corpus.json', './stated-corpus.json'].flatMap(
      (f) => (JSON.parse(readFileSync(new URL(f, import.meta.url), 'utf8')) as { cases: { input: string }[] }).cases,
    ),
    ...readdirSync(new URL('../../fixtures/goal-corpus/', import.meta.url)).flatMap(
      (f) =>
        (JSON.parse(readFileSync(new URL(`../../fixtures/goal-corpus/${f}`, import.meta.url), 'utf8')) as { cases: { input: string }[] })
          .cases,
    ),
  ].map((c) => c.input);

  // The corpus answers are drafted once a worker for this file, no-grammar-break and situation-corpus (test/support/goal-drafts.ts).
  // In slices of a hundred, each within the default timeout on a loaded machine: the whole corpus in one test
  // took most of it, and ran out of it while other suites loaded both cores.
  const slices = Array.from(
    { length: Math.ceil(corpusInputs.length / 100) },
    (_, i) => [i * 100 + 1, corpusInputs.slice(i * 100, i * 100 + 100)] as const,
  );
  it.each(slices)(`are in no answer to the corpus inputs from %i (of ${corpusInputs.length})`, (_, inputs) => {
    const stacked = inputs.flatMap((input) =>
      goalLines(draftGoalsOnce(input, NOV_26)).flatMap((line) => {
        const lang = detectLanguage(line);
        return lang !== 'other' && secondFrame(line, lang) !== null ? [line] : [];
      }),
    );
    expect(stacked).toEqual([]);
  });
});

describe('the mentee’s deadline is every goal’s', () => {
  it.each([
    ['I want to finish the course and find a part-time job by the end of January.', ['by the end of January', 'by the end of January']],
    ['Ich will bis Ende Februar 10 Bewerbungen schreiben und mein Portfolio fertig machen.', ['bis Ende Februar', 'Bis Ende Februar']],
    [
      'Voglio finire il corso e trovare un lavoro part-time entro la fine di gennaio.',
      ['Entro la fine di gennaio', 'entro la fine di gennaio'],
    ],
    ['Хочу закончить курс и найти подработку до конца января.', ['до конца января', 'до конца января']],
    [
      'Quiero terminar el curso y encontrar un trabajo a media jornada antes de finales de enero.',
      ['finales de enero', 'finales de enero'],
    ],
  ])('%s', (input, frames) => {
    const lines = goalLines(draftGoals(input, NOV_26));
    expect(lines).toHaveLength(frames.length);
    lines.forEach((line, i) => expect(line).toContain(frames[i]));
  });

  it.each([
    [
      'Devo consegnare la tesi entro fine aprile, ho scritto 35 pagine su 100.',
      /^Consegnerò la tesi entro fine aprile, avanzando di almeno/u,
    ],
    ['Voglio finire il corso di inglese entro fine marzo.', /^\S.* entro fine marzo, /u],
  ])('"entro fine aprile" is one frame: %s', (input, expected) => {
    const output = draftGoals(input, NOV_26);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(/entro i prossimi/u);
  });

  it('a deadline told in another sentence dates a goal that names none', () => {
    expect(
      draftGoals(
        "My manager wants the quarterly report by 20 January and I've only written 12 of the 40 pages. I keep procrastinating.",
        NOV_26,
      ),
    ).toMatch(/by 20 January/u);
  });

  it('a vision years away is not the other goals’ deadline', () => {
    const output = draftGoals('I want to lead a department in five years and improve my English.', NOV_26);
    expect(output).not.toMatch(/English in five years/u);
  });

  it.each([
    [
      'pt',
      'Mudei-me para Lisboa em agosto e preciso de encontrar um emprego na área de marketing até ao fim de fevereiro.',
      /^Vou encontrar um emprego na área de marketing até ao fim de fevereiro,/u,
    ],
    ['pt', 'Mudei-me para Lisboa em agosto e preciso de encontrar um emprego.', /^Vou encontrar um emprego nos próximos/u],
    ['en', 'I moved here in September and I want to find a job.', /^I will find a job within/u],
  ])('a month behind the story is no deadline (%s): %s', (_lang, input, expected) => {
    expect(draftGoals(input, NOV_26)).toMatch(expected);
  });
});
