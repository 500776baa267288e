/**
 * Issue 33 (blind reading 108 #7): "piję za dużo energetyków, czasem 3-4 dziennie" gave "Ograniczę alkohol …
 * najwyżej pięć drinków tygodniowo" beside the coffee goal: the drinking phrase ("piję za dużo", "trinke zu
 * viel", "пью слишком много") was read as alcohol. Energy drinks told as what one drinks too much of are the
 * alcohol situation's `unless`: only the coffee and energy-drink goal stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('energy drinks are no alcohol', () => {
  it.each([
    ['Mam problemy ze snem i piję za dużo energetyków, czasem 3-4 dziennie.', /napoje energetyczne/u, /alkohol/u],
    ['Piju moc energeťáků, na noční tak tři denně.', /energetické nápoje/u, /alkohol/u],
    ['Trinke zu viele Energydrinks in der Nachtschicht.', /Energydrinks/u, /Alkohol|alkoholfrei/u],
    ["П'ю забагато енергетиків на нічних змінах.", /енергетичні напої/u, /алкогол/u],
    ['Пью слишком много энергетиков на ночных сменах.', /энергетические напитки/u, /алкогол/u],
    ['Je bois trop de boissons énergisantes la nuit.', /boissons énergisantes/u, /alcool/u],
    ['Bevo troppi energy drink durante il turno di notte.', /bevande energetiche/u, /alcol/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('beer drunk too much is still alcohol', () => {
    expect(draftGoals('Piję za dużo piwa co wieczór.', NOW)).toMatch(/^Ograniczę alkohol/u);
  });
});
