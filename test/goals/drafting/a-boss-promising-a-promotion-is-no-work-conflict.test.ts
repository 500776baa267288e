/**
 * Issue 33 (blind reading 71's 15): a boss who will promote the person once they finish school ("me puede subir a
 * encargado") made a goal to mend relations at work, or to act on a boss's criticism. A promise is neither
 * (situations.json unless of coworkers and criticism).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a boss promising a promotion is no work conflict', () => {
  it.each([
    [
      'Estoy en segundo de prepa abierta y trabajo en una taquería. Me quedan 9 materias. Mi jefe me dijo que si acabo la prepa me puede subir a encargado.',
      undefined,
      /mejorar mis relaciones en el trabajo/u,
    ],
    ['Studuji dálkově a můj šéf mi řekl, že když dodělám školu, může mě povýšit.', undefined, /vztahy v práci|zpětnou vazbu/u],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    if (expected !== undefined) expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
