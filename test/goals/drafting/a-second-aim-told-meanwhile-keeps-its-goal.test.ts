/**
 * Issue 33 (round 53's probes): "Quiero aprobar el examen … en la convocatoria de 2027 y mientras tanto ahorrar 150
 * euros al mes" (blind reader 83 #12) lost the saving: "mientras" cut the clause as the story after the goal, which
 * left "… de 2027 y," pasted into the exam's goal. A second aim told "meanwhile" ("y mientras tanto", "und in der
 * Zwischenzeit", "et en attendant", "a w międzyczasie", "а тим часом", "e entretanto", "a mezitím") is joined like
 * "and at the same time": a goal of its own, without the word. "mientras" alone still cuts ("dejar de fumar
 * mientras estoy embarazada").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a second aim told "meanwhile" keeps a goal of its own', () => {
  it.each([
    [
      'Quiero aprobar el examen de la oposición de auxiliar administrativo del Estado en la convocatoria de 2027 y mientras tanto ahorrar 150 euros al mes.',
      '2. Voy a ahorrar 150 euros al mes',
      'de 2027 y,',
    ],
    ['Quiero aprobar el examen en 2027 y entretanto ahorrar 150 euros al mes.', '2. Voy a ahorrar 150 euros al mes', 'entretanto'],
    [
      'Ich will 2027 die Prüfung bestehen und in der Zwischenzeit 150 Euro im Monat sparen.',
      '2. In den nächsten zwölf Monaten werde ich 150 Euro im Monat sparen;',
      'Zwischenzeit',
    ],
    [
      'Je veux réussir le concours en 2027 et en attendant économiser 150 euros par mois.',
      '2. Je vais économiser 150 euros par mois',
      'en attendant',
    ],
    [
      'Chcę zdać egzamin w 2027 roku, a w międzyczasie odkładać 500 zł miesięcznie.',
      '2. Moim celem jest odkładać 500 zł miesięcznie',
      'międzyczasie',
    ],
    [
      'Хочу скласти іспит у 2027 році, а тим часом відкладати 3 000 гривень на місяць.',
      '2. Моя мета — відкладати 3 000 гривень на місяць',
      'тим часом',
    ],
    ['Quero passar no exame em 2027 e entretanto poupar 100 euros por mês.', '2. Vou poupar 100 euros por mês', 'entretanto'],
    ['Chci složit zkoušku v roce 2027 a mezitím si odkládat 3 000 Kč měsíčně.', '2. Mým cílem je odkládat si 3 000 Kč měsíčně', 'mezitím'],
  ])('%s', (text, second, gone) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(second);
    expect(answer).not.toContain(gone);
  });

  it('"mientras" alone still closes the aim', () => {
    expect(draftGoals('Quiero dejar de fumar mientras estoy embarazada.', NOV_25)).toMatch(/^Voy a dejar de fumar en los próximos/u);
  });
});
