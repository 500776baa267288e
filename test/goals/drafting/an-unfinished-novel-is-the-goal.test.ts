/**
 * Issue 33 (blind reading 112 #5, round 69): "Lo que más me preocupa es no terminar nunca el
 * manuscrito" had no situation of its own, so a word of the context ("todavía vivo con mis padres")
 * answered the story. A novel or manuscript told with finishing it (in that sentence, the two before or
 * the next one) is a situation (`manuscript`): its goal is to finish it, measured by aims.json's entry
 * for a book to finish (parts, three sessions a week, a part every two weeks shown to a trusted
 * reader). "Improve my writing" (reports reviewed by a colleague) is no longer a novelist's goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an unfinished novel is the goal', () => {
  it.each([
    [
      'Tengo 22 años y todavía vivo con mis padres en Zaragoza. Desde hace dos años escribo una novela, llevo unas 40.000 palabras. Lo que más me preocupa es no terminar nunca el manuscrito.',
      /Voy a terminar mi novela/u,
    ],
    ['Od dwóch lat piszę powieść, mam 120 stron. Najbardziej martwi mnie, że nigdy jej nie skończę.', /Dokończę swoją powieść/u],
    [
      "I work in a warehouse at night. What gets to me most is that I'll never finish my novel, I'm at 40,000 words.",
      /I will finish my novel/u,
    ],
    ['Sto scrivendo un romanzo, ho finito 4 capitoli su 20 e vorrei finirlo entro settembre.', /finirò il mio romanzo/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/vivienda propia|pisanie|my writing|mia scrittura/u);
  });
});
