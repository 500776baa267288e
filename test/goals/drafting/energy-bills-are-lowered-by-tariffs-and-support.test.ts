/**
 * Issue 33 (round 47): a person whose electricity or heating bills jumped was answered with a general budget, or
 * with a raise to ask for; the bill itself is what they told. Its goal compares tariffs, asks the supplier for a
 * cheaper plan or instalments, checks the support they can claim and reads the meter (situations.json "bills").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('energy bills that went up are lowered by tariffs, instalments and support', () => {
  it.each([
    [
      "Our energy bills went up from 90 to 210 a month this winter and my salary didn't move. I need to get this under control before January.",
      'I will bring my energy bills down and keep them paid before January, comparing tariffs',
      /ask for a raise/u,
    ],
    [
      'Die Stromrechnung ist um 400 Euro gestiegen und ich habe keine Ahnung wie ich die Nachzahlung bezahlen soll. Ich verdiene 1900 netto.',
      'werde ich meine Energiekosten senken und die Rechnungen pünktlich bezahlen; dafür vergleiche ich',
      /Finanzen in den Griff/u,
    ],
    [
      'Heating is so expensive this year, I keep the house cold and the kids are always sick. I earn 1,400 a month.',
      'I will bring my energy bills down and keep them paid',
      /three things I could change/u,
    ],
    [
      'Las facturas de luz y gas se han duplicado este invierno y no llego a fin de mes.',
      'Voy a bajar mis facturas de luz y gas y pagarlas a tiempo',
      /poner en orden mis finanzas/u,
    ],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
