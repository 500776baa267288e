/**
 * Issue 33 (blind reading 55, concerns dropped): "Польську знаю погано, і через це не можу знайти роботу за фахом" got job
 * applications only: the weak Polish that keeps her from her field was dropped, as was "il mio tedesco è ancora debole"
 * beside a bar job. A language told weak in the person's words ("знаю погано", "ist noch schwach", "è ancora debole")
 * is the language situation: a level up, beside the job goal (for a profession had back home, its recognition).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a language told weak gets its goal', () => {
  it.each([
    [
      'Я переїхала до Варшави рік тому з донькою. Працюю прибиральницею, хоча вдома була вчителькою. Польську знаю погано, тому не можу знайти роботу за фахом.',
      'польської мови на один рівень',
      // She had a profession back home: the job beside the language is its recognition (stock39), not applications.
      'визнання своєї іноземної кваліфікації',
    ],
    [
      "Mi sono trasferita in Germania due anni fa. Sono un'architetta ma lavoro in un bar perché il mio tedesco è ancora debole. Vorrei tornare a fare il mio lavoro.",
      'Salirò di un livello in tedesco',
      'Tornerò a fare il mio lavoro',
    ],
  ])('%s', (text, language, job) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(language);
    expect(draft).toContain(job);
  });
});
