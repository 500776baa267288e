/**
 * Issue 33 (round 50's probes): "Skúšku z autoškoly mám 20. januára a bojím sa jej. Chcem aj schudnúť 5 kg." gave
 * the licence "do šiestich mesiacov", and "Am 20. Januar habe ich die Führerscheinprüfung." "In den nächsten sechs
 * Monaten": the dot of the day's ordinal was read as the end of a sentence, so the sentence with the exam had no
 * date of its own ("20." stood alone, "januára a bojím sa jej" started the next). One or two digits, a dot, a space
 * and a month's name (Czech, Slovak and Polish genitives, German) end no sentence (text.ts SENTENCE_END); a sentence
 * that ends in an age ("i am 25. i want …") still ends there.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a day's ordinal dot ends no sentence", () => {
  it.each([
    ['Skúšku z autoškoly mám 20. januára a bojím sa jej. Chcem aj schudnúť 5 kg.', 'Urobím si vodičský preukaz do 20. januára'],
    ['Zkoušku mám 20. ledna. Chci taky zhubnout 5 kg.', 'Složím zkoušku do 20. ledna'],
    [
      'Am 20. Januar habe ich die Führerscheinprüfung. Ich will auch 5 kg abnehmen.',
      'Bis zum 20. Januar werde ich den Führerschein machen',
    ],
    [
      'Ich will Gitarre lernen. Das Wichtigste ist aber meine Führerscheinprüfung am 15. Januar, ich hab voll Panik.',
      'Bis zum 15. Januar werde ich den Führerschein machen',
    ],
  ])('%s', (input, dated) => {
    expect(draftGoals(input, NOV_25)).toContain(dated);
  });

  it('keeps the guitar off the exam’s day', () => {
    const answer = draftGoals(
      'Ich will Gitarre lernen. Das Wichtigste ist aber meine Führerscheinprüfung am 15. Januar, ich hab voll Panik.',
      NOV_25,
    );
    expect(answer).not.toContain('Bis zum 15. Januar werde ich Gitarre lernen');
  });

  it('still ends a sentence after an age', () => {
    expect(draftGoals('i am 25. i want to lose 5 kg.', NOV_25)).toMatch(/^I will lose 5 kg/u);
  });
});
