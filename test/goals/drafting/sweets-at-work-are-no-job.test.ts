/**
 * Issue 33: "przestać jeść słodycze w pracy" was measured by job applications, "dejar de comer dulces
 * en el trabajo" by handing in one's notice: the workplace named beside sweets made them a job goal.
 * Sweets given up are none kept at hand, fruit ready instead and each day without them ticked off (aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('sweets at work are no job', () => {
  it.each([
    [
      'Chciałabym do końca roku chodzić na basen dwa razy w tygodniu i przestać jeść słodycze w pracy.',
      /^2\. Przestanę jeść słodycze w pracy do końca roku – nie będę trzymać słodyczy przy biurku ani w torbie, .*bez słodyczy\.$/mu,
      /aplikacji|rozmów/u,
    ],
    [
      'Quiero dejar de comer dulces en el trabajo antes de enero.',
      /^Voy a dejar de comer dulces en el trabajo antes de enero, sin guardar dulces en la mesa ni en el bolso, /u,
      /preaviso|renuncia/u,
    ],
    [
      'Chci přestat jíst sladkosti v práci a víc spát.',
      /^1\. Přestanu jíst sladkosti v práci během šesti měsíců – nebudu mít sladkosti u stolu ani v tašce, /mu,
      /přihlášek|výpověď/u,
    ],
  ])('%s', (input, kept, stock) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(stock);
  });
});
