/**
 * Issue 33 (round 49's probes): a language exam or level the person named was answered without it.
 * "Uczę się niemieckiego … Chcę zdać egzamin Goethe B1 w czerwcu" became "Zdam swój egzamin językowy",
 * "el examen DELE B1" "mi examen de idioma"; a nurse who needs "das Sprachzertifikat B2" was to reach
 * "die nächste Niveaustufe", one at B1 who needs B2 "kolejny poziom". The language exam's situation now
 * says the exam's name and level as told, and the profession's language goal the level told after a
 * word of needing or reaching or a certificate's noun (situations.json "figures"): never the level the
 * person is at now ("Momentan bin ich auf B1", "Teraz mam B1").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a language exam or level keeps the name and the level the person told', () => {
  it.each([
    [
      'Uczę się niemieckiego od roku. Chcę zdać egzamin Goethe B1 w czerwcu.',
      /Zdam egzamin Goethe B1 w czerwcu/u,
      /próbny test w warunkach egzaminu/u,
      /swój egzamin językowy/u,
    ],
    [
      'En febrero tengo el examen DELE B1 y voy a clases dos veces por semana.',
      /^Para febrero voy a aprobar el examen DELE B1/u,
      /examen de práctica en condiciones reales/u,
      /mi examen de idioma/u,
    ],
    [
      'Ich arbeite als Krankenpfleger und brauche für die Anerkennung in der Schweiz das Sprachzertifikat B2 bis Juli. Momentan bin ich auf B1.',
      /Bis Juli werde ich in der Sprache, die mein Beruf hier verlangt, das Niveau B2 erreichen/u,
      /Kurs mit mindestens vier Stunden pro Woche/u,
      /nächste Niveaustufe|Niveau B1 erreichen/u,
    ],
    [
      'Chcę do czerwca zdać egzamin z niemieckiego na B2, bo od września chcę pracować jako pielęgniarka w Austrii. Teraz mam B1.',
      // Round 70: the exam stated with its level is the profession's language goal, no second "Osiągnę poziom B2" beside it.
      /Zdam egzamin z niemieckiego na B2 do czerwca/u,
      /co najmniej pięć godzin/u,
      /kolejny poziom|poziom B1/u,
    ],
  ])('%s', (input, start, measure, gone) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(start);
    expect(goals).toMatch(measure);
    expect(goals).not.toMatch(gone);
  });
});
