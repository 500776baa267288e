/**
 * Issue 33 (round 67, filler67's probes): home-office days asked of the boss ("pedirle a mi jefe poder
 * teletrabajar", "chiedere al mio capo di lavorare da casa", "požádat šéfa o práci z domova") were read
 * as a conflict with the boss (a calm talk with the person one finds hardest), a job search or the
 * weekly-steps filler; fixed morning shifts asked of the manager as a leader's tasks. A request to the
 * employer is prepared and brought to a meeting: the home-office words end the boss's conflict
 * (situations.json coworkers "unless") and stand among aims.json's request words; "fixed morning
 * shifts" is a request's phrase in topics.json.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a home-office request to the boss is a request', () => {
  it.each([
    [
      'Quiero pedirle a mi jefe poder teletrabajar dos días a la semana a partir de febrero.',
      /teletrabajar dos días a la semana a partir de febrero, anotando esta semana mi petición, tres motivos/u,
      /persona con la que tengo más dificultades/u,
    ],
    [
      'Entro gennaio voglio chiedere al mio capo di poter lavorare da casa il venerdì.',
      /lavorare da casa il venerdì, annotando questa settimana la mia richiesta, tre motivi/u,
      /tutti i passi necessari/u,
    ],
    [
      'Chci do konce ledna požádat šéfa o práci z domova aspoň jeden den v týdnu.',
      /o práci z domova aspoň jeden den v týdnu do konce ledna – tento týden si sepíšu svou žádost/u,
      /přihlášek na míru/u,
    ],
    [
      'I want to ask my manager for fixed morning shifts before the new rota comes out on 15 December.',
      /fixed morning shifts before the new rota comes out on 15 December, writing down this week my request/u,
      /leadership task/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
