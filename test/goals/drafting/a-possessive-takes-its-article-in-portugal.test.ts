/**
 * Issue 33 (blind reading 25's 13): "compatível com meu trabalho" in an answer to a nurse in Lisbon. A
 * possessive takes its article in Portugal ("com o meu", "do meu", "na minha", "todo o meu"), in our
 * wording and in a phrase of the mentee's; a text marking neither norm keeps the article both norms
 * write; a Brazilian answer drops it as before.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { inNorm } from '../../../src/goals/drafting/templates/pt-norm.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const BARE = /(?<!\p{L})(?:com|de|em|para|sobre|todo) (?:meu|minha|meus|minhas)(?!\p{L})/iu;

describe('a possessive takes its article in Portugal', () => {
  it.each([
    // No mark of either norm: the article both norms write stays.
    [
      'Sou enfermeira no Hospital de Santa Maria, faço turnos rotativos. Queria muito fazer o mestrado em enfermagem de reabilitação, as candidaturas abrem em maio.',
      /com o meu trabalho/u,
    ],
    // European, with the mentee's own bare possessive: ours gains the article.
    [
      'Estou a trabalhar demais e passo horas no telemóvel. Quero fazer um mestrado compatível com meu horário até setembro.',
      /com o meu horário até setembro/u,
    ],
    ['Ando a perder horas no telemóvel. Quero passar mais tempo com minha filha até ao Natal.', /com a minha filha até ao Natal/u],
    [
      'Trabalho num hospital em Coimbra. Quero tirar a carta de condução até junho para ir ao encontro de meus pais.',
      /ao encontro dos meus pais/u,
    ],
  ])('%s', (input, articled) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(articled);
    expect(out).not.toMatch(BARE);
  });

  it('fuses the article with its preposition, and keeps set phrases and Brazilian answers bare', () => {
    expect(inNorm('falar com minha chefe sobre meus horários, de minha saúde, em minha área e por minha filha', 'pt-PT')).toBe(
      'falar com a minha chefe sobre os meus horários, da minha saúde, na minha área e pela minha filha',
    );
    expect(inNorm('a meu ver, vou fazê-lo por minha conta e é meu', 'pt-PT')).toBe('a meu ver, vou fazê-lo por minha conta e é meu');
    expect(inNorm('vou falar com a minha chefe', 'pt-BR')).toBe('vou falar com minha chefe');
  });
});
