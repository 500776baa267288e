/**
 * Issue 33 (blind reading 109, #6): a widower of 68 after a knee operation stressed "Was mir wirklich zu
 * schaffen macht, ist, dass ich manchmal tagelang mit keinem Menschen rede" and got only a grief goal.
 * Days without a word with anyone are loneliness's cues (11 languages), and "was mir wirklich zu schaffen
 * macht", "what really gets to me" mark the stressed concern, answered first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('days without a word are loneliness', () => {
  it.each([
    [
      'Seit meine Frau letztes Jahr gestorben ist, wohne ich allein. Im Mai hatte ich eine Hüftoperation. Am meisten belastet mich, dass ich oft tagelang mit niemandem rede.',
      /^Meine SMART-Ziele:\n1\. .*neue Leute kennenlernen/u,
    ],
    [
      'Seit meine Frau vor zwei Jahren gestorben ist, sitze ich in der Wohnung. Ich bin 68. Was mir wirklich zu schaffen macht, ist, dass ich manchmal tagelang mit keinem Menschen rede.',
      /^Meine SMART-Ziele:\n1\. .*neue Leute kennenlernen/u,
    ],
    [
      "I'm 74, my husband died three years ago and I had a knee replacement in October. What gets to me most is that I sometimes go days without talking to anyone.",
      /^My SMART goals:\n1\. I will meet new people/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
  });
});
