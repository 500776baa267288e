/**
 * Issue 33, after blind readings 35–37: a stock goal must not contradict who the person is, as the sentence telling the
 * situation says it. A master carpenter "mit eigener Werkstatt" is no one to become self-employed; a workshop owner
 * unseen "at home" has no visibility at work to build; a teacher on a public pay scale ("rede municipal", "öffentlicher
 * Dienst") has no raise to ask a manager for; a mother "sama na dvě děti" after a divorce lives with her children and
 * needs no plan for a parent apart, which a parent who sees them every other weekend still gets.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('no stock goal against who the person is', () => {
  it.each([
    [
      'Ich bin 58, Schreinermeister mit eigener Werkstatt. Keiner meiner Kinder will den Betrieb übernehmen. Mein Knie tut weh.',
      /selbstständig/u,
    ],
    [
      'Я владелец небольшой автомастерской. Жена говорит, что я живу на работе и дома меня не видно. Курю пачку в день.',
      /заметными для команды/u,
    ],
    ['Sou professora na rede municipal e ganho pouco. Estou exausta e quero fazer mestrado, a seleção é em março.', /aumento|gestor/u],
    ['Ich bin Lehrerin im öffentlichen Dienst und verdiene zu wenig. Ich schlafe schlecht.', /Gehaltserhöhung|Führungskraft/u],
    [
      'Je mi 38, jsem sama na dvě děti od loňského rozvodu. Pracuji jako asistentka a přibrala jsem 8 kilo.',
      /druhým rodičem|společný víkend/u,
    ],
  ])('%s', (input, stock) => {
    expect(draftGoals(input, NOW)).not.toMatch(stock);
  });

  it('a parent apart still gets the plan for one', () => {
    const input = 'Since the divorce my two kids live with their mother and I see them every other weekend. I miss them.';
    expect(draftGoals(input, NOW)).toMatch(/with the other parent/u);
  });
});
