/**
 * Issue 33 (blind reading 53, concerns dropped): "éjjel 1-2 óra előtt nem tudok elaludni, és reggel alig kelek fel" got an
 * energy and workload goal only: "elaludni" (to fall asleep) was no sleep stem, as "elalszom" was. Not falling asleep or
 * hardly getting up is the sleep topic, beside the energy the story tells.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Hungarian story of sleepless nights gets its sleep goal', () => {
  it('the call-centre agent who cannot fall asleep', () => {
    const draft = draftGoals(
      'Két éve dolgozom ügyfélszolgálaton, napi 9 órát telefonálok. Esténként teljesen kimerült vagyok, éjjel 1-2 óra előtt nem tudok elaludni, és reggel alig kelek fel. Hétvégén is csak a telefonomat nézem. Úgy érzem, elfogyott az energiám mindenre.',
      NOV_25,
    );
    expect(draft).toContain('2. A következő két hónapban jobban és rendszeresebben alszom');
    expect(draft).not.toMatch(/napi 9 óra helyett/u);
  });
});
