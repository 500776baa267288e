/**
 * Issue 33 (blind reading 47's 1 and 4): "I started my first job as a junior developer in February", "en mi primer trabajo
 * gano 1.350 €" named a first job, and the job search answered it ("I will find my first job within the next six months")
 * for someone already in that job. A first job told as the one the person works in (in it, started it) rules the search out
 * (situations.json, the unemployment situation's unless), in each language; a first job still to find keeps it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const SEARCH =
  /first job within|primer empleo en|primo lavoro entro|primeiro emprego nos|erste feste Stelle finden|premier emploi au cours|první práci během|find a new job/u;

describe('a job the person already holds is no job to find', () => {
  it.each([
    "I started my first job as an accountant in March and I keep working until 9pm because I'm afraid of making mistakes.",
    'Seit August bin ich in meinem ersten Job als Erzieherin und bleibe fast jeden Tag länger. Abends bin ich so müde, dass ich keinen Sport mehr mache.',
    "Depuis septembre je suis dans mon premier emploi d'ingénieur et je me sens perdu en réunion.",
    'Tengo 24 años y en mi primer trabajo gano 1.350 € netos al mes. En un año he acumulado 2.400 € de deuda en la tarjeta de crédito.',
    'Nel mio primo lavoro da commessa guadagno 1.200 € al mese e spendo tutto. Vorrei mettere da parte qualcosa ogni mese.',
    'Comecei no meu primeiro emprego em fevereiro e ganho 1.100 € por mês. Tenho 3.000 € de dívida no cartão.',
    'Ve své první práci jsem od září a každý den zůstávám přesčas. Nestíhám spát.',
  ])('%s', (text) => {
    expect(draftGoals(text, NOV_25)).not.toMatch(SEARCH);
  });

  it('keeps the search for a first job still to find', () => {
    expect(draftGoals("I can't find my first job after graduating and I'm losing hope.", NOV_25)).toContain(
      'I will find my first job within the next six months',
    );
  });

  it('answers the debt told beside the first job', () => {
    expect(
      draftGoals('Comecei no meu primeiro emprego em fevereiro e ganho 1.100 € por mês. Tenho 3.000 € de dívida no cartão.', NOV_25),
    ).toContain('Vou pagar a dívida do meu cartão de crédito nos próximos doze meses');
  });
});
