/**
 * Issue 33 (round 70's probes): a nurse from abroad who wants to be one again ("redevenir infirmière en
 * France", "wieder Krankenpflegerin werden", "become a nurse again") holds a degree already: her way is the
 * foreign qualification recognised (the recognition situation's measure, aims.json), not a degree applied
 * for as a newcomer's (own-measures.json's profession entry leaves these return words out).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a profession taken up again is recognition', () => {
  it.each([
    [
      "J'étais infirmière au Maroc, je veux redevenir infirmière en France.",
      /quel organisme traite la reconnaissance de mon diplôme/u,
      /conditions d’admission/u,
    ],
    [
      'I was a nurse in Nigeria and I want to become a nurse again in the UK.',
      /which office recognises my qualification/u,
      /entry requirements/u,
    ],
    [
      'Ich war Krankenschwester in Syrien und möchte wieder Krankenpflegerin werden.',
      /Anerkennung meiner Qualifikation/u,
      /Zugangsvoraussetzungen/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
