/**
 * Issue 33 (blind reading 107's 4): a landlady's threat ("si en marzo no pago me tengo que ir") was read as
 * the writer's aim, "Para marzo voy a conseguir ir", and rent owed by the month in Portuguese and Italian
 * ("Devo dois meses de renda", "Devo due mesi di affitto") as a thing to get ("Vou conseguir dois meses de
 * renda", "Otterrò due mesi di affitto"). Having to leave if one does not pay is no aim; months of rent owed
 * and the threat are rent arrears: the landlord talked to, the arrears paid in instalments beside the rent.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an eviction threat is rent arrears, not an aim to leave', () => {
  it.each([
    [
      'Reparto con Glovo en Madrid. Debo dos meses de la habitación, 420 cada uno. Lo que más me preocupa es la habitación, la dueña ya me dijo que si en marzo no pago me tengo que ir.',
      /Voy a ponerme al día con el alquiler y conservar mi casa/u,
      /conseguir ir|voy a ir\b/u,
    ],
    [
      'Reparto con Glovo en Valencia y gano unos 900 euros al mes. Debo dos meses del piso, 450 cada uno, y el casero me dijo que si en abril no pago me tengo que ir.',
      /Voy a ponerme al día con el alquiler y conservar mi casa/u,
      /apartando 900 euros/u,
    ],
    [
      'Sou motorista de Uber em Lisboa e ganho uns 1.100 euros por mês. Devo dois meses de renda, 500 cada, e o senhorio disse que se em março não pagar tenho de sair.',
      /Vou pôr a renda em dia e manter a minha casa/u,
      /conseguir dois meses/u,
    ],
    [
      'Faccio il rider a Milano, guadagno circa 1.000 euro al mese. Devo due mesi di affitto, 500 euro l’uno, e il padrone di casa ha detto che se a marzo non pago me ne devo andare.',
      /Recupererò l'affitto arretrato e manterrò la mia casa/u,
      /Otterrò due mesi/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
