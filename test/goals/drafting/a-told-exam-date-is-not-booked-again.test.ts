/**
 * Issue 33 (blind reading 67's 6, and the OAB and "convocatoria de junio" answers): a person who tells when
 * the exam is ("Ich habe die Prüfung am 12. März", "na próxima prova", "la convocatoria de junio") was still
 * told to book the exam date in advance, a step they had already taken or that is not theirs to take. A told
 * date or sitting counts like a booked exam (gate.json ownFigures): the practice exams run up to that date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a told exam date is not booked again', () => {
  it.each([
    ['I need to pass my exam in June.', 'taking a full practice exam every two weeks until the exam date', /booking the exam date/u],
    [
      'Ich habe die Prüfung am 12. März und möchte sie bestehen.',
      'mache bis zu meinem Prüfungstermin alle zwei Wochen eine vollständige Probeprüfung',
      /buche den Prüfungstermin/u,
    ],
    [
      'Estudio por las noches y trabajo de día. Quiero aprobar el examen en la convocatoria de junio.',
      'haciendo un examen de práctica completo cada dos semanas hasta la fecha de mi examen',
      /reservando la fecha del examen/u,
    ],
    [
      'Meu objetivo é passar na OAB na próxima prova, já reprovei uma vez na segunda fase.',
      'fazendo um simulado completo a cada duas semanas até a data do meu exame',
      /marcando a data do exame/u,
    ],
    [
      'Il mio esame di stato è il 15 giugno e voglio superarlo.',
      "facendo una simulazione d'esame completa ogni due settimane fino alla data del mio esame",
      /prenotando la data dell'esame/u,
    ],
    [
      "J'ai eu 7/20 à l'examen de droit civil et le rattrapage est fin juin.",
      "en passant un examen blanc complet toutes les deux semaines jusqu'à la date de mon examen",
      /réserver la date de l'examen/u,
    ],
    ['Egzamin mam w czerwcu.', 'co dwa tygodnie robić pełny egzamin próbny aż do terminu mojego egzaminu', /zarezerwuję termin egzaminu/u],
  ])('%s', (text, kept, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(kept);
    expect(out).not.toMatch(broken);
  });

  it('still books the date when none is told', () => {
    expect(draftGoals('Quiero aprobar el examen de inglés.', NOV_25)).not.toContain('hasta la fecha de mi examen');
  });
});
