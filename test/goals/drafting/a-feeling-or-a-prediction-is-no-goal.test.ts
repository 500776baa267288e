/**
 * Issue 33 (blind reading 61's 15): a state or a forecast told without its subject ("feel stuck tbh", "take home
 * about 1600 a month", "i will probably fail my driving test again") was read as an aim and pasted ("I will feel
 * stuck tbh over the next two months", "I will take home about 1600 a month, rent is 900", "I will probably fail
 * my driving test again lol by January"). A feeling of being stuck, a pay one takes home and a failure one
 * expects are what the mentee lives or fears, no goal: the concerns they tell are answered instead; so are
 * "je vais tenir jusqu'à …" (holding out) and "vou ficar bem" (I'll be fine), a hope, no aim (gate.json notAnAimStarts).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a feeling, a pay taken home or a failure expected is no goal', () => {
  it.each([
    [
      'so im 34 and still living w my parents lol. make about 2100 a month as a barista, want my own place but rent around here is like 1400 for a studio. also kinda want to go back to school for nursing but idk. feel stuck tbh',
      'I will make a clear plan for my next step',
      /I will feel stuck/u,
    ],
    [
      'so im 28 and still working retail lol. take home about 1600 a month, rent is 900. want to save for a car but idk. feel kinda hopeless ngl',
      'I will save for a car',
      /I will take home|I will feel kinda hopeless/u,
    ],
    [
      'ngl i will probably fail my driving test again lol. failed it twice already, next one is in january',
      'I will get my driving licence in January,',
      /I will probably fail/u,
    ],
    ['feeling useless beside months out of work', 'I will find a new job', /I will feel useless/u],
    [
      "Je ne sais pas si je vais tenir jusqu'à la fin de l'année. Mon chef me donne trop de travail et je dors mal.",
      'je vais dormir mieux',
      /Je vais tenir/u,
    ],
    [
      'Vou ficar bem, eu sei. Mas desde que meu pai morreu não consigo me concentrar no trabalho.',
      'Vou cuidar de mim durante o luto',
      /Vou ficar bem/u,
    ],
  ])('%s', (input, answer, pasted) => {
    const out = draftGoals(input, NOV_25);
    expect(out.toLowerCase()).toContain(answer.toLowerCase());
    expect(out).not.toMatch(pasted);
  });
});
