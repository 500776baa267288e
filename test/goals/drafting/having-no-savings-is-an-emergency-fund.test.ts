/**
 * Issue 33 (concern69; blind reading 112 #10: "O que me preocupa mais é não ter poupança nenhuma" got clients and two
 * debt goals): having no savings, said with an infinitive ("no tener ahorros", "ne pas avoir d'économies", "nemít
 * žádné úspory") or the negation after the noun ("poupança nenhuma"), is `buffer` (situations.json): an emergency
 * fund, not finances put in order nor the side wish alone.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('having no savings is an emergency fund', () => {
  it.each([
    [
      'Tenho 27 anos e trabalho como designer freelancer em Lisboa. Há meses bons e meses péssimos. Vivo num quarto alugado por 450 euros. O que me preocupa mais é não ter poupança nenhuma: se o portátil avariar, não consigo trabalhar. Também queria fazer um curso de ilustração no próximo ano.',
      'vou criar um fundo de emergência',
      /vou pôr as minhas finanças em ordem/u,
    ],
    [
      'Soy camarero en Málaga, trabajo por temporadas y en invierno cobro el paro. Comparto piso y pago 400 euros. Lo que más me preocupa es no tener ahorros, porque si me pasa algo no tengo de dónde sacar. Mi novia quiere que nos vayamos a vivir juntos el año que viene.',
      'voy a crear un fondo de emergencia',
      /voy a poner en orden mis finanzas/u,
    ],
    [
      "J'ai 28 ans, je suis vendeuse à Nantes et je gagne 1 450 euros par mois. Mon loyer est de 620 euros. Ce qui m'inquiète le plus, c'est de ne pas avoir d'économies : si ma voiture tombe en panne, je ne peux plus aller travailler. J'aimerais aussi me remettre au piano.",
      '1. Je vais constituer une épargne de précaution',
      /^Je vais me remettre au piano/u,
    ],
    [
      'Je mi 31, pracuju jako prodavač v Ostravě a beru 26 tisíc. Nájem je 11 tisíc. Nejvíc mě trápí nemít žádné úspory, loni se mi rozbila pračka a musel jsem si půjčit. Taky bych chtěl začít chodit do posilovny.',
      '1. Vytvořím si finanční rezervu',
      /^Začnu chodit do posilovny/u,
    ],
  ])('%s', (text, first, old) => {
    const goals = draftGoals(text, NOW);
    // The first goal: the one line of a single goal, or the line numbered 1.
    const firstGoal = goals.split('\n').find((line) => !line.endsWith(':')) ?? '';
    expect(firstGoal).toContain(first);
    expect(goals).not.toMatch(old);
  });
});
