/**
 * Issue 33 (round 58's probes): a licence to practise told as one's own aim ("meine Approbation bekommen", "uzyskać prawo
 * wykonywania zawodu") got the weekly-steps filler: the recognition situation knew "Anerkennung" and "nostryfikacja", not
 * the licence a foreign doctor, pharmacist or nurse applies for. Now it is the recognition's steps: the office found,
 * papers and translations gathered, the application made. Only the licence wanted ("meine Approbation", "Approbation
 * bekommen"), never one a language level is for ("für die Approbation brauche ich C1" stays the language goal alone).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a licence to practise is a recognition', () => {
  it('German Approbation keeps its date and takes the recognition steps', () => {
    const out = draftGoals(
      'Ich bin Apothekerin aus Syrien und möchte bis Ende 2027 meine Approbation bekommen, jetzt arbeite ich als PTA.',
      NOV_25,
    );
    expect(out).toContain('Bis Ende 2027 werde ich');
    expect(out).toContain('welche Stelle für die Anerkennung meiner Qualifikation zuständig ist');
    expect(out).not.toContain('alle nötigen Schritte');
  });

  it('Polish prawo wykonywania zawodu takes the recognition steps', () => {
    const out = draftGoals('Jestem pielęgniarką z Ukrainy i chcę uzyskać prawo wykonywania zawodu do końca 2027 roku.', NOV_25);
    expect(out).toContain('Uzyskam prawo wykonywania zawodu do końca 2027 roku');
    expect(out).toContain('który urząd zajmuje się uznawaniem kwalifikacji');
    expect(out).not.toContain('spiszę wszystkie potrzebne kroki');
  });

  it('a language level the licence needs stays one goal', () => {
    const out = draftGoals('Ich bin Ärztin aus der Ukraine. Mein Deutsch ist B1, für die Approbation brauche ich mehr.', NOV_25);
    expect(out).toContain('mein Deutsch auf das Niveau B2 bringen');
    expect(out).not.toContain('ausländischen Abschluss anerkennen lassen');
  });
});
