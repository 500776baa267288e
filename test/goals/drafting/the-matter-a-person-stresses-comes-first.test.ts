/**
 * Issue 33: a person who states a small wish and then a matter they stress (told with worry or weight, "I'm panicking",
 * "das Wichtigste", or with its own figures and date) got the wish first and their main matter second, as if it mattered
 * less. The goal of the stressed matter comes first, the bare wish after it; a list keeps the order its writer gave.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the matter a person stresses comes first', () => {
  it.each([
    [
      "I'd like to read more books. But honestly I'm panicking about my driving test on 12 January, I failed it twice already.",
      '1. I will get my driving licence',
      /1\. I will read more books/u,
    ],
    [
      'Ich will Gitarre lernen. Das Wichtigste ist aber meine Führerscheinprüfung am 15. Januar, ich hab voll Panik.',
      '1. Bis zum 15. Januar werde ich den Führerschein machen',
      /1\. [^\n]*Gitarre/u,
    ],
    [
      'Je voudrais faire plus de sport. Mais le plus important c’est mon concours en mai, je panique complètement.',
      "1. D'ici mai, je vais réussir le concours",
      /1\. [^\n]*faire plus de sport/u,
    ],
    [
      'Quiero aprender a tocar el piano. Pero lo más importante es que debo 3000 euros y quiero pagarlos antes de junio.',
      '1. Antes de junio voy a saldar mis deudas',
      /1\. [^\n]*piano/u,
    ],
    [
      'Ich möchte mehr Sport machen. Außerdem muss ich bis 31. März meine Bachelorarbeit abgeben, 50 Seiten, davon habe ich erst 10.',
      '1. Ich werde bis 31. März meine Bachelorarbeit abgeben',
      /1\. [^\n]*Sport/u,
    ],
    [
      'I want to lose some weight. The real issue is my job, my contract ends in February and I have no idea what next.',
      '1. I will find a new job',
      /1\. I will lose/u,
    ],
  ])('%s', (text, expected, wrongFirst) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(wrongFirst);
  });

  it('a list keeps the order its writer gave', () => {
    const goals = draftGoals('- read more books\n- pass my driving test on 12 January, I am panicking', NOV_25);
    expect(goals).toMatch(/1\. I will read more books/u);
  });
});
