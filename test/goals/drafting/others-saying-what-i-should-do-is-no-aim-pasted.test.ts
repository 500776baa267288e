/**
 * Issue 33, round 43: "Meine Eltern sagen, ich soll Medizin studieren" came back as "werde ich meine Eltern sagen", the
 * report read as a bare German infinitive aim; "My parents say I should go to law school" as "I will go to law school"
 * with the generic list of steps. What others say one should do is no aim of the mentee's (gate.json notAnAimStarts,
 * reportVerbs): the German report is told by its plural subject, since "sagen" alone is also an aim ("nein zu sagen").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("others' saying what I should do is no aim pasted", () => {
  it.each([
    [
      'Meine Eltern sagen, ich soll Medizin studieren, aber ich will eigentlich Grafikdesign machen.',
      /meine Eltern sagen|Medizin studieren/iu,
    ],
    [
      "My parents say I should go to law school, but I'd rather do an apprenticeship as an electrician. I have to decide by March.",
      /I will go to law school/u,
    ],
  ])('%s', (text, pasted) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(pasted);
  });

  it('keeps an aim of saying no', () => {
    expect(draftGoals('Ich will endlich lernen, nein zu sagen.', NOV_25)).toContain('werde ich lernen, nein zu sagen');
  });
});
