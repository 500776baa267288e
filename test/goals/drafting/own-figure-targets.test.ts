/**
 * Issue 33 (blind readings 19 and 20): stock steps left the target open beside the mentee's own figure
 * or gave none — "blood pressure to a healthy level" beside 150/95, "setting a word count for each
 * session", energy rated from 1 to 10 every Friday with no target. The told blood pressure is the
 * goal's start and the usual 140/90 its target (gate.json ownFigures); a writing session has its words
 * and the energy rating a level to reach (templates/measures.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a target from the mentee’s figure', () => {
  it.each([
    [
      'At my last check-up the nurse measured 165/100, so my blood pressure is too high. I sit at a desk all day.',
      /from 165\/100 to below 140\/90/u,
    ],
    ['Mein Blutdruck ist zu hoch, beim letzten Termin 150 zu 95. Ich bin Busfahrer.', /von 150\/95 auf unter 140\/90 senken/u],
    ['Il medico di base mi ha trovato la pressione alta, 170/105, e mi ha detto di muovermi di più.', /da 170\/105 a meno di 140\/90/u],
    ['Врач говорит, что у меня высокое давление: утром было 155/100. Работаю охранником сутками.', /с 155\/100 до уровня ниже 140\/90/u],
    ['Lekár mi nameral vysoký krvný tlak 150/95, mám sedavú prácu.', /z 150\/95 pod 140\/90/u],
  ])('%s', (input, target) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(target);
    expect(out).not.toMatch(/healthy level|gesunden Wert|livello sano|здорового уровня|zdravú hodnotu/u);
  });

  it('keeps the healthy level where no figure is told', () => {
    expect(draftGoals('My doctor says my blood pressure is too high. I work in an office.', NOV_26)).toMatch(/to a healthy level/u);
  });

  it.each([
    [
      'I want to finish the first draft of my fantasy novel by the end of next year.',
      /working on it at least three times a week, at least 500 words a session/u,
    ],
    ['Хочу дописать свою повесть до конца весны.', /не меньше 500 слов/u],
    ['Voglio scrivere il mio primo romanzo entro l’estate prossima.', /almeno 500 parole ciascuna/u],
  ])('a writing session has its words: %s', (input, words) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(words);
    expect(out).not.toMatch(/word count|норму слов|numero di parole/u);
  });

  it.each([
    ['I’m completely burnt out at work and exhausted all the time.', /from 1 to 10 every Friday, aiming for at least 7 by the last week/u],
    ['Jsem v práci úplně vyhořelá a pořád unavená.', /od 1 do 10 s cílem dostat se v posledním týdnu alespoň na 7/u],
    ['Estoy quemada en el trabajo y agotada todo el tiempo.', /del 1 al 10 cada viernes, con el objetivo de llegar al menos a 7/u],
  ])('an energy rating has a level to reach: %s', (input, target) => {
    expect(draftGoals(input, NOV_26)).toMatch(target);
  });
});
