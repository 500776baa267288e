/**
 * Issue 33 (round 55's probes; round 54's notes): in German the verb comes after its sum, so "Ich möchte meinen
 * Kredit bis Ende 2027 abbezahlen und 200 Euro im Monat sparen" lent the saving's 200 euros to the loan beside it
 * ("zahle ich jeden Monat 200 Euro zurück"). A sum right before a saving verb in its own clause is the saving's as
 * one right after it is ("pagar mi préstamo … y ahorrar 200 euros al mes", round 54): the loan keeps its own steps
 * and the saving its 200 euros a month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a verb-last saving keeps its sum from the loan', () => {
  it('leaves the saving its sum', () => {
    const answer = draftGoals('Ich möchte meinen Kredit bis Ende 2027 abbezahlen und 200 Euro im Monat sparen.', NOV_25);
    expect(answer).toContain(
      '1. Ich werde meinen Kredit bis Ende 2027 abbezahlen; dafür liste ich innerhalb von zwei Wochen alle Schulden',
    );
    expect(answer).toContain('werde ich 200 Euro im Monat sparen; dafür richte ich diese Woche einen Dauerauftrag');
    expect(answer).not.toContain('zahle ich jeden Monat 200 Euro zurück');
  });

  it('still lends a debt the sum told right after it', () => {
    expect(draftGoals('Ich möchte bis Ende 2027 meinen Kredit von 6.000 Euro abbezahlen.', NOV_25)).toMatch(
      /zahle ich jeden Monat \d{3} Euro zurück/u,
    );
  });
});
