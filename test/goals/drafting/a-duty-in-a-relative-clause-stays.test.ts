/**
 * Issue 33 (a helper's own round): "Mes objectifs : … rembourser les 2 400 euros que je dois à ma
 * sœur" was written "que je à ma sœur": withoutDuty took the relative clause's "dois" for a duty told
 * after the aim's verb ("Odevzdat mám do konce dubna"). A duty word right after a subject or a relative
 * word (gate.json dutyOfARelative) is that clause's own and stays; one after the verb still goes.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a duty in a relative clause stays', () => {
  it.each([
    ["Mes objectifs : rembourser l'argent que je dois à ma sœur.", /que je dois à ma sœur/u],
    [
      "Mes objectifs : obtenir mon permis. Et rembourser les 2 400 euros que je dois à ma sœur d'ici décembre 2027.",
      /que je dois à ma sœur/u,
    ],
    ['Obiettivi: restituire i soldi che devo a mio fratello.', /che devo a mio fratello/u],
    ['Odevzdat mám do konce dubna diplomku.', /^Odevzdám do konce dubna/u],
  ])('%s', (input, kept) => {
    expect(draftGoals(input, NOV_26)).toMatch(kept);
  });
});
