/**
 * Issue 33 (blind readings 71's 5, 72's 5): "mi distraggo continuamente col telefono", "finisco sempre sul telefono" is
 * the problem the student names, and no goal set a rule for the phone: only "on my phone" and "al telefono" were cues of
 * screen time, not being distracted by it. A phone that distracts from study, in any language, gets the screen-time goal
 * beside the exams left (whose date, "Die Prüfungen sind im Februar", is then an exam session's, not the phone's).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a phone that distracts from study gets a screen-time goal', () => {
  it.each([
    [
      'Sono al terzo anno di ingegneria e mi mancano ancora 5 esami. Studio in biblioteca ma finisco sempre sul telefono.',
      ['Supererò tutti gli esami', 'Ridurrò il tempo davanti allo schermo'],
    ],
    [
      "Studio medicina e mi distraggo sempre col telefono quando studio. Ho l'esame di anatomia a febbraio.",
      ['Ridurrò il tempo davanti allo schermo'],
    ],
    [
      "I'm a student and I keep getting distracted by my phone when I study. My exams are in January.",
      ['I will pass all my exams in January', 'I will cut down my screen time'],
    ],
    [
      'Studiere BWL und lenke mich beim Lernen ständig mit dem Handy ab. Die Prüfungen sind im Februar.',
      ['Im Februar werde ich alle meine Prüfungen bestehen', 'werde ich meine Bildschirmzeit verringern'],
    ],
    [
      'Estudio Derecho y me distraigo todo el rato con el móvil cuando estudio. Tengo exámenes en enero.',
      ['Para enero voy a aprobar todos mis exámenes', 'Voy a reducir mi tiempo frente a la pantalla'],
    ],
    ['Studiuję prawo i ciągle rozprasza mnie telefon podczas nauki. Sesja jest w lutym.', ['Ograniczę czas przed ekranem']],
    ['Я студент і постійно відволікаюся на телефон під час навчання. Сесія в січні.', ['Я скорочу час перед екраном']],
  ])('%s', (input, goals) => {
    const out = draftGoals(input, NOV_25);
    for (const goal of goals) expect(out).toContain(goal);
    expect(out).toMatch(/^\S.*SMART/u);
  });
});
