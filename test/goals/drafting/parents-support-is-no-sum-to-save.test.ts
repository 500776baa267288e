/**
 * Issue 33 (round 69, reader 112's 12): "a szüleim nem tudnak sokat segíteni, havonta talán 50 ezer forintot" became
 * "minden hónapban félreteszek 50 ezer forintot … minden fizetésnapon": the parents' support read as pay to save from.
 * Like a benefit's amount, money the parents give ("adnak", "küldenek", "segíteni") is what the mentee gets, no sum to
 * put aside (hungarian.json spent); a sum the mentee wants to save beside it still is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe("parents' support is no sum to save", () => {
  it.each([
    [
      'Szeptemberben Budapestre költözöm, de a szüleim nem tudnak sokat segíteni, havonta talán 50 ezer forintot. Szeretnék egészségesebben élni és többet sportolni.',
      /egészségesebb szokásokat/u,
      /50 ezer forintot/u,
    ],
    [
      'A szüleim havonta 60 ezer forintot adnak, de ez a kollégiumra is alig elég. Jövő nyárig szeretnék összegyűjteni 200 ezer forintot egy nyelvtanfolyamra.',
      /200 ezer forintot/u,
      /60 ezer forintot/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
