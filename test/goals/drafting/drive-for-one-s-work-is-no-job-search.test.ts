/**
 * Issue 33 (blind reading 110 #29, round 69): "J'aimerais juste retrouver un peu d'envie pour mon travail
 * à la ferme" was measured by "cinq candidatures ciblées par mois" (a farmer's own work read as a job
 * to find), and "retrouver un peu de motivation pour ma boulangerie" by a business start's 20 future
 * customers. A short wish for drive or joy in one's own work or business is a family of its own
 * (wishes.json `drive`): what gives and drains energy noted for two weeks, one draining thing changed,
 * a task one enjoys planned each week and the drive rated every Friday.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("drive for one's work is no job search", () => {
  it.each([
    ["J'aimerais juste retrouver un peu d'envie pour mon travail à la ferme.", /mon envie de travailler de 1 à 10/u],
    ["J'aimerais juste retrouver un peu de motivation pour ma boulangerie.", /mon envie de travailler de 1 à 10/u],
    ['Me gustaría volver a tener ganas de trabajar en mi taller de carpintería.', /mis ganas de trabajar del 1 al 10/u],
    ['Ich möchte einfach wieder Lust auf meine Arbeit in der Werkstatt haben.', /meine Lust auf die Arbeit von 1 bis 10/u],
    ['Vorrei solo ritrovare la voglia di lavorare nel mio negozio.', /alla mia voglia di lavorare/u],
    ['Chciałabym odzyskać motywację do pracy w mojej kwiaciarni.', /swoją chęć do pracy w skali od 1 do 10/u],
    ['I just want to enjoy my work on the farm again.', /rate my drive for my work from 1 to 10 every Friday/u],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(step);
    expect(out).not.toMatch(/candidatures|futurs clients|todos los pasos|alle nötigen Schritte|tutti i passi|applications/u);
  });
});
