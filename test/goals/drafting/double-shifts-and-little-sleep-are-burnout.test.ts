/**
 * Issue 33 (blind readings 71's 2, 72's 2 and 73's 2): a nurse on double shifts who sleeps barely five hours got a
 * generic "write down three things you could change" or a decision alone: double shifts were no cue of burnout in any
 * language, and German's inverted "Seit Januar schlafe ich kaum" no cue of sleep ("schlafe kaum" was). Double shifts
 * get the goal of bringing the workload down, and little sleep told after its time its sleep goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const GENERIC = /drei Dinge aufschreiben|tre cose|three things/u;

describe('double shifts and little sleep are burnout', () => {
  it.each([
    [
      'Ich arbeite als Pflegekraft auf einer Intensivstation und mache regelmäßig Doppelschichten. Seit Januar schlafe ich kaum noch mehr als fünf Stunden.',
      ['meine Arbeitslast auf ein tragbares Maß senken', 'werde ich besser und regelmäßiger schlafen'],
    ],
    ['Seit Januar schlafe ich kaum noch mehr als fünf Stunden und bin tagsüber müde.', ['werde ich besser und regelmäßiger schlafen']],
    [
      'Sono infermiera e faccio spesso doppi turni. Dormo poco e sono sempre irritabile con mio marito.',
      ['ridurrò il carico di lavoro a un livello sostenibile', 'Dormirò meglio'],
    ],
    [
      'Sou enfermeira, faço plantões dobrados toda semana e durmo quatro horas por noite.',
      ['reduzir minha carga de trabalho a um nível sustentável', 'Vou dormir melhor'],
    ],
    [
      'Я медсестра, часто беру двойные смены и сплю по пять часов. Я на пределе.',
      ['снижу рабочую нагрузку до посильного уровня', 'Я буду спать лучше'],
    ],
  ])('%s', (input, goals) => {
    const out = draftGoals(input, NOV_25);
    for (const goal of goals) expect(out).toContain(goal);
    expect(out).not.toMatch(GENERIC);
  });
});
