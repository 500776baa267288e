/**
 * Issue 33, the lead's fresh rounds: cues that fired on a word of another meaning, and one that was
 * missing. "a teaching assistant" is no assistant to hire (the business owner's overload); a
 * "školka" (kindergarten) is no school with grades; "вигорів" (I burnt out) is burnout; "Ich will
 * nicht, dass …" is no aim to quote.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));

describe('a cue word of another meaning does not choose the goal', () => {
  it.each([
    [
      "I'm a single mum of two and I work part-time in a supermarket. I'd like to train as a teaching assistant but I can't afford to stop working.",
      /what each task brings in|earn least/u,
    ],
    [
      'Po mateřské se mám v březnu vrátit do práce. Syn bude chodit do školky jen do 15:00 a manžel jezdí na směny.',
      /ve škole|třídním učitelem/u,
    ],
    ['Ich will nicht, dass meine Frau alles allein macht.', /mein Ziel: nicht/u],
  ])('%s', (input, wrong) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(wrong);
  });

  it('a small-business owner who cannot afford an assistant still gets the overload goal', () => {
    expect(draftGoals("I run a small café alone and can't afford an assistant, so I work 70 hours a week.", NOV_26)).toMatch(
      /earn least|five hours/u,
    );
  });
});

describe('"I burnt out" in Ukrainian is burnout', () => {
  it.each([
    ['Мені 35, я працюю в IT, але відчуваю, що вигорів. Зранку не можу змусити себе відкрити ноутбук.'],
    ['Я вчителька і, здається, вигоріла: після уроків не маю сил ні на що.'],
  ])('%s', (input) => {
    expect(draftGoals(input, NOV_26)).toMatch(/енергію|енергі/u);
  });
});
