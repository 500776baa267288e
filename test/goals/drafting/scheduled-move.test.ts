/**
 * Issue 33, blind reading 11: a move already scheduled for a partner's job ("W marcu przeprowadzam
 * się do Krakowa, bo mąż dostał tam pracę") became "move abroad" with job applications, and its month
 * became the deadline of the concern the story named (meeting nobody there). The move is the story's
 * fact: the concern keeps its goal, which starts now, not on the day of the move.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const ABROAD = /za granicę|move abroad|ins Ausland|al extranjero|do zahraničí|applications|aplikacji|candidaturas|Bewerbungen/u;
const FRIENDS = /krąg przyjaciół|circle of friends|Freundeskreis|círculo de amigos|okruh přátel/u;
const MOVE_MONTH = /w marcu|in April|Im Mai|En enero|v únoru/u;

describe('a scheduled move for a partner’s job keeps the concern told, not a move abroad', () => {
  it.each([
    'W marcu przeprowadzam się do Gdańska, bo mąż dostał tam pracę. Boję się, że nikogo tam nie poznam.',
    "We're moving to Bristol in April because my wife got a job there. I'm afraid I won't know anyone.",
    'Wir ziehen im Mai nach Leipzig, weil mein Partner dort eine Stelle bekommen hat. Ich habe Angst, dass ich niemanden kennen werde.',
    'Nos mudamos a Valencia en enero porque mi marido consiguió trabajo allí. Me da miedo que no conoceré a nadie.',
    'Stěhujeme se v únoru do Olomouce, protože manžel dostal tam práci. Bojím se, že tam nikoho nepoznám.',
    'Stěhujeme se do Plzně, protože manžel dostal tam místo. Bojím se, že tam nebudu nikoho znát.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(FRIENDS);
    expect(out).not.toMatch(ABROAD);
    expect(out).not.toMatch(MOVE_MONTH);
  });
});
