/**
 * Issue 33 (lang15c): a threat told after "otherwise" ("senão vou ser demitido", "иначе меня уволят")
 * is what the mentee fears; the drafter made it the goal ("Até março vou ser demitido"). The threat's
 * word is a fear word (gate.json "fearWords"), in eight languages.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));

describe('a threat after "otherwise" is no aim', () => {
  it.each([
    ['pt', 'Meu chefe me deu até março para melhorar minhas vendas, senão vou ser demitido. Vendo 4 carros por mês.', /ser demitido/u],
    ['en', "My manager gave me until March to bring my sales up, otherwise I'm going to be let go. I sell 4 cars a month.", /be let go/u],
    [
      'es',
      'Mi jefe me ha dado hasta marzo para mejorar mis ventas, de lo contrario voy a ser despedido. Vendo 4 coches al mes.',
      /ser despedido/u,
    ],
    [
      'fr',
      "Mon chef m'a donné jusqu'en mars pour améliorer mes ventes, sinon je vais être licencié. Je vends 4 voitures par mois.",
      /être licencié/u,
    ],
    ['de', 'Mein Chef gibt mir bis März Zeit, sonst werde ich entlassen. Ich verkaufe 4 Autos im Monat.', /entlassen/u],
  ])('%s', async (_lang, input, pasted) => {
    const { output } = await generator.generate(input);
    expect(output).not.toMatch(pasted);
    expect(output).toMatch(/\d|two|dos|deux|zwei|duas/u);
  });
});
