/**
 * Issue 33 (round 57's probes): wanting to stop doing one's colleagues' work had no steps of its own: "I want to stop
 * doing my colleagues' work" was a leadership task a month, "arrêter de faire le travail des autres" and "przestać
 * odwalać pracę za koleżanki" a job search, the Russian and Portuguese ones the weekly-steps filler. Now (aims.json) one's
 * own tasks are told apart from the colleagues', one not one's own handed back or turned down each week and the manager
 * asked who does what. A new job with nicer colleagues stays a job search and delegating one's own work stays
 * delegation ("without").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("colleagues' work done for them has its own steps", () => {
  it.each([
    [
      "My two colleagues keep leaving early and I end up doing half their work myself. I'm exhausted and I want to stop doing my colleagues' work without a fight with my manager.",
      "I will stop doing my colleagues' work without a fight with my manager over the next six months, listing this week which tasks are mine",
      'leadership task',
    ],
    [
      'Mon collègue me laisse tous ses dossiers et je finis par faire son travail en plus du mien. Je veux arrêter de faire le travail des autres.',
      "en rendant ou en refusant chaque semaine au moins une tâche qui n'est pas la mienne",
      'candidatures',
    ],
    [
      'Chcę przestać odwalać pracę za koleżanki z zespołu.',
      'co tydzień co najmniej raz odmówię przyjęcia zadania, które nie należy do mnie',
      'aplikacji',
    ],
    ['Хочу перестать делать работу за коллег.', 'попрошу руководителя определить, кто что делает', 'выпишу все нужные шаги'],
    [
      'Quero parar de fazer o trabalho dos meus colegas.',
      'devolvendo ou recusando todas as semanas pelo menos uma tarefa que não me cabe',
      'passos necessários',
    ],
    ['Je veux trouver un travail avec des collègues sympas.', 'en envoyant au moins cinq candidatures ciblées par mois', 'qui fait quoi'],
    ['I want to delegate more work to my colleagues.', 'handing over at least two recurring tasks to my team', 'who does what'],
  ])('%s', (text, wanted, gone) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(wanted);
    expect(draft).not.toContain(gone);
  });
});
