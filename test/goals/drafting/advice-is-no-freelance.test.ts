/**
 * Issue 33 (cover30, blind reading 27's 5): freelancing that friends advise ("Mis amigos me dicen que
 * haga freelance pero no tengo portfolio") is their idea, not the mentee's situation: no goal of steady
 * clients she does not have; the portfolio she lacks stands beside the job search. Freelancing of one's
 * own stays the clients' goal.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T12:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const CLIENTS = /clients|clientes|klientów|clienti/u;

describe('freelancing others advise is no client goal', () => {
  it.each([
    [
      'Tengo 23 años, terminé Diseño Gráfico en junio y desde entonces busco trabajo en Madrid. He mandado como 60 currículums y solo me han llamado para dos entrevistas. Vivo con mis padres y me da vergüenza pedirles dinero para todo. Mis amigos me dicen que haga freelance pero no tengo portfolio web, solo los trabajos de la uni.',
      /crear un portfolio/u,
    ],
    [
      "I finished my photography degree in June and I'm looking for work. My friends tell me to go freelance but I have no portfolio yet.",
      /build a portfolio/u,
    ],
    [
      "J'ai fini mes études de graphisme en juin et je cherche du travail. Mes amis me disent de me lancer en freelance, mais je n'ai pas de portfolio.",
      /constituer un portfolio/u,
    ],
    ['Skończyłam grafikę w czerwcu i szukam pracy. Znajomi mówią, żebym poszła na freelance, ale nie mam portfolio.', /Zbuduję portfolio/u],
  ])('%s', async (input, portfolio) => {
    const out = await draft(input);
    expect(out).toMatch(portfolio);
    expect(out).not.toMatch(CLIENTS);
  });

  it('freelancing of my own stays the clients goal', async () => {
    expect(await draft("I've been freelancing as a designer for two years and I need more clients.")).toMatch(/potential clients a week/u);
  });
});
