/**
 * Issue 33, blind reading 18's 26: a Brazilian goal with no Brazilian word was answered in European
 * Portuguese ("Os meus objetivos", "registando", "até às 23h"). The norm is read from the grammar
 * both norms mark too (templates/pt-norm.json marks): the pronoun opening a clause ("me sinto", "eu
 * me formei") and the gerund progressive ("estava trabalhando") are Brazilian; the pronoun after its
 * verb ("sinto-me"), "estou a fazer", "Gostava de" for "I would like" and "o meu" are European. No
 * mark at all is Brazilian, the norm of most writers.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T10:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

const EUROPEAN = /(?<!\p{L})(?:Os meus objetivos|até ao|até às|registando|todos os domingos|todas as semanas|ecrã|equipa)(?!\p{L})/u;
const BRAZILIAN = /(?<!\p{L})(?:Meus objetivos|até o|até as|registrando|todo domingo|toda semana|tela|equipe)(?!\p{L})/u;

describe('a Portuguese answer in the norm its grammar marks', () => {
  // No mark of either norm (blind reading 22's 30 was read as European): Brazilian words, and where Brazil alone writes a form, the one both write.
  it('unmarked: Quero correr uma meia maratona em agosto e parar de dormir depois da meia-noite.', async () => {
    const out = await draft('Quero correr uma meia maratona em agosto e parar de dormir depois da meia-noite.');
    expect(out).toMatch(/^Vou |^Os meus objetivos SMART:/u); // the article before a possessive is written in both norms
    expect(out).not.toMatch(/(?<!\p{L})(?:até ao|até às|registando|ecrã|equipa|todo domingo|toda semana|planejando)(?!\p{L})/u);
  });
  it.each([
    'Me sinto cansada o tempo todo. Quero correr uma meia maratona em agosto e dormir antes da meia-noite.',
    'Eu me formei em 2024 e quero ler 12 livros no próximo ano e dormir antes da meia-noite.',
    'Estava trabalhando 10 horas por dia e parei de nadar. Quero voltar a nadar duas vezes por semana.',
    'Desde que me mudei, fico pensando demais. Quero voltar a nadar duas vezes por semana.',
  ])('Brazilian: %s', async (input) => {
    const out = await draft(input);
    expect(out).toMatch(/^Vou |^Meus objetivos SMART:/u);
    expect(out).toMatch(BRAZILIAN);
    expect(out).not.toMatch(EUROPEAN);
  });

  it.each([
    'Sinto-me cansada o tempo todo. Quero correr uma meia maratona em agosto e dormir antes da meia-noite.',
    'Gostava de ler 12 livros no próximo ano e dormir antes da meia-noite.',
    'Estava a trabalhar 10 horas por dia e deixei de nadar. Quero voltar a nadar duas vezes por semana.',
    'Mudei-me para o Porto e tu sabes como é. Quero voltar a nadar duas vezes por semana.',
    'Reformei-me no ano passado. Quero correr uma meia maratona em agosto e dormir antes da meia-noite.',
    // "até ao" is European: the answer keeps the article of "os meus dias".
    'Quero deixar de fumar até ao fim de janeiro e dormir antes da meia-noite.',
  ])('European: %s', async (input) => {
    const out = await draft(input);
    expect(out).toMatch(/^Vou |^Os meus objetivos SMART:/u);
    expect(out).toMatch(EUROPEAN);
    expect(out).not.toMatch(BRAZILIAN);
  });
});

describe('a Brazilian answer keeps what Brazil keeps', () => {
  it.each([
    ['Estou sempre sem dinheiro no fim do mês e tenho dívidas no cartão.', /todas as minhas dívidas/u],
    ['Me sinto sufocada: tenho dívidas com três bancos e não sei por onde começar.', /todas as minhas dívidas/u],
    ['Todos os dias quero meditar 10 minutos.', /todos os dias/u],
    ['Quero meditar todos os dias, nem que seja 10 minutos.', /todos os dias/u],
  ])('%s', async (input, kept) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/todas minhas|todos meus/u);
  });
});
