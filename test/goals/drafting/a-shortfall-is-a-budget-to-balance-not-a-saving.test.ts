/**
 * Issue 33 (round 57's probes): a mentee short of money each month who wants to manage it better
 * ('il me manque environ 200 € chaque fin de mois … mieux gérer mon budget', blind reading 89's 3) was
 * told to save at least 10 % of her income — a saving she cannot make — or had the shortfall itself paced
 * as a sum to put aside ('apartando 35 euros cada mes', 'щомісяця відкладатиму 430 гривень'). Money or a
 * budget managed better ('gérer', 'gestire', 'gospodarować', 'керувати' with 'budget', 'soldi',
 * 'pieniędzmi', 'бюджетом'; aims.json) is the money situation's own steps: every expense written down
 * for four weeks and the two biggest cut. A shortfall told with its month ('mi mancano … ogni mese',
 * 'brakuje nam … co miesiąc', 'I'm about £250 short a month') is that money situation (situations.json).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const SAVED_SHARE = /10 ?%|35 euros|430 гривень|25 euros|£65/u;

describe('a shortfall is a budget to balance, not a saving', () => {
  it.each([
    [
      'Je dors mal, je me réveille à 3h du matin en pensant aux factures : il me manque environ 200 € chaque fin de mois. Je voudrais tenir le coup pour les enfants, mieux gérer mon budget et retrouver un peu de temps pour moi.',
      /Je vais mieux gérer mon budget[^\n]*en notant toutes mes dépenses dans un budget pendant quatre semaines et en supprimant les deux plus grosses dépenses/u,
    ],
    [
      'Me faltan unos 200 euros al mes para llegar. Trabajo de cajera y estudio por las tardes. Quiero gestionar mejor mi dinero y terminar el grado medio en junio.',
      /voy a gestionar mejor mi dinero, anotando todos mis gastos en un presupuesto durante cuatro semanas/u,
    ],
    [
      'Mi mancano circa 200 euro ogni mese. Vorrei gestire meglio i miei soldi.',
      /Gestirò meglio i miei soldi[^\n]*annotando ogni spesa in un budget per quattro settimane/u,
    ],
    [
      'Brakuje nam około 600 zł co miesiąc, odkąd rata kredytu wzrosła. Chciałabym lepiej gospodarować pieniędzmi i spłacić kartę kredytową, na której mam 5 tys. zł.',
      /lepiej gospodarować pieniędzmi[^\n]*przez cztery tygodnie będę wpisywać każdy wydatek do budżetu/u,
    ],
    [
      'Щомісяця мені бракує близько 3 тисяч гривень. Хочу навчитися керувати бюджетом і до літа знайти підробіток.',
      /Я навчуся керувати бюджетом[^\n]*чотири тижні вноситиму кожну витрату до бюджету/u,
    ],
    [
      "I'm a single dad and I'm about £250 short every month. I want to get on top of my money and maybe find a better paid job by spring.",
      /I will get on top of my money[^\n]*writing every expense into a budget for four weeks, cutting the two biggest costs/u,
    ],
    [
      'Mir fehlen jeden Monat ungefähr 300 Euro. Ich will besser mit meinem Geld umgehen und bis Ende 2027 meinen Dispo von 2.500 Euro loswerden.',
      /besser mit meinem Geld umgehen; dafür trage ich vier Wochen lang jede Ausgabe in ein Budget ein/u,
    ],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(SAVED_SHARE);
  });

  it('a shortfall told with its month is the money situation, its goal said', async () => {
    const out = await draft(
      'Ho 28 anni e faccio la cameriera. Mi mancano circa 150 euro al mese e ho già chiesto soldi a mia madre due volte. Vorrei anche iscrivermi a un corso serale di contabilità.',
    );
    expect(out).toMatch(/Metterò in ordine le mie finanze[^\n]*annotando ogni spesa in un budget/u);
  });
});
