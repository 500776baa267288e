/**
 * Issue 33 (blind readings 110's 15, 111's 12 and 15): a future the mentee fears or is told was pasted
 * as the goal: "I will lose all my confidence if over the next three months", "Voy a ver muy poco en los
 * próximos tres meses", "Je vais bientôt dépasser le plafond …". The fear's
 * word stood too far before the clause for fearWords, so its lead ("what worries me most is that", "en
 * unos años", "je vais bientôt", "daqui a uns anos") is a story lead (gate.json
 * storyLeads): the clause after it is no aim, and the mentee's own aims keep their goals. "How will
 * I tell …" is left an aim: the telling may be the concern.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a feared or told future is no aim', () => {
  it.each([
    [
      "What worries me most is that I'll lose my job if I don't pass the product exam in March. I want to get a team lead role by next autumn.",
      /I will get a team lead role by next autumn/u,
      /I will lose my job/u,
    ],
    [
      'Me dijeron que en unos años voy a perder casi toda la audición. Quiero aprender lengua de signos antes de junio.',
      /Voy a aprender lengua de signos antes de junio/u,
      /Voy a perder casi toda/u,
    ],
    [
      "Je suis coiffeuse à mon compte. Je vais bientôt dépasser le plafond de la micro-entreprise. Je voudrais comprendre les régimes avant la fin de l'année.",
      /[Jj]e vais comprendre les régimes/u,
      /Je vais bientôt dépasser/u,
    ],
    [
      'Disseram-me que daqui a uns anos vou precisar de óculos especiais. Quero acabar o mestrado até julho.',
      /Vou acabar o mestrado até julho/u,
      /Vou precisar de óculos/u,
    ],
  ])('%s', (input, goal, pasted) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(pasted);
  });
});
