/**
 * Issue 33 (round 53, the lead's probe of stated goals): an apprenticeship looked for ("Ich suche bis August einen
 * Ausbildungsplatz", "trouver un apprentissage") was answered with the vague first step or the weekly-steps filler; it
 * is measured like an internship (applications to companies of the field, a start date). A new job wanted with better
 * pay ("a new job with at least 10% more pay") was measured as a raise asked of the present manager; it is a job
 * search. A forklift licence ("Staplerschein") or a professional qualification ("CIPD Level 5") is earned by a course.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an apprenticeship, a new job and a trade licence have their own measures', () => {
  it.each([
    [
      'Ich suche bis August einen Ausbildungsplatz als Mechatroniker.',
      'Bis August werde ich einen Ausbildungsplatz finden; dafür schicke ich in den nächsten vier Wochen mindestens zehn Bewerbungen',
      /Praktikumsplatz|drei Dinge/u,
    ],
    [
      'Je veux obtenir mon CAP pâtissier en juin prochain et trouver un apprentissage.',
      'je vais trouver un apprentissage, en envoyant au moins dix candidatures',
      /apprentissage, en notant/u,
    ],
    [
      'I want to find an apprenticeship as an electrician by September.',
      'sending at least ten applications to companies in my field',
      /every step it takes/u,
    ],
    [
      'By the end of January I want to have a new job with at least 10% more pay.',
      'by the end of January, sending at least five tailored applications a month',
      /conversation with my manager/u,
    ],
    [
      'Bis Ende Juni möchte ich meinen Staplerschein machen und 10 kg abnehmen.',
      'meinen Staplerschein machen; dafür melde ich mich in den nächsten zwei Wochen für den Kurs an',
      /alle nötigen Schritte/u,
    ],
    [
      'I want to pass my CIPD Level 5 by September 2027 and get promoted to HR manager.',
      'I will pass my CIPD Level 5 by September 2027, signing up within two weeks for the course',
      /every step it takes/u,
    ],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });
});
