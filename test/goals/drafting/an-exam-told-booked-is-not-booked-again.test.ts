/**
 * Issue 33 (a step the text says is done, round 27): "Ich habe die Prüfung schon für März angemeldet" got "und buche den
 * Prüfungstermin rechtzeitig", a booking already made. An exam told booked, registered for or scheduled (gate.json
 * ownFigures, in eight languages: the Czech, Slovak and Ukrainian wordings carry the writer's gender in that step) keeps the
 * practice exams up to its date, joined by an "and", instead of booking it again.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an exam told booked is not booked again', () => {
  it.each([
    [
      'Ich habe die Prüfung schon für März angemeldet, aber ich komme mit dem Lernen nicht voran.',
      'lerne ich mindestens fünf Stunden pro Woche und mache bis zu meinem Prüfungstermin alle zwei Wochen eine vollständige Probeprüfung.',
      /buche den Prüfungstermin/u,
    ],
    [
      'Ya me he apuntado al examen de enero y quiero aprobarlo.',
      'y haciendo un examen de práctica completo cada dos semanas hasta la fecha de mi examen.',
      /reservando la fecha/u,
    ],
    [
      "Je suis inscrite à l'examen du code en février et je veux le réussir.",
      "et en passant un examen blanc complet toutes les deux semaines jusqu'à la date de mon examen.",
      /en réservant la date/u,
    ],
    [
      'Zapisałam się na egzamin w lutym i chcę go zdać.',
      'tygodniowo i co dwa tygodnie robiła pełny egzamin próbny aż do terminu mojego egzaminu.',
      /zarezerwuję termin/u,
    ],
    [
      'In June the exam is scheduled, so I will study.',
      'studying at least five hours a week and taking a full practice exam every two weeks until the exam date.',
      /booking the exam date/u,
    ],
  ])('%s', (text, step, again) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(step);
    expect(answer).not.toMatch(again);
  });

  it('still books an exam not booked yet', () => {
    expect(draftGoals('I want to pass my accounting exam this spring.', NOV_25)).toMatch(/book/u);
  });
});
