/**
 * Issue 33, blind reading 8: no fragment of the mentee's story is pasted into a goal.
 * - A cue inside "how much …" or "when I try to …" is the story, not an aim: "nunca sé cuánto voy a
 *   cobrar al mes" gave "Voy a cobrar al mes", "quando provo a parlargli si chiude in camera" gave
 *   "Otterrò parlargli si chiude in camera".
 * - A verb phrase that points back ("… и вести по ним заметки", "… und zu jedem eine Zusammenfassung
 *   schreiben") stays joined to its antecedent, which gives the goal its topic; an Italian verb joined
 *   by "e" is a future too, and a Czech clitic comes after "budu".
 * - After a comma, a new subject ("жена давно просит", "szef ciągle na mnie krzyczy") ends the aim.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a cue after "how much" or "when" is the story, never a goal', () => {
  it.each([
    ['Trabajo como camarero y nunca sé cuánto voy a cobrar al mes. Quiero algo más estable antes del verano.', /cobrar al mes/],
    ['Sou motorista de aplicativo e nunca sei quanto vou ganhar na semana. Queria uma renda mais previsível.', /ganhar na semana/],
    ['Mio fratello ha 30 anni e vive ancora con i miei. Quando provo a parlargli si arrabbia.', /parlargli/],
    ['My boss keeps giving me extra tasks and when I try to say no he gets annoyed.', /say no he/],
    ["Quand j'essaie de parler à mon chef il ne m'écoute pas.", /parler à mon chef il/],
    ['Никогда не знаю, сколько буду зарабатывать в следующем месяце, и это меня пугает.', /зарабатывать в следующем/],
  ])('%s', (input, pasted) => {
    expect(draftGoals(input, NOW)).not.toMatch(pasted);
  });
});

describe('a verb phrase pointing back stays with its antecedent', () => {
  it.each([
    ['Хочу прочитать 24 книги за этот год и вести по ним короткие заметки.', /^Я прочитаю 24 книги .* и буду вести по ним .*страниц/u],
    [
      'Ich möchte 12 Bücher bis Ende 2027 lesen und zu jedem eine kurze Zusammenfassung schreiben.',
      /^Ich werde 12 Bücher .* und zu jedem .*Seiten/u,
    ],
    // On 26 November the year's end is told beside the aim, or the year becomes the next twelve months (year-almost-over.test.ts).
    [
      'Chci přečíst 10 knih do konce roku a psát si o nich krátké poznámky.',
      /^Přečtu 10 knih (?:.* )?a budu si psát o nich .*(stran|knih)/u,
    ],
    [
      'Quiero leer 15 libros este año y escribir sobre ellos en un blog.',
      /^(?:En los próximos 12 meses v|V)oy a leer 15 libros (?:.* )?y escribir sobre ellos .*libros/u,
    ],
    [
      'Voglio leggere 10 libri entro giugno e scrivere su ognuno una breve recensione.',
      /^Leggerò 10 libri entro giugno e scriverò su ognuno .*(libri|pagine)/u,
    ],
  ])('%s', (input, expected) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(expected);
    expect(output.split('\n')).toHaveLength(1);
  });

  it('"for them" names people told elsewhere and joins nothing', () => {
    const output = draftGoals('Tenho duas filhas pequenas e trabalho por turnos. Gostaria de dormir melhor e ter energia para elas.', NOW);
    expect(output).not.toMatch(/dormir melhor e ter energia/u);
  });
});

describe('after a comma, a new subject ends the aim', () => {
  it.each([
    ['Хочу бросить курить до весны, жена давно просит.', /жена/u],
    ['Chcę zmienić pracę do czerwca, szef ciągle na mnie krzyczy.', /szef ciągle/u],
    ['Chci si najít brigádu do ledna, rodiče mi už nechtějí posílat peníze.', /rodiče mi/u],
    ['Хочу схуднути на 5 кілограмів до літа, лікар каже, що треба.', /лікар/u],
  ])('%s', (input, pasted) => {
    expect(draftGoals(input, NOW)).not.toMatch(pasted);
  });
});
