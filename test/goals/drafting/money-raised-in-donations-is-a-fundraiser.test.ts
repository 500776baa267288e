/**
 * Issue 33 (round 63's probes): money raised from others ("zібрати … донатами на дрон", blind reading
 * 100's 23; "raise £3,000 in donations", "Spenden sammeln", "zebrać na zbiórce") was read as the mentee's
 * own saving ("щомісяця відкладатиму 16 700 гривень … пошукаю додаткове джерело доходу"), as a raise asked
 * of a manager, or by a sports club's name as exercise. A sum raised is a fundraiser's: a page with the
 * target, people asked each week, the total shown and donors thanked (aims.json). Its "needs" are the
 * raising verbs and the fundraiser's nouns, so a donation one gives oneself is no fundraiser.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const SAVED =
  /setting aside|lege ich jeden Monat|odkładać|відкладатиму|откладывать|apartando|mettendo da parte|mettant de côté|guardando|odložím|manager/u;

describe('money raised in donations is a fundraiser, no saving', () => {
  it.each([
    [
      "I want to raise £3,000 in donations for the children's hospice by May.",
      /^I will raise £3,000 in donations for the children's hospice by May, setting up a fundraising page with the target and the date this week/u,
    ],
    [
      'Ich will bis März 5.000 Euro Spenden für unseren Sportverein sammeln.',
      /^Ich werde bis März 5\.000 Euro Spenden für unseren Sportverein sammeln; dafür richte ich diese Woche eine Spendenseite/u,
    ],
    [
      'Chcę zebrać 20 000 zł na zbiórce dla schroniska do marca.',
      /^Moim celem jest zebrać 20 000 zł na zbiórce dla schroniska do marca – w tym tygodniu założę stronę zbiórki/u,
    ],
    [
      'Хочу зібрати 50 000 гривень донатами на дрон для бригади до березня.',
      /^Я зберу 50 000 гривень донатами на дрон для бригади до березня — цього тижня створю сторінку збору/u,
    ],
    [
      'Quiero recaudar 2.000 euros en donativos para el comedor social antes de junio.',
      /^Voy a recaudar 2\.000 euros en donativos para el comedor social antes de junio, creando esta semana una página de recaudación/u,
    ],
    [
      'Chci vybrat 40 000 Kč ve sbírce na vozík pro sestru do února.',
      /^Vyberu 40 000 Kč ve sbírce na vozík pro sestru do února – tento týden založím stránku sbírky/u,
    ],
  ])('%s', (input, fundraiser) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toMatch(fundraiser);
    expect(answer).not.toMatch(SAVED);
  });

  it('a donation one gives oneself is no fundraiser', () => {
    expect(draftGoals('I want to donate 20 euros a month to a children’s charity.', NOW)).not.toMatch(/fundraising page/u);
  });
});
