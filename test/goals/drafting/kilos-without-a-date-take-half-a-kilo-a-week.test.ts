/**
 * Issue 33 (blind reading 109 #17, health67's probes): "lose 8 kg" told with no date got the fitness
 * topic's three months beside the measure's "about half a kilo a week", which reaches 6.5 kg at most.
 * Kilos told with no date of their own take the months half a kilo a week needs (own-measures.json
 * kiloFrames): four months up to 8 kg, six up to 13, twelve beyond; a few kilos keep the three months,
 * and a date the mentee names keeps its own pace.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('kilos without a date take half a kilo a week', () => {
  it.each([
    ["I want to lose 8 kg. I'm 55.", /I will lose 8 kg over the next four months/u, /over the next three months/u],
    ['Chci zhubnout 10 kilo.', /Zhubnu 10 kilo během šesti měsíců/u, /tří měsíců/u],
    ['Ich möchte 12 Kilo abnehmen.', /In den nächsten sechs Monaten werde ich 12 Kilo abnehmen/u, /drei Monaten/u],
    ['Quiero perder 8 kilos.', /^En los próximos cuatro meses voy a perder 8 kilos/u, /tres meses/u],
    ['Vorrei perdere 15 chili.', /Entro i prossimi dodici mesi perderò 15 chili/u, /tre mesi/u],
    ['Хочу схуднути на 9 кг.', /протягом шести місяців/u, /трьох місяців/u],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it.each([
    ['I want to lose 5 kg.', /over the next three months/u],
    ['I want to lose 8 kg by June.', /by June/u],
  ])('a few kilos or a date of their own keep their time: %s', (input, time) => {
    expect(draftGoals(input, NOW)).toMatch(time);
  });
});
