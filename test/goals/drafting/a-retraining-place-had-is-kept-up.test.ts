/**
 * Issue 33 (blind reading 115's 04, round 70): "Jetzt habe ich ab Oktober einen Platz in der Umschulung
 * zur Pflegefachfrau" was answered with "frage ich beim Amt nach, welche Umschulungen … zu Stellen führen,
 * wähle bis Monatsende eine davon" — choosing a course she already has a place on. A retraining place
 * told as had, granted or starting (gate.json ownFigures on situations.json retrain's measure) is kept
 * up instead: started on its date, fixed study hours, help asked as soon as a module goes badly, and
 * applications from its last month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a retraining place had is kept up', () => {
  it.each([
    [
      'Ich habe ab Februar einen Platz in der Umschulung zur Fachinformatikerin, bezahlt vom Jobcenter. Ich habe Angst, dass ich mit 48 nicht mehr gut lerne.',
      /dafür beginne ich die Umschulung zum geplanten Termin, halte jede Woche feste Lernzeiten ein/u,
      /welche Umschulungen in meiner Gegend/u,
    ],
    [
      "J'ai été licencié en mai. France Travail m'a accordé une formation d'électricien qui commence en mars. J'ai peur de ne pas suivre.",
      /en commençant la formation à la date prévue/u,
      /quelles formations mènent/u,
    ],
    [
      'Straciłam pracę w sklepie. Urząd pracy skierował mnie na kurs księgowości, zaczynam w lutym. Boję się, że nie dam rady.',
      /zacznę kurs w wyznaczonym terminie/u,
      /które kursy prowadzą/u,
    ],
    [
      'Me quedé en paro en verano. Estoy inscrita en un curso de cocina del SEPE que empieza en enero. Me preocupa no aprobar.',
      /empezando el curso en la fecha prevista/u,
      /qué cursos llevan/u,
    ],
    [
      'Я втратив роботу на заводі. Мене записали на курс зварника в центрі зайнятості, навчання починається в січні. Боюся, що не впораюся.',
      /почну курс у визначений день/u,
      /які курси ведуть/u,
    ],
  ])('%s', (input, kept, chosen) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(chosen);
  });
});
