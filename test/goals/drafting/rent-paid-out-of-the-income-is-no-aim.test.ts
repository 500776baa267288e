/**
 * Issue 33 (blind reading 107's 1): a rent told as what the income must pay ("v lednu jsem vydělal jen
 * asi 19 tisíc hrubýho a z toho musím platit nájem 11 500") was read as an aim, "Mým cílem je platit
 * nájem 11 500", and measured as a debt or a flat hunt. "z toho musím" (cs), "z toho musím" (sk) and
 * "z tego muszę" (pl), out of which I must, tell where the money goes: no aim, the debt told stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('rent paid out of the income is no aim', () => {
  it.each([
    [
      'Jezdím pro Wolt v Praze, v prosinci jsem vydělal asi 21 tisíc a z toho musím platit nájem 12 000. Mám půjčku 80 000 Kč a chodí mi upomínky. Chci do léta splatit aspoň 20 tisíc.',
      /^Splatím aspoň 20 tisíc do léta/u,
      /platit nájem 12 000/u,
    ],
    [
      'Jazdím pre Bolt, v januári som zarobil 900 eur a z toho musím platiť nájom 450. Mám dlh na kreditke 1 800 eur a chcem ho splatiť do konca roka.',
      /^Splatím svoje dlhy/u,
      /platiť nájom 450/u,
    ],
    [
      'Jestem kurierem, zarabiam około 3 500 zł, z tego muszę płacić czynsz 1 800 zł. Mam dług na karcie 5 000 zł i chcę go spłacić do wakacji.',
      /^Spłacę zadłużenie na swojej karcie kredytowej do wakacji/u,
      /płacić czynsz 1 800 zł/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
