/**
 * Issue 33 (round 64; earlier blind readings): an example told after "например,", "наприклад,", "na przykład,",
 * "por ejemplo," or "zum Beispiel," (the marker followed by its own comma) was pasted into the goal: the aside
 * left out only the marker, up to that comma, so "освоить новые инструменты, например, Power BI и Python" read
 * "Я освою новые инструменты, Power BI и Python". The marker with its comma is an aside up to the next comma, or
 * to the aim's end; the goal keeps its own words and its topic (tools, websites, programming are skills).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('an example after its comma is not pasted into the goal', () => {
  it.each([
    [
      'Я работаю бухгалтером, но хочу освоить новые инструменты, например, Power BI и Python. Могу заниматься по 5 часов в неделю.',
      /Я освою новые инструменты в течение трёх месяцев — буду следовать своему плану: заниматься по 5 часов в неделю/u,
      /Power BI/u,
    ],
    [
      'Я працюю в школі, і хочу навчитися робити сайти, наприклад, на WordPress.',
      /^Я навчуся робити сайти протягом трьох місяців — навчатимуся чотири години на тиждень/u,
      /WordPress/u,
    ],
    [
      'Trabajo en recepción de un hotel y me gustaría aprender herramientas de diseño, por ejemplo, Figma y Canva, para ayudar con las redes sociales del hotel.',
      /^Voy a aprender herramientas de diseño en los próximos tres meses, para ayudar con las redes sociales del hotel, estudiando al menos cuatro horas por semana/u,
      /Figma|frente a la pantalla/u,
    ],
    ['Chcę nauczyć się nowych narzędzi, na przykład, Canvy i Figmy.', /^Nauczę się nowych narzędzi w ciągu trzech miesięcy/u, /Canvy/u],
    [
      'Ich will mich weiterbilden, zum Beispiel, in Buchhaltung oder Lohnabrechnung, bis Ende des Jahres.',
      /^Ich werde bis Ende des Jahres mich weiterbilden/u,
      /Lohnabrechnung/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
