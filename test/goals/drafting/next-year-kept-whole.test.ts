/**
 * Issue 33 (stated18): a deadline whose year is said with an elided article ("entro dicembre
 * dell'anno prossimo") lost its "next" when shared with the aim beside it: "Entro dicembre dell'anno
 * troverò lavoro" (a grammar break, and a year early). The frame keeps its year words whole, as the
 * Spanish and Portuguese ones already did.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a year after its month is kept whole in the shared deadline', () => {
  it.each([
    [
      "Voglio passare dal livello B1 al B2 di tedesco entro dicembre dell'anno prossimo e trovare lavoro in Germania.",
      /2\. Entro dicembre dell'anno prossimo troverò lavoro/u,
      /dell'anno troverò/u,
    ],
    [
      'Quero passar no exame de inglês até dezembro do ano que vem e arranjar um emprego em Dublin.',
      /2\. Até dezembro do ano que vem vou arranjar um emprego/u,
      /do ano vou/u,
    ],
    [
      'Quiero aprobar el B2 hasta diciembre del año que viene y buscar trabajo en Irlanda.',
      /2\. Hasta diciembre del año que viene voy a buscar trabajo/u,
      /del año voy/u,
    ],
  ])('%s', (input, whole, cut) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(whole);
    expect(out).not.toMatch(cut);
  });
});
