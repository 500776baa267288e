/**
 * Issue 33 (blind reading 31's 18, helper stated31's round 1): "mettre de côté 3 000 € d'ici fin juin
 * 2027 …, en épargnant 450 € par mois" was answered "en épargnant 450 € par mois et en mettant de côté
 * 430 € chaque mois", and "pagar mi deuda de 3.600 € … pagando 150 € al mes" with "pagando 300 € cada
 * mes" beside it. A smaller sum a period in the goal's own words (a debt's payment too) is the plan: it
 * is not said again, and no second computed sum stands beside it (a standing order and the check).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("a sum a month in the goal's own words is its plan", () => {
  it.each([
    [
      "Objectif : mettre de côté 3 000 € d'ici fin juin 2027 pour payer mon permis de conduire, en épargnant 450 € par mois.",
      /en épargnant 450 € par mois et en mettant en place un virement automatique cette semaine/u,
      /430 €|€ chaque mois/u,
    ],
    [
      'Quiero pagar mi deuda de 3.600 € antes de diciembre de 2027 pagando 300 € al mes.',
      /pagando 300 € al mes, programando esta semana una transferencia automática/u,
      /€ cada mes/u,
    ],
    [
      'Quiero pagar mi deuda de 3.600 € antes de diciembre de 2027 pagando 150 € al mes, y dejar los refrescos azucarados.',
      /pagando 150 € al mes, programando esta semana/u,
      /300 €|€ cada mes/u,
    ],
  ])('%s', async (input, kept, gone) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
