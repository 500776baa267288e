/**
 * Issue 33 (blind readings 48's 12 and 17): a retired widow taking up her choir again was to choose "un horario fijo que
 * encaje con mi horario de trabajo", and a warehouse worker who has no strength "після змін" (after her shifts) was to
 * finish work "до 18:00": office routines for lives without office hours. The facts of the writer's life (life.json)
 * now fit the old activity's slot to a week with no working hours (retired, unemployed, at home with the children), and
 * read shifts told in the Ukrainian, Russian, Czech and Slovak forms after and at a shift.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a routine fits a life without office hours', () => {
  it.each([
    [
      'Cantavo nel coro della parrocchia ma ho smesso. Sono in pensione e passo le giornate da sola.',
      'scegliendo entro due settimane un orario fisso nella mia settimana',
      /orario di lavoro/u,
    ],
    [
      'Estoy jubilada. Antes cantaba en el coro de la parroquia pero lo dejé cuando enfermó mi esposo.',
      'un horario fijo en mi semana',
      /horario de trabajo/u,
    ],
    [
      'Зараз працюю на складі. Курси я кинула на рівні A2, бо після змін просто немає сил.',
      'після кожної зміни йтиму з роботи вчасно',
      /до 18:00/u,
    ],
  ])('%s', (text, fitted, office) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(fitted);
    expect(answer).not.toMatch(office);
  });
});
