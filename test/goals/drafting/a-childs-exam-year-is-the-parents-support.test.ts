/**
 * Issue 33 (blind reading 93, parents of teenagers): a daughter's "selectividad" next year, a son's ЕГЭ, told by the
 * parent, gave the parent's own exam preparation ("Voy a aprobar la selectividad … estudiando al menos cinco horas
 * por semana"; "помочь сыну подготовиться к экзаменам … буду заниматься не меньше пяти часов в неделю"). A child's
 * school-leaving or entrance exam named beside the child (situations.json childexam, needing a son or daughter) and
 * a stated aim to help a child with an exam (aims.json) are the parent's support: a study plan the child draws up,
 * ten calm minutes every Sunday without reproaches, the school asked what support it offers. One's own exam, told
 * by a student who is an only daughter, stays her own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a child's exam year is the parent's support, not the parent's exam", () => {
  it.each([
    [
      'Tengo 42 años y una hija de 17 que el año que viene hace selectividad. Está muy estresada, duerme poco y el otro día la encontré llorando a las 3 de la mañana. Quiero ayudarla pero no sé cómo sin agobiarla más.',
      ['Voy a ayudar a mi hija a llevar el año del examen sin más presión', 'un plan de estudio que prepare por su cuenta'],
      ['Voy a aprobar la selectividad'],
    ],
    [
      'Хочу понять, как помочь сыну подготовиться к экзаменам.',
      ['без упрёков спросить, как идут дела'],
      ['буду заниматься не меньше пяти часов'],
    ],
    [
      'Mój syn w tym roku pisze maturę i chciałbym go bardziej wspierać. W tym roku przytyłem 10 kg.',
      ['1. Pomogę synowi przejść przez rok egzaminów bez dodatkowej presji', '2. Schudnę pierwsze 6 z 10 kg'],
      [],
    ],
    [
      'Mi madre tiene 74 años y le diagnosticaron alzhéimer hace un año. Yo soy hija única y estoy en tercero de Enfermería; este cuatrimestre he suspendido dos asignaturas porque paso casi todas las tardes con ella.',
      ['Voy a aprobar el examen'],
      ['ayudar a mi hija'],
    ],
  ])('%s', (text, present, absent) => {
    const answer = draftGoals(text, NOV_25);
    for (const words of present) expect(answer).toContain(words);
    for (const words of absent) expect(answer).not.toContain(words);
  });
});
