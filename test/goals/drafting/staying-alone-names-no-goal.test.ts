/**
 * Issue 33 (blind reading 113's 16, round 70): "ale já tady chci zůstat" made the goal "Mým cílem je zůstat
 * během šesti měsíců" with an exam's steps. A bare "stay" ("zůstat", "zostanę tu", "stay", "hier bleiben")
 * names nothing to reach by a date: no aim (gate.json stopAlone); the aims told beside it keep their goals.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('staying alone names no goal', () => {
  it.each([
    [
      'Přítel se chce vrátit do Brna, ale já tady chci zůstat. Chci si udělat kurz HACCP do června.',
      /^Udělám si kurz HACCP do června/u,
      /zůstat|Zůstanu/u,
    ],
    ['Chłopak chce wracać do Polski, ale ja chcę tu zostać. Chcę zdać B1 do grudnia.', /^Zdam B1 do grudnia/u, /Zostanę|zostać/u],
    [
      'My girlfriend wants to go back to Manila but I want to stay. I want to pass IELTS by June.',
      /^I will pass IELTS by June/u,
      /I will stay/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
