/**
 * Issue 33 (blind reading 19's 19, stated18): a weight loss told in a case form of "kilogram"
 * ("6 kilogramů", "6 кілограмів", "6 kilogramów") was not read as kilos, so the weight goal kept half
 * a kilo a week — 13 kg by June where the mentee named 6. And a weight goal beside a race ("un
 * semi-marathon en octobre et perdre 6 kilos d'ici là") was not paced at all once the race had its
 * distance steps. Spanish "bajar 6 kilos" and English "lose 6 kilograms" are a weight loss too (situations.json
 * cues), not a workout count or the weekly-steps filler. All are now paced to the deadline, the kilos the mentee named.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('kilos in any case form are paced to the deadline', () => {
  it.each([
    ['Chci do června zhubnout 6 kilogramů.', /0,25 kg týdně/u, /půl kila/u],
    ['Хочу схуднути на 6 кілограмів до червня.', /0,25 кг на тиждень/u, /пів кілограма/u],
    ['Хочу похудеть на 6 килограммов к июню.', /0,25 кг в неделю/u, /полкилограмма/u],
    ['Chcę schudnąć 6 kilogramów do czerwca.', /0,25 kg tygodniowo/u, /pół kilograma/u],
    ['I want to lose 6 kilograms by June.', /0\.25 kg a week/u, /half a kilo/u],
    [
      'Quiero bajar 6 kilos antes de junio.',
      /0,25 kg por semana/u,
      /medio kilo|haciendo ejercicio al menos tres veces por semana durante 30 minutos y registrando/u,
    ],
  ])('%s', (input, paced, half) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(half);
  });
});

describe('a weight goal beside a race is paced too', () => {
  it.each([
    [
      "Mon objectif : courir un semi-marathon en octobre et perdre 6 kilos d'ici là.",
      /semi-marathon/u,
      /0,15 kg de moins par semaine/u,
      /demi-kilo/u,
    ],
    ['I want to run a half marathon in October and lose 6 kg by then.', /half marathon/u, /0\.15 kg a week/u, /half a kilo/u],
    ['Ich will im Oktober einen Halbmarathon laufen und bis dahin 6 Kilo abnehmen.', /Halbmarathon/u, /0,15 kg pro Woche/u, /halbes Kilo/u],
    ['Chci do října uběhnout půlmaraton a zhubnout 6 kilo.', /půlmaraton/u, /0,15 kg týdně/u, /půl kila/u],
  ])('%s', (input, race, paced, half) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(race);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(half);
  });
});
