/**
 * Issue 33: a list over the reply's 256 tokens drops a goal's last step whole, at the word that joins
 * it. An "and" between two verbs of that step ("napiszę i wyślę", "writing and sending", "escribiendo y
 * enviando") joins no step: cut there, the goal read "a do końca kursu samodzielnie napiszę." (blind
 * reading 31's 08). The joining word is the one before, or the step stays.
 */
import { describe, expect, it } from 'vitest';
import { withoutLastStep } from '../../../src/goals/drafting/steps.js';

describe('a verb pair is no step joiner', () => {
  it.each([
    [
      'pl',
      'Nauczę się obsługi komputera w ciągu trzech miesięcy – codziennie będę ćwiczyć po 30 minut, co tydzień przerobię jedną lekcję i samodzielnie napiszę i wyślę e-mailem jedno podanie o pracę.',
      'Nauczę się obsługi komputera w ciągu trzech miesięcy – codziennie będę ćwiczyć po 30 minut, co tydzień przerobię jedną lekcję.',
    ],
    [
      'en',
      'I will learn to use a computer over the next three months, practising 30 minutes every day and writing and sending an application by e-mail on my own.',
      'I will learn to use a computer over the next three months, practising 30 minutes every day.',
    ],
    [
      'es',
      'Voy a aprender a usar el ordenador en los próximos tres meses, practicando 30 minutos cada día y escribiendo y enviando una candidatura.',
      'Voy a aprender a usar el ordenador en los próximos tres meses, practicando 30 minutos cada día.',
    ],
    [
      'cs',
      'Naučím se pracovat s počítačem během tří měsíců – každý den budu 30 minut cvičit a bez pomoci napíšu a pošlu jednu žádost o práci.',
      'Naučím se pracovat s počítačem během tří měsíců – každý den budu 30 minut cvičit.',
    ],
  ] as const)('%s: %s', (lang, goal, kept) => {
    expect(withoutLastStep(goal, lang)).toBe(kept);
  });

  it('a last step joined after a noun pair is still cut at its own word', () => {
    expect(
      withoutLastStep('Omezím cukr během tří měsíců – sladkosti a chipsy si dopřeji nejvýš dva dny v týdnu a každý den si zapíšu.', 'cs'),
    ).toBe('Omezím cukr během tří měsíců – sladkosti a chipsy si dopřeji nejvýš dva dny v týdnu.');
  });
});
