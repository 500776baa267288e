/**
 * Issue 33 (blind reading 75's 6): "… danach jeden Monat 150 € für die Ausbildung meiner Tochter zurücklegen" became
 * "dafür lege ich jeden Monat 15 € zurück": the rate told before the sum ("jeden Monat 150 €") was read as a sum, and
 * paced over the ten months to the date told beside it. A rate told before its sum, as after it, is the mentee's own
 * pace (pace.ts rateBefore; calendar.json everyBefore: "jeden", "každý", "каждый", read only before an amount).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a rate told before its sum is kept', () => {
  it.each([
    [
      'Ich möchte bis Juni 2027 unseren Dispo von 4.200 € komplett abbauen und danach jeden Monat 150 € für die Ausbildung meiner Tochter zurücklegen.',
      'jeden Monat 150 € für die Ausbildung meiner Tochter zurücklegen; dafür richte ich diese Woche einen Dauerauftrag',
      /15 € zurück/u,
    ],
  ])('%s', (input, kept, changed) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(kept);
    expect(answer).not.toMatch(changed);
  });
});
