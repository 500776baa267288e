/**
 * Issue 33, blind reading 16 (17): beside a race trained for by three sessions a week and a longest
 * run, the weight goal's own "exercising at least three times a week for 30 minutes" is training said
 * twice; it keeps its weighing, its meals and its pace. An exercise goal with no race beside it, and
 * a weight goal with none, keep their sessions.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const generate = async (input: string): Promise<string> => (await createOfflineGenerator(() => NOV_26).generate(input)).output;

describe('beside a race, the weight goal does not add sessions of its own', () => {
  it.each([
    ['I want to run a half marathon in April and lose 5 kg.', /every Sunday and aiming to lose/u, /30 minutes/u],
    ['Ich will im April einen Halbmarathon laufen und 5 kg abnehmen.', /Mahlzeiten für die Woche und nehme/u, /30 Minuten/u],
    ['Voglio correre una mezza maratona ad aprile e perdere 5 chili.', /pasti della settimana e puntando/u, /30 minuti/u],
    ['Chci v dubnu uběhnout půlmaraton a zhubnout 5 kg.', /jídla na další týden a budu usilovat/u, /30 minut/u],
    ['Хочу в апреле пробежать полумарафон и похудеть на 5 кг.', /на следующую неделю и стремиться/u, /30 минут/u],
    ['Je veux courir un semi-marathon en avril et perdre 5 kilos.', /aussi viser environ 0,3 kg de moins/u, /30 minutes/u],
  ])('%s', async (input, kept, not) => {
    const out = await generate(input);
    expect(out).toMatch(/18 (?:km|км)/u);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(not);
  });
});

describe('without a race, the sessions stay', () => {
  it.each([
    ['I want to lose 5 kg by April.', /30 minutes/u],
    ['Chci do dubna zhubnout 5 kg.', /30 minut/u],
    ['Voglio perdere 5 chili entro aprile e adottare abitudini più sane.', /30 minuti/u],
  ])('%s', async (input, sessions) => {
    expect(await generate(input)).toMatch(sessions);
  });
});
