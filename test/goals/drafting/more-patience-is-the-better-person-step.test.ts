/**
 * Issue 33 (steps65's probes; blind readings 104–106): a vague wish that names what it wants got the weekly-steps filler
 * ("anotando en la primera semana todos los pasos necesarios para este objetivo"): "more patient" was a cue of the
 * better-person family, "more patience" not. Patience wished for is that family's step: two close people asked what
 * to do better, one thing practised weekly for six weeks.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('more patience is the better-person step', () => {
  it.each([
    [
      'Quiero tener más paciencia con mi madre, que está mayor.',
      'a dos personas cercanas qué podría hacer mejor en mi trato con ellas',
      /todos los pasos necesarios/u,
    ],
    [
      'Ich hätte gern mehr Geduld mit meinen Kindern.',
      'zwei mir nahestehende Menschen fragen, was ich im Umgang mit ihnen besser machen könnte',
      /alle nötigen Schritte/u,
    ],
    [
      'Chciałabym mieć więcej cierpliwości do mamy.',
      'zapytam dwie bliskie mi osoby, co mogę robić lepiej',
      /spiszę wszystkie potrzebne kroki/u,
    ],
    ['Chtěl bych mít víc trpělivosti s tátou.', 'se zeptám dvou blízkých lidí, co můžu dělat lépe', /všechny potřebné kroky/u],
  ])('%s', (input, step, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(step);
    expect(out).not.toMatch(old);
  });
});
