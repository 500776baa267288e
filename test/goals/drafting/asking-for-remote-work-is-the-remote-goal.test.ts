/**
 * Issue 33 (blind reading 109's 10: "Najbardziej martwi mnie to, czy powinnam poprosić szefa o pracę zdalną"): a stressed
 * request for remote work, its commute told sentences before, got a goal about colleagues or fatigue: the home-office
 * situation needed the commute in its own sentence or the two before. Asking the boss for it ("poprosić", "bitten",
 * "попросить") now tells it too: the home-office days agreed on a six-week trial.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('asking for remote work is the remote goal', () => {
  it.each([
    [
      'Mam 49 lat, pracuję w księgowości w Łodzi i dojeżdżam codziennie godzinę w jedną stronę. Od roku choruję na reumatoidalne zapalenie stawów i rano ledwo się ruszam. Córka jest w liceum. Najbardziej martwi mnie to, czy poprosić szefową o pracę zdalną dwa dni w tygodniu.',
      /^Uzgodnię stałe dni pracy zdalnej/u,
      /Poprawię swoje relacje w pracy/u,
    ],
    [
      'Ich arbeite als Sachbearbeiterin in einer Versicherung in Köln und pendle jeden Tag 70 Minuten pro Strecke. Seit der Diagnose Morbus Crohn bin ich oft erschöpft. Mein Sohn ist zehn und ich sehe ihn abends kaum. Am meisten beschäftigt mich, ob ich meinen Chef um zwei Tage Homeoffice bitten soll.',
      /^Ich werde mit meiner Führungskraft feste Homeoffice-Tage vereinbaren/u,
      /wieder zu Kräften kommen/u,
    ],
    [
      'Я бухгалтер, мне 47, езжу в офис полтора часа в одну сторону. После операции на колене стоять в транспорте тяжело. Сын заканчивает школу. Больше всего меня волнует, стоит ли попросить начальника об удалённой работе хотя бы три дня в неделю.',
      /^Я договорюсь о постоянных днях удалённой работы/u,
      /отношения с сыном/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
