/**
 * Issue 33: "Quero poupar 2.000 € antes de setembro" was answered in Spanish (its words shared with
 * Spanish tied, and Spanish comes first): the months a story dates things by are evidence of their
 * language (language.json). Portuguese follows the mentee's norm in every sentence of ours: no
 * Brazilian "todo domingo", "toda sexta-feira" or bare "Meus objetivos" for a European writer
 * (templates/pt-norm.json), "estou sempre a adiar" and "estou sempre adiando" both read.
 * An English time written first ("In October …") is lower case inside our sentence.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a month names its language', () => {
  it.each([
    ['pt', 'Quero poupar 2.000 € antes de setembro.', /^Vou poupar 2\.000 € antes de setembro, /u],
    ['es', 'Quiero ahorrar 2.000 € antes de septiembre.', /^Voy a ahorrar 2\.000 € antes de septiembre, /u],
    ['sk', 'Do septembra chcem ušetriť 2 000 eur.', /^Ušetrím 2 000 eur do septembra – /u],
    ['cs', 'Do září chci ušetřit 40 000 Kč.', /^Ušetřím 40 000 Kč do září – /u],
  ])('%s: %s', async (_lang, input, start) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).toMatch(/\d+ (?:€|eur|Kč)/u);
  });
});

describe('Portuguese in the writer’s norm, in every sentence and the heading', () => {
  it.each([
    'Quero gerir melhor o meu tempo e aprender inglês.',
    'Quero gerir melhor o meu tempo, estou sempre a adiar tudo. Também quero aprender inglês.',
  ])('European: %s', async (input) => {
    const out = await draft(input);
    expect(out.split('\n')[0]).toBe('Os meus objetivos SMART:');
    expect(out).toMatch(/todas as segundas-feiras .* todas as sextas-feiras/u);
    expect(out).not.toMatch(/\btoda (?:segunda|sexta)|\btodo (?:domingo|mês)|planejando/u);
  });

  it('European: a saving checked every week is checked "todos os domingos"', async () => {
    const out = await draft('Quero juntar 1.000 € até dezembro para a entrada de um carro.');
    expect(out).toMatch(/todos os domingos/u);
    expect(out).not.toMatch(/todo domingo/u);
  });

  it.each([
    'Quero gerenciar melhor meu tempo e aprender inglês.',
    'Quero organizar melhor minha semana, estou sempre adiando tudo. Também quero aprender inglês.',
  ])('Brazilian: %s', async (input) => {
    const out = await draft(input);
    expect(out.split('\n')[0]).toBe('Meus objetivos SMART:');
    expect(out).not.toMatch(/todas as segundas-feiras|planeando/u);
  });
});

describe('an English time written first is lower case inside the goal', () => {
  it.each([
    'In October my wife left and I now look after our two boys alone. I owe £2,000 on my card and I sleep badly.',
    'In August my landlord sold the flat and I moved back in with my parents. I owe £1,500 on my overdraft.',
  ])('%s', async (input) => {
    const out = await draft(input);
    expect(out).not.toMatch(/\S (?:In|By|Within|Over) [A-Z0-9]/u);
    expect(out).toMatch(/£\d/u);
  });
});
