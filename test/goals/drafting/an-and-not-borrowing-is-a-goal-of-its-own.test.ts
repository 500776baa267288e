/**
 * Issue 33 (round 66's lead; blind reading 107's 21): "закрыть два микрозайма … и больше не брать новых" was one goal,
 * the loans' repayment and the promise merged, measured by the debts' plan alone; "clear my card by June and not take
 * any new loans" the same in every language. After "and", a negated verb starts a verb phrase of its own (never after
 * a comma: "recuperar esas amistades, no conocer gente nueva" is a contrast), and a negated borrowing is borrowing
 * stopped (aims.json): no new loan from this week, what the money runs short for, a small reserve. A state to avoid
 * ("and not get hurt", "y no sentirme tan mayor") stays with its aim. The French negation's "de" becomes "des"
 * ("arrêter de prendre des crédits"); Polish keeps the genitive after "nie będę" ("Nie będę brać nowych pożyczek").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('"and not" borrowing is a goal of its own', () => {
  it.each([
    [
      'I want to clear my card by June and not take any new loans.',
      /^2\. I will not take any new loans by June, starting this very week/mu,
    ],
    ['Quiero pagar la tarjeta antes de junio y no pedir más préstamos.', /^2\. Antes de junio voy a dejar de pedir préstamos, empezando/mu],
    [
      'Je veux rembourser ma carte avant juin et ne plus prendre de crédits.',
      /^2\. Avant juin, je vais arrêter de prendre des crédits, en commençant/mu,
    ],
    ['Voglio saldare la carta entro giugno e non prendere più prestiti.', /^2\. Entro giugno smetterò di prendere prestiti, cominciando/mu],
    ['Quero pagar o cartão até junho e não pedir mais empréstimos.', /^2\. Até junho vou deixar de pedir empréstimos, começando/mu],
    [
      'Хочу за полгода закрыть два микрозайма, всего 48 тысяч, и больше не брать новых.',
      /^2\. .*не брать новых.*с этой недели не возьму ни одного нового займа/mu,
    ],
    [
      'Хочу до червня закрити кредитку і більше не брати нових позик.',
      /^2\. .*не брати нових позик.*від цього тижня не братиму жодної нової позики/mu,
    ],
    ['Chcę do czerwca spłacić kartę i nie brać nowych pożyczek.', /^2\. Nie będę brać nowych pożyczek do czerwca – od tego tygodnia/mu],
  ])('%s', (input, second) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/^1\. /mu);
    expect(out).toMatch(second);
    expect(out).not.toMatch(/Przestanę brać nowych|arrêter de prendre de crédits/u);
  });

  it.each([
    ['I want to run a 10k in May and not get hurt like last time.', /I will not get hurt/u],
    ['Quiero tener más energía y no sentirme tan mayor.', /dejar de sentirme/u],
    ['Quiero recuperar esas amistades, no conocer gente nueva.', /dejar de conocer/u],
  ])('a state to avoid or a contrast stays with its aim: %s', (input, wrong) => {
    expect(draftGoals(input, NOW)).not.toMatch(wrong);
  });
});
