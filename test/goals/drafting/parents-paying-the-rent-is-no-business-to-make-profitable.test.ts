/**
 * Issue 33 (blind reading 73's 5): parents who stop paying a law student's rent ("smettono di pagarmi l'affitto")
 * made a business to turn profitable, as an owner who cannot pay themselves a salary would. The cue is the salary
 * paid to oneself ("pagarmi ~ stipendio"), not any paying (situations.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('parents paying the rent is no business to make profitable', () => {
  it.each([
    [
      "Studio ingegneria a Torino e i miei mi hanno detto che da settembre smettono di pagarmi l'affitto. Mi mancano 3 esami.",
      undefined,
      /redditizia la mia attività/u,
    ],
    ['Il mio socio non riesce a pagarmi lo stipendio da tre mesi, il negozio perde soldi.', 'Renderò redditizia la mia attività', /^$/u],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    if (expected !== undefined) expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
