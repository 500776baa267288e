/**
 * Issue 33 (blind reading 70's 24): "presťahovať sa do Bratislavy" was read as a move abroad: the goal became
 * "Presťahujem sa do zahraničia" and the plan asked for "potrebné doklady na novom mieste". A move to a city of one's
 * own country (told by its case form, "do Krakowa", "до Львова", "nach Hamburg") is no emigration: no papers, and the
 * flat to find is the concern it leaves.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a move within the country is no move abroad', () => {
  it.each([
    [
      'Chcem si do leta nájsť novú prácu v IT s platom aspoň 2000 € a presťahovať sa do Bratislavy.',
      'prvý mesiac si zistím podmienky práce a bývania na novom mieste',
      /doklady|zahraničia/u,
    ],
    [
      'Od januára sa sťahujem do Bratislavy kvôli práci a nikoho tam nepoznám. Bojím sa, že budem sama.',
      'Spoznám nových ľudí',
      /zahraničia|doklady/u,
    ],
    [
      'W marcu przeprowadzam się do Krakowa, bo dostałem tam pracę. Nie mam jeszcze mieszkania.',
      'Znajdę mieszkanie',
      /za granicę|dokumenty/u,
    ],
    ['Ich ziehe im Februar nach Hamburg und muss dort noch eine Wohnung finden.', 'Mietvertrag', /ins Ausland|Papiere/u],
    ['У січні переїжджаю до Львова, і там треба знайти квартиру.', 'Я знайду квартиру', /за кордон|документи/u],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });

  it('keeps a move abroad for a city far from home', () => {
    expect(draftGoals('Mieszkam w Krakowie. Chcę przeprowadzić się za granicę, najlepiej do Norwegii.', NOV_25)).toContain('za granicę');
  });
});
