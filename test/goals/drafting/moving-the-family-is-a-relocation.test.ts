/**
 * Issue 33 (round 70; blind reading 113-22): "przeprowadzić rodzinę do Bergen przed wakacjami" named no topic, so it
 * took the steps of the profession's language told beside it (the level recognition asks for), and "move my family to
 * Toronto" took family time's ("three evenings a week free for time together"). Moving one's family to a place is the
 * move (topics.json relocation): work, housing and papers there, applications and a reserve.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('moving the family is a relocation', () => {
  it.each([
    [
      'Chcę zdać egzamin z norweskiego na poziomie B1 do marca i przeprowadzić rodzinę do Bergen przed wakacjami.',
      /Przeprowadzę rodzinę do Bergen przed wakacjami – w pierwszym miesiącu sprawdzę warunki pracy i mieszkania/u,
      /uznanie mojego zawodu/u,
    ],
    [
      'I want to move my family to Toronto before next summer and pass the Canadian driving test by March.',
      /I will move my family to Toronto before next summer, finding out about work, housing/u,
      /time together/u,
    ],
    [
      'Хочу до осени перевезти семью в Прагу и найти там работу водителем.',
      /перевезти семью в Прагу до осени; в первый месяц выясню условия работы и жилья/u,
      /^Я перевезу семью.*вместе/mu,
    ],
  ])('%s', (input, move, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(move);
    expect(out).not.toMatch(old);
  });
});
