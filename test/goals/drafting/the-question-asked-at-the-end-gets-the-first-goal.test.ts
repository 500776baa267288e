/**
 * Issue 33 (blind readings 62 to 64: the person's central concern came after side topics): a story that ends on a
 * question ("What should I do about the debt first?", "Wie höre ich mit dem Rauchen auf?") says what the person
 * most wants answered. With no "the worst is" to go by, the concern that question names gets the first goal, not a
 * desk worker's stretches told before it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the concern a closing question names gets the first goal', () => {
  it.each([
    [
      'I owe about £3,000 on two credit cards and I want to clear it by next December. My back hurts after every shift. What should I do about the debt first?',
      '1. I will pay off my debts by next December',
      /1\. I will build movement/u,
    ],
    [
      'My thesis is due on 15 March and I have written only 10 pages. I also want to go to the gym more and I am stressed about my flatmate. What should I do about the thesis?',
      '1. I will finish my thesis',
      /1\. I will go to the gym/u,
    ],
    [
      'Ich sitze den ganzen Tag im Büro und mein Rücken tut weh. Außerdem rauche ich eine Schachtel am Tag. Wie höre ich mit dem Rauchen auf?',
      '1. Innerhalb von 10 Wochen werde ich mit dem Rauchen aufhören',
      /1\. In den nächsten drei Monaten werde ich mehr Bewegung/u,
    ],
    [
      'Trabajo sentada todo el día y me duele la espalda. Además fumo un paquete al día. ¿Cómo dejo de fumar?',
      '1. En las próximas 10 semanas voy a dejar de fumar',
      /1\. Voy a moverme más/u,
    ],
  ])('%s', (text, first, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(first);
    expect(goals).not.toMatch(broken);
  });
});
