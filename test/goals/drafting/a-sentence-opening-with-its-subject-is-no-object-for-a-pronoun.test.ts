/**
 * Issue 33 (round 51's probes): a Slavic sentence drops its subject, so the short sentence before a goal that
 * names its object by a pronoun is read as a verb and its object ("Mam stary samochód. Chcę go sprzedać" →
 * "Sprzedam stary samochód"). A sentence that opens with its subject, a possessive or "I" ("Моя бабуся живе
 * сама", "Moje auto je staré", "Я пишу диплом"), was read so too, and its words were pasted for the pronoun:
 * "щонеділі провідувати бабуся живе сама", "Prodám auto je staré", "Я закінчу пишу диплом". Such a sentence
 * names no object (gate.json subjectOpeners): the goal keeps its pronoun, or says the matter in its own words.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sentence opening with its subject is no object for a pronoun', () => {
  it.each([
    ['Моя бабуся живе сама. Я хочу щонеділі провідувати її.', 'Моя мета — щонеділі провідувати її', 'бабуся живе сама'],
    ['Я пишу диплом. Хочу його закінчити до червня.', 'Я завершу свою дипломну роботу до червня —', 'пишу диплом до'],
    ['Moje babička bydlí sama. Chci ji navštěvovat každou neděli.', '', 'babička bydlí sama každou'],
    ['Moje auto je staré. Chci ho prodat do března.', '', 'auto je staré do'],
    ['Moja babcia mieszka sama. Chcę ją odwiedzać co tydzień.', '', 'babcia mieszka sama co'],
  ])('%s', (input, goal, pasted) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toContain(goal);
    expect(answer).not.toContain(pasted);
  });

  it('a sentence opening with its verb still names the object', () => {
    expect(draftGoals('Mam stary samochód. Chcę go sprzedać do marca.', NOW)).toContain('Sprzedam stary samochód do marca –');
  });
});
