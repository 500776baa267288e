/**
 * Issue 33 (cover27, blind reading 25's 16): a separation or divorce tells when the story began, not
 * that the writer is lonely — "Seit der Trennung im Sommer wohne ich …" about money and the children
 * got the stock friend-circle goal. Loneliness is told in its own words, and then it keeps its goal
 * ("Od rozwodu czuję się samotna": the folded exclusion of 'samotną' had hidden it).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

const CIRCLE = /circle of friends|Freundeskreis|círculo de amigos|krąg przyjaciół|okruh přátel|коло друзів/u;

describe('a separation is no loneliness', () => {
  it.each([
    'Since my divorce in March I have had to use my overdraft every month and I now owe about £2,400 on two credit cards.',
    'Seit der Trennung im Sommer wohne ich in einer kleinen Wohnung, ich zahle 780 Euro Unterhalt und letzten Monat musste ich den Dispo nehmen.',
    'Desde la separación en verano pago sola el alquiler y tengo unos 2.500 euros de deudas en la tarjeta.',
  ])('%s', async (input) => {
    const out = await draft(input);
    expect(out).not.toMatch(CIRCLE);
    expect(out).toMatch(/debts|Schulden|deudas/u);
  });

  it.each([
    "Since my divorce I feel really lonely, most evenings I don't talk to anyone.",
    'Seit der Trennung bin ich oft einsam, am Wochenende rede ich mit niemandem.',
    'Od rozwodu czuję się samotna, nie mam z kim porozmawiać wieczorami.',
    'Після розлучення мені дуже самотньо, друзів тут у мене немає.',
  ])('loneliness told keeps its goal: %s', async (input) => {
    expect(await draft(input)).toMatch(CIRCLE);
  });
});
