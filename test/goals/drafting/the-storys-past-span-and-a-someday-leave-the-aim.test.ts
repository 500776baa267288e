/**
 * Issue 33 (blind readings 109's 2, 1 and 17, 108's 26, round 65): "Zhubnu, za poslední dva roky jsem přibrala asi 12 kilo během
 * tří měsíců" pasted the story's past span into the aim; "meinen Elektromeister schaffen, erst mal Teil III und IV, und weg von
 * der Montage" pasted the plan and a verbless tail; "lose 8 kg on the way over the next three months" and "get back to swimming
 * at some point over the next three months" kept the mentee's vague time beside ours; "so tired that I have to lie down" became
 * the aim "I will lie down". A past span or "erst mal" after a comma ends the aim (gate.json tailStarts), "on the way" and "at
 * some point" give way to the goal's own time (timeAnaphors), and what one has to do as a consequence is no aim (english.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("the story's past span and a someday leave the aim", () => {
  it.each([
    [
      'Doktorka říkala, že musím cvičit a zhubnout, za poslední dva roky jsem přibrala asi 12 kilo.',
      /Zhubnu během tří měsíců – /u,
      /za poslední/u,
    ],
    [
      'Ich will bis Ende 2027 meinen Elektromeister schaffen, erst mal Teil III und IV, und dann weg von der Montage auf den Baustellen.',
      /^Ich werde bis Ende 2027 meinen Elektromeister schaffen; dafür/u,
      /erst mal|weg von der Montage/u,
    ],
    ['I would like to lose 8 kg on the way.', /^I will lose 8 kg /u, /on the way/u],
    ["I'd also like to get back to swimming at some point.", /^I will get back to swimming over the next three months/u, /at some point/u],
    ['Me gustaría volver a nadar en algún momento.', /^Voy a volver a nadar en los próximos tres meses/u, /en algún momento/u],
    ['I get so tired by about 2pm that I have to lie down.', /three things I could change/u, /I will lie down/u],
  ])('%s', (input, goal, pasted) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(pasted);
  });
});
