/**
 * Issue 33 (blind reading 65's 19): "Mam dwójkę dzieci i chciałbym jeszcze długo z nimi pobyć" closed a story of
 * weight and prediabetes, and came back pasted as a goal of its own ("Moim celem jest długo z dziećmi pobyć w
 * ciągu trzech miesięcy"). Living long for one's children is why the person wants to get healthy, not an aim a
 * template can time or measure (gate.json notAnAimStarts): the health goals answer it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('living long for one’s children is the reason, not a goal', () => {
  it.each([
    ['Mam dwójkę dzieci, jem fast foody i ważę 110 kg. Chciałbym jeszcze długo z nimi pobyć.', 'Zmniejszę swoją wagę z 110 kg', /pobyć/u],
    [
      "I'm 45, overweight and my doctor says my blood pressure is high. I want to be around for my kids for a long time.",
      'I will bring my blood pressure down',
      /be around for my kids/u,
    ],
    [
      'Ich bin 50, rauche und habe Übergewicht. Ich möchte noch lange für meine Enkel da sein.',
      'werde ich mit dem Rauchen aufhören',
      /für meine Enkel da sein/u,
    ],
  ])('%s', (text, kept, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(kept);
    expect(out).not.toMatch(broken);
  });
});
