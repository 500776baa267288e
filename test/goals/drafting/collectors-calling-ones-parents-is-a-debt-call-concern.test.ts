/**
 * Issue 33 (blind reading 107's 6: "Najbardziej boję się, że zaczną dzwonić do jej rodziców, bo kiedyś podałem ich numer"):
 * the fear that collectors will call one's family was read as a fear of making phone calls ("Pozbędę się lęku przed
 * telefonowaniem"). Calls that "they" will start making to one's parents are the debt's calls (`debtcalls`): stopped by a
 * repayment plan agreed in writing, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe("collectors calling one's parents is a debt-call concern", () => {
  it.each([
    [
      'Jeżdżę jako kurier w Krakowie. W zeszłym roku wziąłem trzy chwilówki, razem to jakieś 9 tysięcy. Najbardziej boję się, że zaczną dzwonić do jej rodziców, bo kiedyś podałem ich numer.',
      /sprawię, że przestaną do mnie dzwonić w sprawie długu/iu,
    ],
    [
      'Mám dva spotřebitelské úvěry a nestíhám splátky, dohromady 80 000 Kč. Nejvíc mě trápí, že začnou volat mým rodičům.',
      /zastavím telefonáty kvůli dluhu/iu,
    ],
    [
      "I've got three payday loans, about £2,000 in total, and I'm missing payments. What scares me most is that they'll start calling my parents.",
      /stop the calls about my debt by agreeing a repayment plan/iu,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/(?:lęku przed telefonowaniem|strach z telefonování|fear of (?:making )?phone calls)/u);
  });
});
