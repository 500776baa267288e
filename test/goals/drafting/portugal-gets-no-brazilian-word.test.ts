/**
 * Issue 33 (blind reading 34's 21, 32's 9): a European or unmarked Portuguese answer said
 * "Meus objetivos SMART", "simulado" and "conferindo", words only Brazil writes; Portugal reads "Os meus
 * objetivos", "exame de treino", "verificando" (pt-norm.json "neutral", a European answer's too).
 * A Brazilian "todo dia" before "úteis" was a grammar break ("estudando todo dia úteis").
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('Portugal gets no Brazilian word', () => {
  it.each([
    [
      'Quero ler 24 livros em 2027, dois por mês, e escrever pelo menos um conto por trimestre para enviar a concursos literários.',
      ['Os meus objetivos SMART:', 'um exame de treino completo'],
    ],
    [
      'Estou a preparar-me para o exame nacional de Matemática em junho. Também quero deixar de gastar tanto em compras online, que me estão a custar uns 200 euros por mês.',
      ['Os meus objetivos SMART:', 'verificando o total'],
    ],
  ])('%s', async (input, fragments) => {
    const output = await draft(input);
    for (const fragment of fragments) expect(output).toContain(fragment);
    expect(output).not.toMatch(/^Meus |simulado|conferindo/mu);
  });

  it('a Brazilian working day keeps its number', async () => {
    const output = await draft(
      'Oi, tô no segundo período de Engenharia Civil. Reprovei em Cálculo I e tenho que refazer no semestre que vem, senão perco a bolsa. Minha mãe queria que eu largasse o estágio.',
    );
    expect(output).toMatch(/todo dia útil|todos os dias úteis/u);
    expect(output).not.toMatch(/todo dia úteis/u);
  });
});
