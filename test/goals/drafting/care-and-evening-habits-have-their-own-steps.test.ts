/**
 * Issue 33 (blind reading 89's 18 and 21, round 55): stated aims with no measure of their own got the
 * weekly-steps filler ("anotando en la primera semana todos los pasos necesarios"): the phone put away at
 * an hour ("dejar el móvil a las 22:00"), a carer found for a parent ("Znaleźć opiekunkę dla taty") and a
 * return to full time ("od lutego wrócić na pełen etat"). Each has steps of its own; a job as a carer or
 * a nurse is still a job search.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const FILLER = /todos los pasos|wszystkie potrzebne kroki|every step it takes|alle nötigen Schritte/u;

describe('care and evening habits have their own steps', () => {
  it.each([
    [
      'Quiero dormir 7 horas cada noche antes de Navidad y dejar el móvil a las 22:00.',
      /dejar el móvil a las 22:00, poniéndome un recordatorio diario, cargando el móvil fuera del dormitorio/u,
    ],
    [
      'Ich will das Handy ab 21 Uhr weglegen.',
      /weglegen; dafür stelle ich mir eine tägliche Erinnerung, lade das Handy außerhalb des Schlafzimmers/u,
    ],
    [
      'Znaleźć opiekunkę dla taty do końca stycznia i od lutego wrócić na pełen etat.',
      /Znajdę opiekunkę dla taty do końca stycznia – w ciągu dwóch tygodni zapytam lekarza, ośrodek pomocy społecznej i dwie agencje/u,
    ],
    [
      'Znaleźć opiekunkę dla taty do końca stycznia i od lutego wrócić na pełen etat.',
      /Wrócę na pełen etat od lutego – w ciągu dwóch tygodni powiem przełożonemu, od kiedy chcę wrócić/u,
    ],
    ['I need to find a carer for my mum by March.', /asking the doctor, the local care service and two agencies within two weeks/u],
  ])('%s', (text, goal) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(FILLER);
  });

  it.each(['I want to find a job as a nurse by March.', 'Wir ziehen im März nach Graz. Ich will dort einen Job als Pflegerin finden.'])(
    'a job as a carer is a job search: %s',
    (text) => expect(draftGoals(text, NOV_25)).toMatch(/applications|Bewerbungen/u),
  );
});

// Blind reading 89's 26: a four-year-old's nights were measured by the mentee's own sleep, and a tablet at
// meals by a teenager's screen rules or healthy eating.
describe("a small child's bed and meals are the child's", () => {
  it.each([
    [
      'I want to get my son (4) sleeping in his own bed through the night by Easter.',
      /by Easter, keeping the same calm bedtime routine without screens every evening, taking my child back to their own bed/u,
      /my hours of sleep/u,
    ],
    [
      'I want to stop using the tablet at meals.',
      /keeping every screen off the table at meals from this week, eating together with my child/u,
      /school days/u,
    ],
    ['Chcę przestać dawać synowi tablet przy jedzeniu.', /od tego tygodnia przy każdym posiłku odłożę ekrany od stołu/u, /kroki/u],
  ])('%s', (text, goal, other) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(other);
  });
});
