/**
 * Issue 33 (cover25's fresh round: 'acht Kilo zugenommen', 'Ważę 88 kg', 'вес 82 после родов'): a
 * weight told as a figure got the stock "reach a healthier weight", the mentee's kilos nowhere. The
 * kilos told are the goal's figures: a few gained are lost as told, more the first six of them (the
 * measure's half a kilo a week for three months), a weight told by its noun alone five kilos from it;
 * one told in kilos or after "I weigh" stays pace.ts's, from it to the weight the frame reaches (situations.json weight figures).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the kilos a story tells are the figures of its weight goal', () => {
  it.each([
    ["Since I started working from home I've put on 5 kg and I get out of breath on the stairs.", /lose 5 kilos/u],
    ['Seit der Scheidung habe ich zwölf Kilo zugenommen und komme kaum die Treppe hoch.', /die ersten sechs der zwölf Kilo abnehmen/u],
    ['Pracuję w biurze od dziewięciu lat. Od zeszłej zimy przytyłam 10 kg i nie mam kiedy ćwiczyć.', /Schudnę pierwsze 6 z 10 kg/u],
    ['Я сплю по пять часов, вес 82 после родов, а раньше был 64.', /снижу свой вес с 82 кг на 5 кг/u],
    ['Od rozvodu jsem přibrala 12 kil a nemám chuť nic dělat.', /Zhubnu prvních 6 z 12 kg/u],
    ['Desde que cambié de trabajo he engordado 4 kilos y me canso subiendo escaleras.', /perder 4 kilos/u],
    ["Depuis mon arrêt de travail j'ai pris 4 kilos et je suis essoufflée.", /perdre 4 kilos/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(goal);
    expect(out).toMatch(/three months|drei Monaten|trzech miesięcy|трёх месяцев|tří měsíců|tres meses|trois prochains mois/u);
    expect(out).not.toMatch(
      /healthier weight|gesünderes Gewicht|zdrowszą wagę|вес в норму|zdravější váhy|peso más saludable|poids plus sain/u,
    );
  });

  it.each([
    ["I've put on 7 kilos since I changed jobs and I'm always tired.", /lose 7 kilos/u],
    ['Seit dem Umzug habe ich sieben Kilo zugenommen.', /sieben Kilo abnehmen/u],
    ['Od léta jsem přibrala 7 kil.', /Zhubnu 7 kg/u],
  ])('up to seven kilos are the goal whole: %s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });

  it.each([
    "I walk 5 kilometres a day but I'm overweight.",
    'Camino 5 kilómetros al día pero tengo sobrepeso.',
    'Chodím denně 5 kilometrů, ale mám nadváhu.',
  ])('a distance is no weight: %s', (input) => {
    expect(draftGoals(input, NOV_26)).toMatch(/healthier weight|peso más saludable|zdravější váhy/u);
  });

  it.each([
    ['Ważę 88 kg i od lata przytyłam 6 kg.', /z 88 kg do/u],
    ['I weigh 97 kg and put on 5 kilos this year.', /from 97 kg to/u],
    ['Ich wiege 95 Kilo und habe im Winter vier Kilo zugenommen.', /von 95 kg auf/u],
  ])('a weight told in kilos stays the goal from it: %s', (input, goal) => {
    expect(draftGoals(input, NOV_26)).toMatch(goal);
  });
});
