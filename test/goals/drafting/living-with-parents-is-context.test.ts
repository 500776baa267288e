/**
 * Issue 33 (blind reading 112 #5 and #13, round 69): "Tengo 22 años y todavía vivo con mis padres" in a
 * story about a novel got "Voy a mudarme a una vivienda propia", and "My flatmate is moving out" a move
 * of the writer's own. Living with one's parents, even "still", is context: it is a move out only when
 * the person wants out (own place, move out, rent, in that sentence, the two before or the next one);
 * "still" alone (situations.json `parentshome`, told only through the people in it) stands only when
 * the text tells nothing else. Another person's moving out is theirs (moveout's `unless`).
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('living with parents is context', () => {
  it.each([
    'Tengo 22 años y todavía vivo con mis padres en Zaragoza. Desde hace dos años escribo una novela, llevo unas 40.000 palabras. Lo que más me preocupa es no terminar nunca el manuscrito.',
    'Mam 24 lata i wciąż mieszkam z rodzicami. Od dwóch lat piszę powieść, mam 120 stron. Najbardziej martwi mnie, że nigdy jej nie skończę.',
    "My flatmate is moving out in February, so I'll have to find someone new or pay more rent. I work nights in a warehouse and I've stopped writing.",
    'Je mi 26 a pořád bydlím u rodičů. Nejvíc mě trápí, že píšu román už tři roky a nikdy ho nedopíšu.',
  ])('no move of the writer: %s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(/vivienda propia|na swoje|place of my own|vlastního bydlení|ask for a raise|improve my writing/u);
  });

  it.each([
    "I'm 29 and still live with my parents. I really want my own place next year.",
    'Mieszkam z rodzicami i chcę się wyprowadzić do końca przyszłego roku.',
    'Mám 28 rokov a stále bývam u rodičov.',
  ])('a move the person wants, or the only matter told, stays: %s', (input) => {
    expect(situationsIn(input).some((id) => id === 'moveout' || id === 'parentshome')).toBe(true);
  });
});
