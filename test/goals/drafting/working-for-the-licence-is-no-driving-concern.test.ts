/**
 * Issue 33 (round 52's probes): a pupil who works on Saturdays "für den Führerschein" (blind reading
 * 82's 4) was given a driving goal, two lessons a week and the theory test, and the driving situation
 * beat the school-leaving exam the whole story was about (4 points of the 5 needed in maths). Working
 * to pay for the licence says what the money is for, as saving for it does (the driving situation's
 * unless already held "sparen für", "коплю на"): it is no concern of its own, so the exam keeps its
 * goal. The same in each language that says it ("подрабатываю … на права", "pracuję … na prawo jazdy").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('working to pay for the licence leaves the exam its goal', () => {
  it.each([
    [
      'Ich bin 17 und mache nächsten Mai mein Abitur in Bayern. Mathe ist mein Problem, im letzten Halbjahr hatte ich nur 4 Punkte und ich brauche mindestens 5, sonst kann ich es nicht einbringen. Gleichzeitig spiele ich Handball in der Landesliga, Training ist dreimal die Woche plus Spiele am Wochenende, und ich will da eigentlich nicht aufhören. Meine Eltern sagen, ich soll den Sport reduzieren. Außerdem arbeite ich samstags im Supermarkt für den Führerschein.',
      /lerne ich mindestens fünf Stunden pro Woche, zuerst mein schwächstes Fach/u,
      /Fahrstunden|Theoriefragen/u,
    ],
    [
      'Мне 17, в июне ЕГЭ, с математикой всё плохо. По выходным подрабатываю курьером на права, и времени на учёбу почти нет. Ещё я почти не сплю.',
      /Я сдам ЕГЭ в июне — буду заниматься не меньше пяти часов в неделю/u,
      /водительские права|уроков вождения/u,
    ],
  ])('%s', (input, exam, driving) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(exam);
    expect(out).not.toMatch(driving);
  });
});
