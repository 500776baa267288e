/**
 * Issue 33, round 43: aims whose topic has a measure got the generic list of steps ("write down every step it takes,
 * finish one a week") because their words were missed: a promotion told in the participle ("ser promovida a gerente"),
 * a phone limited in the first person ("Omezím telefon"), breathlessness in Slovak ("fučať") and Italian ("il
 * fiatone"), and sleeping enough ("высыпаться"). Each gets its topic's measure (topics.json, aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const GENERIC = /passos necessários|potřebné kroky|potrebné kroky|нужные шаги|passi necessari/u;

describe("a told aim with a topic gets that topic's measure, not the generic steps", () => {
  it.each([
    ['Quero ser promovida a gerente até o fim do ano.', 'combinando três critérios claros'],
    ['Chci omezit telefon na hodinu denně.', 'tento týden si v nastavení telefonu nastavím denní limit'],
    ['Mojím cieľom je prestať fučať po pár schodoch.', 'budem cvičiť aspoň trikrát týždenne'],
    ['Опять не выспался, пять часов сна. Хочу высыпаться.', 'буду ложиться спать не позже 23:00'],
  ])('%s', (text, measure) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(measure);
    expect(goals).not.toMatch(GENERIC);
  });

  it('keeps an Italian breathlessness in its own words, no weight the mentee never told', () => {
    const goals = draftGoals('Il mio obiettivo è non avere più il fiatone dopo due rampe di scale.', NOV_25);
    expect(goals).toContain('Smetterò di avere il fiatone dopo due rampe di scale');
    expect(goals).not.toMatch(/peso più sano/u);
  });
});
