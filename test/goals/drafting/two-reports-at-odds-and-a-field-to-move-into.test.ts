/**
 * Issue 33 (cover23, blind reading 23's 12 and 14): two people of a team who cannot stand each other
 * ('two of them can't stand each other', 'nesnášejí se', 'non si sopportano') are a conflict to talk
 * through, not the writer's own hardest colleague; a field named to move into ('уйти в аналитику
 * данных', 'switch to data analytics') is a change of field, not only a job search.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('two reports at odds are a conflict to talk through', () => {
  it.each([
    [
      'I lead a team of eight nurses and two of them can’t stand each other since the rota changed in May.',
      /conflict/u,
      /hardest to work with/u,
    ],
    ['Vedu tým pěti lidí a dvě kolegyně se nesnášejí, od září spolu nemluví.', /konflikt/u, /nejhůř spolupracuje/u],
    ['Gestisco un negozio con quattro commessi e due di loro non si sopportano da mesi.', /conflitto/u, /lavorare più difficile/u],
  ])('%s', async (input, conflict, stock) => {
    const out = await draft(input);
    expect(out).toMatch(conflict);
    expect(out).not.toMatch(stock);
  });
});

describe('a field named to move into is a change of field', () => {
  it.each([
    ['Работаю технологом 12 лет. Давно думаю уйти в аналитику данных, но боюсь, что в 40 лет меня никто не возьмёт.', /сфер/u],
    [
      'Od ośmiu lat pracuję w księgowości. Od dawna myślę, żeby przejść do analizy danych, ale boję się, że w moim wieku nikt mnie nie zatrudni.',
      /branż/u,
    ],
    [
      "I've been in logistics for nine years. I keep thinking about a switch to data analytics, but at 41 I doubt anyone would hire me.",
      /new field/u,
    ],
  ])('%s', async (input, field) => {
    const out = await draft(input);
    expect(out).toMatch(field);
    expect(out.split('\n').find((line) => !line.endsWith(':'))).toMatch(field);
  });
});
