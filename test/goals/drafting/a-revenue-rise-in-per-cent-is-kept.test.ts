/**
 * Issue 33 (round 69, reader 110's 26): "Szeretném jövő tavaszig 30%-kal növelni a méhészetem bevételét" lost its 30 %
 * (and in German "den Umsatz … um 20 % steigern" became "auf ein kostendeckendes Niveau bringen"): the revenue goal's
 * stock level replaced the person's own figure. A rise told in per cent beside the revenue is the goal's rise
 * (gate.json and hungarian.json ownFigures), and the Hungarian revenue words "forgalmát", "bevételét" are the shop's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a revenue rise in per cent is kept', () => {
  it.each([
    [
      'Ich will den Umsatz meiner Bäckerei bis Juni um 20 % erhöhen.',
      /^Bis Juni werde ich meinen Monatsumsatz um 20 % steigern; dafür/u,
      /kostendeckendes Niveau bringen/u,
    ],
    [
      'Szeretném jövő tavaszig 30%-kal növelni a méhészetem bevételét, és elindítani egy webshopot.',
      /Jövő tavaszig 30%-kal növelem a vállalkozásom forgalmát:/u,
      /visszahozom/u,
    ],
    [
      'Szeretném jövő nyárig 20%-kal növelni a pékségem forgalmát.',
      /^Jövő nyárig 20%-kal növelem a vállalkozásom forgalmát:/u,
      /három dolgot/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
