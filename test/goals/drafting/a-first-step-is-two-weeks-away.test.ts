/**
 * Issue 33 (cover32, blind reading 29's 9): the loneliness goal's first step was "this month", which
 * on 28 November left two days. A stock first step cannot know the day it is read: it is "within two
 * weeks" in every language. And a student weighing whether to leave their studies has not left: the
 * dropout plan's options are finishing, another course or work, not "going back" (blind 29's 16).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a first step is two weeks away', () => {
  it.each([
    [
      'Je mi 30, pracuju jako programátor v Brně. Posledního půl roku sedím jen doma a skoro nevycházím. V srpnu jsem se rozešel s přítelkyní. Kamarádi mě zvou na lezení, ale pořád se vymlouvám. Chtěl bych se zase dát dohromady.',
      /do dvou týdnů se přidám/u,
      /tento měsíc/u,
    ],
    [
      "I moved to Leeds in spring and I still don't know anyone here. I feel really lonely in the evenings.",
      /within two weeks/u,
      /this month/u,
    ],
    ['Seit dem Umzug nach Hamburg kenne ich hier niemanden und fühle mich sehr einsam.', /innerhalb von zwei Wochen/u, /in diesem Monat/u],
  ])('%s', async (input, step, month) => {
    const out = await draft(input);
    expect(out).toMatch(step);
    expect(out).not.toMatch(month);
  });

  it.each([
    [
      'Jestem na 2 roku prawa w Krakowie. Teraz ledwo zdaję. W wakacje pracowałem w restauracji i to był najlepszy czas od dawna. Nie wiem czy rzucić studia czy dokończyć.',
      /dokończenie studiów, inny kierunek, praca/u,
    ],
    [
      "I'm in my second year of law and I'm barely passing. I'm thinking about dropping out.",
      /finishing them, changing course, starting work/u,
    ],
  ])('%s', async (input, options) => {
    const out = await draft(input);
    expect(out).toMatch(options);
    expect(out).not.toMatch(/powrót|going back/u);
  });
});
