/**
 * Issue 33 (blind reading 38's 6): a Brazilian story got "Vou mexer-me mais durante o dia de trabalho",
 * Portugal's pronoun after the infinitive, beside "me levantando" in the same sentence. Brazil writes the
 * pronoun before it after "vou": "Vou me mexer mais"; Portugal keeps "mexer-me".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-28T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a Brazilian pronoun stands before the infinitive after "vou"', () => {
  it('Brazil', async () => {
    const output = await draft(
      'Oi, tenho 38 anos, sou motorista de aplicativo em BH há 3 anos. Tô com dor nas costas direto de ficar sentado 10 horas por dia, e meu filho reclama que eu nunca tô em casa.',
    );
    expect(output).toMatch(/Vou me mexer mais/u);
    expect(output).not.toMatch(/mexer-me/u);
  });

  it('Portugal', async () => {
    const output = await draft(
      'Olá, tenho 38 anos e sou motorista em Lisboa há 3 anos. Estou com dores nas costas de passar 10 horas por dia sentado ao volante.',
    );
    expect(output).toMatch(/Vou mexer-me mais/u);
  });
});
