/**
 * Issue 33 (round 63's probes; blind reading 98's 22): "chtěla bych přejít do IT, třeba jako testerka" was drafted
 * "Přejdu do IT, třeba jako testerka během dvanácti měsíců": the example job after a comma, with its hedge, pasted
 * into the goal before its time frame. After a comma, "třeba jako", "například jako" (Czech), "napríklad ako",
 * "trebárs ako", "povedzme ako" (Slovak) and "for example", "for instance" (English) start the mentee thinking aloud
 * about one way in; the goal keeps the field it names and ends there (intents.json hedges, english.json clauseCut).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an example job after the field is no part of the goal', () => {
  it.each([
    [
      'Pracuju jako prodavačka a chtěla bych přejít do marketingu, třeba jako copywriterka. Mám malou dceru.',
      /^Přejdu do marketingu během/u,
      /třeba jako/u,
    ],
    ['Chtěl bych přejít do IT, například jako tester. Učím se večer.', /^Přejdu do IT během/u, /například/u],
    ['Chcela by som prejsť do IT, napríklad ako testerka. Mám syna.', /^Prejdem do IT do/u, /napríklad/u],
    ["I'm an accountant and I want to switch to HR, for example as a recruiter.", /I will switch to HR within/u, /for example|recruiter/u],
    [
      'I want to move into data analysis, for instance in a bank, by next summer.',
      /I will move into data analysis by next summer/u,
      /for instance|bank/u,
    ],
  ])('%s', (input, goal, pasted) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(pasted);
  });
});
