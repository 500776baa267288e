/**
 * Issue 33 (blind readings 65's 19-20 and 66's 16): "Zdam ISTQB" got the weekly-steps filler ("spiszę wszystkie
 * potrzebne kroki"), a certification's name being no exam word (topics.json), and "die DELF-Prüfung bestehen"
 * repeated the goal before it in other words, with the same lessons and placement test: the compound
 * "DELF-Prüfung" was one word, neither "DELF" nor "Prüfung". A certification is an exam, and a compound's first
 * part names its topic too (topics.ts): both get the exam's own measure.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a certification or a language exam is measured as an exam', () => {
  it('measures a certification named alone as an exam', () => {
    const out = draftGoals('Chcę zdać ISTQB do marca.', NOV_25);
    expect(out).toContain('Zdam ISTQB do marca – będę się uczyć co najmniej pięć godzin tygodniowo');
    expect(out).not.toContain('spiszę wszystkie potrzebne kroki');
  });

  it('gives the language exam beside a language level its own measure', () => {
    const out = draftGoals('Ich möchte bis Ende Juni Französisch auf B2-Niveau bringen und die DELF-Prüfung bestehen.', NOV_25);
    expect(out).toContain('2. Bis Ende Juni werde ich die DELF-Prüfung bestehen; dafür lerne ich mindestens fünf Stunden pro Woche');
    expect(out).not.toMatch(/DELF-Prüfung bestehen; dafür nehme ich zwei Unterrichtsstunden/u);
  });
});
