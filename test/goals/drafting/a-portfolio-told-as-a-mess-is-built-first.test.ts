/**
 * Issue 33 (concern69; blind readings 112 #1 and #11: "my portfolio is a mess", "у меня нет нормального портфолио"
 * stressed, answered by revenue or by the weekly-steps filler): a portfolio said to be no good, a mess or not a
 * proper one is `portfolio` (situations.json), as "no portfolio" already was: its goal comes first, finished projects
 * a month put online with feedback, before the submission or the open call the story dates.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a portfolio told as a mess is built first', () => {
  it.each([
    [
      "I graduated in graphic design last summer and now I work in a supermarket, 25 hours a week. I draw every evening but I never finish anything. Honestly the thing that gets to me most is that my portfolio is a mess and I keep putting off sending it to studios. There's a studio open call at the end of February.",
      '1. I will build a portfolio of my own projects',
      /^I will stop putting things off/u,
    ],
    [
      'Мне 20, я работаю официантом и по вечерам рисую. Родители хотят, чтобы я вернулся в университет. Больше всего меня беспокоит, что у меня нет нормального портфолио, а я хочу устроиться в студию анимации до лета. Показать пока нечего, только наброски.',
      '1. Я соберу портфолио из собственных проектов',
      /^Мои SMART-цели:\n1\. Я устроюсь/u,
    ],
    [
      "J'ai 24 ans, je suis photographe et je travaille à mi-temps dans une boutique. Ma mère trouve que je perds mon temps. Ce qui m'inquiète le plus, c'est que mon portfolio est en désordre et que je n'ose pas l'envoyer aux agences. Je voudrais être prête pour un concours qui ferme le 30 avril.",
      '1. Je vais constituer un portfolio de projets personnels',
      /^Je vais être prête pour un concours/u,
    ],
    [
      'Mam 22 lata, skończyłam grafikę i pracuję w kawiarni. Rysuję po nocach, ale wszystko jest porozrzucane. Najbardziej martwi mnie, że nie mam porządnego portfolio, a chcę do marca wysłać zgłoszenia do trzech wydawnictw. Mama pyta, kiedy znajdę prawdziwą pracę.',
      '1. Zbuduję portfolio z własnych projektów',
      /^Wyślę zgłoszenia/u,
    ],
    [
      'Мені 22, я працюю баристою у Львові і малюю ілюстрації. Найбільше мене гнітить, що в мене немає нормального портфоліо, а я хочу до весни подати роботи у видавництво. Ще хочу почати бігати.',
      '1. Я створю портфоліо з власних проєктів',
      /^Мої SMART-цілі:\n1\. Моя мета/u,
    ],
  ])('%s', (text, first, old) => {
    const goals = draftGoals(text, NOW);
    // The first goal: the one line of a single goal, or the line numbered 1.
    const firstGoal = goals.split('\n').find((line) => !line.endsWith(':')) ?? '';
    expect(firstGoal).toContain(first);
    expect(goals).not.toMatch(old);
  });
});
