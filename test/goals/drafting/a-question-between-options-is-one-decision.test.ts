/**
 * Issue 33 (blind readings 47's 7, 48's 13: "the decision the person asks about is left out"): a choice asked as a
 * question ("Should I talk to her or look for another job?", "Soll ich kündigen oder bleiben?") was read as no goal
 * at all, while a side detail of the story got one. It is the decision, the options in the person's words, said as
 * the choice the question asks ("whether I should …", "ob ich … soll"; options.json `asks`).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a question between options is one decision', () => {
  it.each([
    [
      "My manager keeps giving me more work and I stay until 9pm every day. I haven't been to the gym for months. Should I talk to her or look for another job?",
      '1. I will decide within six weeks whether I should talk to her or look for another job,',
    ],
    ['Soll ich kündigen oder bleiben?', 'Ich werde innerhalb von sechs Wochen entscheiden, ob ich kündigen oder bleiben soll;'],
    [
      'Est-ce que je dois démissionner ou rester encore un an ?',
      "Je vais décider d'ici six semaines si je dois démissionner ou rester encore un an,",
    ],
    [
      '¿Debo aceptar la oferta o quedarme en Sevilla?',
      'Voy a decidir en las próximas seis semanas si debo aceptar la oferta o quedarme en Sevilla,',
    ],
    [
      'Czy powinnam zostać w firmie, czy szukać nowej?',
      'Zdecyduję w ciągu sześciu tygodni, czy powinnam zostać w firmie, czy szukać nowej pracy –',
    ],
    ['Mám zůstat, nebo odejít? Šéf mě ponižuje.', '1. Rozhodnu se během šesti týdnů, jestli mám zůstat, nebo odejít –'],
    ['Стоит ли мне уволиться или подождать повышения?', 'Я решу в течение шести недель, стоит ли мне уволиться или подождать повышения —'],
  ])('%s', (text, decision) => {
    const goals = draftGoals(text, NOV_26);
    expect(goals).toContain(decision);
    // The question itself is not pasted into a goal ("… or look for another job?").
    expect(goals).not.toContain(/\S+ ?[?？]/u.exec(text)![0]);
  });

  it('asks nothing of a question with one option or none', () => {
    expect(draftGoals('Should I?', NOV_26)).toBe('No response.');
  });
});
