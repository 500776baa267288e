/**
 * Issue 33: a month the story gives to something that happened ("J'ai raté deux partiels en janvier")
 * is no deadline; the next month the text names (the resits "en juin") is.
 */
import { describe, expect, it } from 'vitest';
import { deadlineIn } from '../../../src/goals/drafting/specifics.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('the month of a past event dates nothing', () => {
  it.each([
    ['fr', "J'ai raté deux partiels en janvier et les rattrapages sont en juin.", 'en juin'],
    ['ru', 'В январе я завалил два экзамена, пересдача в июне, а я не знаю, с чего начать.', 'в июне'],
    ['pl', 'Oblałem egzamin z matematyki w styczniu, poprawka jest we wrześniu.', 'we wrześniu'],
    ['de', 'Im Oktober hatte ich kaum Aufträge, die Messe ist im März.', 'im März'],
    ['es', 'Suspendí dos asignaturas en enero y la recuperación es en junio.', 'en junio'],
    ['cs', 'Státnice mám v červnu a bojím se, že to nestihnu.', 'v červnu'],
  ] as const)('%s: %s', (lang, text, date) => {
    expect(deadlineIn(text, lang)).toBe(date);
  });

  it.each([
    ['it', 'Ho finito la triennale a giugno e il concorso è a marzo.', 'a marzo'],
    ['es', 'Me quedé sin trabajo en agosto y mi paro se acaba en febrero.', 'en febrero'],
    ['es', 'He terminado la carrera en junio y el examen es en marzo.', 'en marzo'],
    ['en', 'I graduated in May and my lease ends in February.', 'in February'],
    ['pt', 'Terminei a faculdade em julho e a prova é em março.', 'em março'],
  ] as const)('an auxiliary and its participle, or a preterite, make the month past (%s): %s', (lang, text, date) => {
    expect(deadlineIn(text, lang)).toBe(date);
  });

  it.each([
    ['es', 'Terminaré la tesis en junio.', 'en junio'],
    ['es', 'Tomo un café en marzo con mi jefe y quiero pedir un aumento.', 'en marzo'],
    ['pt', 'Estou a preparar a prova em março.', 'em março'],
    ['en', 'I need to pass my exam in June.', 'in June'],
    ['it', 'Ho il concorso a marzo.', 'a marzo'],
  ] as const)('a future, a noun or a present is no past (%s): %s', (lang, text, date) => {
    expect(deadlineIn(text, lang)).toBe(date);
  });

  it.each([
    ["Ho finito la laurea in giurisprudenza a luglio e devo preparare l'esame da avvocato", /luglio/u],
    ['Terminé el máster en septiembre y tengo que encontrar trabajo.', /septiembre/u],
    ['I finished uni in June and I need to find a job.', /June/u],
  ])('a past month before the goal is not its deadline: %s', (input, not) => {
    expect(draftGoals(input, NOW)).not.toMatch(not);
  });

  it.each([
    ['it', 'Ho finito 4 capitoli e vorrei finirlo entro settembre.', 'entro settembre'],
    ['es', 'He terminado dos módulos y quiero acabar el curso antes de marzo.', 'antes de marzo'],
    ['en', 'I graduated and moved here, and I want a job by June.', 'by June'],
  ] as const)('a deadline word keeps its month after a past verb (%s): %s', (lang, text, date) => {
    expect(deadlineIn(text, lang)).toBe(date);
  });

  it('a past month alone gives no date', () => {
    expect(deadlineIn('I failed my driving test in January and I am scared to try again.', 'en')).toBeNull();
  });

  it.each([
    [
      "J'ai raté deux partiels en janvier et les rattrapages sont en juin. Je travaille le week-end.",
      /(?:^|\n1\. )D'ici juin/u,
      /janvier/u,
    ],
    ['Suspendí dos asignaturas en enero y la recuperación es en junio. Trabajo los fines de semana.', /^Para junio/u, /enero/u],
    ['Oblałem egzamin z matematyki w styczniu, poprawka jest we wrześniu, a ja nie wiem, od czego zacząć.', /we wrześniu/u, /styczniu/u],
  ])('the goal is dated by the event ahead: %s', (input, dated, not) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(dated);
    expect(out).not.toMatch(not);
  });
});
