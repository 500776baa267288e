/**
 * Issue 33 (blind reading 65's 30): "weil mein Visum nach dem Abschluss nur 18 Monate gilt" told why the jobs must be
 * found soon, and got a goal of its own ("Ich werde das Visum und die Genehmigungen beantragen") ahead of the thesis
 * the student is behind on. A visa told as valid for a span is a reason, not a permit to apply for; one that runs out
 * and must be renewed still is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a visa still valid is no permit to get', () => {
  it('gives the thesis, not a visa application', () => {
    const goals = draftGoals(
      'So basically ich hab meinen Master in Data Science fast fertig, thesis deadline ist 30. September. Aber ich procrastinate die ganze Zeit, hab erst like 12 von 60 Seiten geschrieben. Und parallel muss ich mich auch noch für Jobs bewerben, weil mein Visum nach dem Abschluss nur 18 Monate gilt.',
      NOV_25,
    );
    expect(goals).toContain('2. In den nächsten vier Monaten werde ich meine Abschlussarbeit fertig schreiben');
    expect(goals).not.toMatch(/Visum und die Genehmigungen/u);
  });

  it('keeps a visa that runs out', () => {
    expect(draftGoals('My visa expires in March and I need to renew it.', NOV_25)).toContain(
      'I will renew my visa before it expires, checking within two weeks',
    );
  });
});
