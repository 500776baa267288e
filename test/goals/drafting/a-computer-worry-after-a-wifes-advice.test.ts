/**
 * Issue 33 (round 65; the lead's probe L1 of round 64): "My wife thinks I should take it. What worries me most
 * is that I'm 54 and I've never used a computer for work." A relative named in the sentence before rules out a
 * computer situation (the computer may be theirs: "My son is 14. He sits at the computer all day"), so the
 * worry the person stressed got the generic first step. A relative's advice about the writer ("thinks I should",
 * "dice que debería", "meint, ich sollte": others.json advice) is about the writer: it rules out nothing in the
 * next sentence (situations.ts cuesIn).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a computer worry after a wife's advice", () => {
  it.each([
    [
      "I've been a bus driver for 22 years and my back is done. The depot offered me an office role but it pays £400 less a month and I'd have to learn spreadsheets. My wife thinks I should take it. What worries me most is that I'm 54 and I've never used a computer for work.",
      /I will learn to use a computer at a basic level/u,
    ],
    [
      'Tengo 70 años. Mi mujer dice que debería apuntarme al curso. Lo que más me preocupa es que no sé usar el ordenador.',
      /Voy a aprender a usar el ordenador a nivel básico/u,
    ],
    [
      'Ich bin 68. Meine Frau meint, ich sollte den Kurs machen. Am meisten Sorgen macht mir, dass ich mit dem Computer nicht umgehen kann.',
      /werde ich die Grundlagen am Computer lernen/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/three things I could change|tres cosas que podría cambiar|drei Dinge/u);
  });
});
