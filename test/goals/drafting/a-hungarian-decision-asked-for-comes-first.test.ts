/**
 * Issue 33 (blind reading 55, concerns dropped): "Szeretném eldönteni, hogy érdemes-e folytatni, vagy zárjam be" about a
 * small web shop got an energy and workload goal only: the decision the person asks for was dropped, and a shop she has
 * run for two years could only have been answered by a goal to start a business. A choice asked for in Hungarian is a
 * decision goal of its own, first, which holds the business it is about.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Hungarian decision asked for comes first', () => {
  it('the shop to keep or close', () => {
    const draft = draftGoals(
      'Két éve nyitottam egy kis online boltot kézműves szappanokkal, de havonta csak 15-20 rendelésem van, ami alig fedezi az anyagköltséget. Közben főállásban tanítok, és este már nincs energiám marketingre. Szeretném eldönteni, hogy érdemes-e folytatni, vagy zárjam be.',
      NOV_25,
    );
    expect(draft).toContain(
      '1. A következő hat hétben meghozom a döntést: egy héten belül leírom mindkét lehetőség előnyeit és hátrányait',
    );
    expect(draft).toContain('2. A következő két hónapban visszanyerem az energiámat');
    expect(draft).not.toMatch(/elindítom a saját vállalkozásomat/u);
  });
});
