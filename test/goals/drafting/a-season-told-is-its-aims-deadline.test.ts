/**
 * Issue 33 (stated26): a season told with an aim ('correr mi primera carrera de 10 km en primavera', 'in primavera',
 * 'na primavera', 'en automne', 'весной', 'na wiosnę') is that aim's deadline — the date of the other aim in its sentence
 * is not put before it too ('Antes de diciembre de 2027 voy a correr … en primavera' had two deadlines).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const lines = async (input: string): Promise<string[]> =>
  (await generator.generate(input)).output.split('\n').filter((l) => /^\d\./u.test(l));

describe('a season told is its aim’s deadline', () => {
  it.each([
    [
      'Quiero ahorrar 3.000 euros para la entrada de un coche antes de diciembre de 2027 y también correr mi primera carrera de 10 km en primavera.',
      'antes de diciembre de 2027',
      'en primavera',
    ],
    [
      'Vorrei risparmiare 2.000 euro entro dicembre 2027 e correre la mia prima mezza maratona in primavera.',
      'entro dicembre 2027',
      'in primavera',
    ],
    [
      'Quero juntar 5 mil reais até dezembro de 2027 e correr minha primeira prova de 10 km na primavera.',
      'até dezembro de 2027',
      'na primavera',
    ],
    [
      "Je veux économiser 2 000 euros d'ici décembre 2027 et courir mon premier semi-marathon en automne.",
      "d'ici décembre 2027",
      'en automne',
    ],
    ['Хочу накопить 100 тысяч рублей до декабря 2027 года и пробежать свой первый полумарафон весной.', 'до декабря 2027 года', 'весной'],
    ['Chcę odłożyć 10 tysięcy złotych do grudnia 2027 i przebiec pierwszy półmaraton na wiosnę.', 'do grudnia 2027', 'na wiosnę'],
  ])('%s', async (input, date, season) => {
    const [saving, race] = await lines(input);
    expect(saving).toContain(date);
    expect(race).toContain(season);
    expect(race.toLowerCase()).not.toContain(date.toLowerCase());
    expect(race).toMatch(/\d/u);
  });
});
