/**
 * Issue 33 (round 60's probes): a producer's sales told by weight, volume or pieces ("vendere 500 kg di
 * miele all'anno", "sell 20 kg of cheese a week", "prodat 3000 lahví vína") had the workouts of a weight
 * goal ("kg" names the fitness topic) or the weekly-steps filler (blind reading 97's 15). A sale verb with a
 * unit of produce (kg, litres, jars, bottles, tonnes) is the sales rate's own measure: the products offered
 * where buyers look, new customers reached each week and the sales counted. Selling a car or a house, with no
 * unit and no period, keeps its own steps; losing kilos keeps the weight goal's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('sales told by weight, volume or pieces are sales', () => {
  it.each([
    [
      "Ho un piccolo apiario in collina. Voglio arrivare a vendere 500 kg di miele all'anno entro il 2027.",
      /^Arriverò a vendere 500 kg di miele all'anno entro il 2027, proponendo, entro la fine del primo mese, i miei prodotti .* contando le vendite ogni domenica/u,
      /allenandomi/u,
    ],
    [
      "I'm a dairy farmer. I want to sell 20 kg of cheese a week at the farmers' market by spring, and I want to take one day off a week.",
      /1\. I will sell 20 kg of cheese a week at the farmers' market by spring, offering my products where buyers look for them/u,
      /sell 20 kg[^\n]*calendar/u,
    ],
    [
      'Máme malé vinařství na Moravě. Chci do konce roku 2027 prodat 3000 lahví vína přes e-shop.',
      /^Prodám 3000 lahví vína přes e-shop do konce roku 2027 – do konce prvního měsíce nabídnu své výrobky/u,
      /pět hodin týdně/u,
    ],
    [
      'Хочу к лету 2027 года продавать 100 кг сыра в месяц на рынке в райцентре.',
      /^Моя цель — продавать 100 кг сыра в месяц на рынке в райцентре к лету 2027 года; до конца первого месяца предложу свои изделия/u,
      /в календаре/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it.each([
    ['I want to lose 6 kg before summer.', /^I will lose 6 kg before summer, weighing myself once a week/u],
    ['Quero vender o meu carro até março.', /^Vou vender o meu carro até março, anotando na primeira semana/u],
  ])('%s keeps its own measure', (input, kept) => {
    expect(draftGoals(input, NOV_25)).toMatch(kept);
  });
});
