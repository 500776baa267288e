/**
 * Issue 33 (round 49, dates65): a job the person puts after their degree ("trouver un CDI après mon BTS",
 * "trovare lavoro dopo la triennale", "encontrar trabajo después del bachillerato", "a job after my
 * degree") was dated by another matter's date told before it ("D'ici avril, je vais trouver un CDI après
 * mon BTS", the driving test's April; "Entro marzo troverò lavoro dopo la triennale") or given a second span
 * beside its own ("después del bachillerato en los próximos seis meses"). The degree is the aim's own time
 * frame (specifics.json timeFrames and english.time), as graduation already was (round 48).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a job after one's degree keeps that time", () => {
  it.each([
    [
      'Je passe le permis en avril et je veux trouver un CDI après mon BTS.',
      /^Je vais trouver un CDI après mon BTS, en envoyant/u,
      /D'ici avril, je vais trouver un CDI/u,
    ],
    [
      'Ho la discussione della tesi a marzo e voglio trovare lavoro dopo la triennale.',
      /Troverò lavoro dopo la triennale, inviando/u,
      /Entro marzo troverò lavoro/u,
    ],
    [
      'Tengo selectividad en junio y quiero encontrar trabajo después del bachillerato.',
      /Voy a encontrar trabajo después del bachillerato, enviando/u,
      /después del bachillerato en los próximos/u,
    ],
    [
      'My final exams are in May and I want to find a job after my degree.',
      /I will find a job after my degree, sending/u,
      /after my degree within the next/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
