/**
 * Issue 33 (lang24's fresh round f2, f3, f8): a colloquial "properly" standing before the object of an aim of
 * learning was pasted into the goal ("Я выучу нормально немецкий", "Nauczę się porządnie hiszpańskiego"); it
 * leaves it wherever it stands (gate.json hedgesWithin). And a writer who is a woman by the Italian, Spanish,
 * Portuguese or French of her own words ("sono stanca", "estoy agotada", "estou cansada", "je suis épuisée")
 * shares the care with her sister as "ciascuna", "cada una", "cada uma", "chacune" (gender.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe("a colloquial 'properly' leaves an aim of learning wherever it stands", () => {
  it.each([
    ['Хочу нормально выучить испанский до мая, потому что мы переезжаем в Барселону.', /нормально/u, /испанский до мая/u],
    [
      'Chciałabym porządnie nauczyć się włoskiego do końca lipca, bo dostałam pracę w Mediolanie.',
      /porządnie/u,
      /włoskiego do końca lipca/u,
    ],
    ['Chci se konečně pořádně naučit německy do září, protože budu pracovat ve Vídni.', /pořádně/u, /německy do září/u],
    ['Хочу нормально вивчити англійську до квітня, щоб працювати в міжнародній компанії.', /нормально/u, /англійську до квітня/u],
    ['Ich möchte bis Juni richtig Französisch lernen, weil ich nach Lyon gehe.', /richtig/u, /Französisch lernen/u],
    ['I want to properly learn Portuguese by August because my partner is from Lisbon.', /properly/u, /learn Portuguese by August/u],
    [
      'Vorrei imparare come si deve lo spagnolo entro settembre per il mio nuovo lavoro a Madrid.',
      /come si deve/u,
      /imparerò lo spagnolo/iu,
    ],
  ])('%s', (input, hedge, aim) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(hedge);
    expect(out).toMatch(aim);
    expect(out).toMatch(/\d|two|dvě|двух|два|дві|zwei|deux|dos|due|duas|dwie/u);
  });

  it.each([
    ['Chcę porządnie się wysypiać, bo śpię po pięć godzin.', /porządnie|wysyp|sen|sn[uy]/u],
    ['Хочу нормально спать, а не по пять часов.', /сп/u],
  ])('keeps the words of an aim that is no thing learnt: %s', (input, kept) => {
    expect(draftGoals(input, NOV_26)).toMatch(kept);
  });
});

describe("the writer's gender in Italian, Spanish, Portuguese and French names the sisters' pair", () => {
  it.each([
    [
      'Sono esausta: mio padre ha avuto un ictus, mia sorella vive a Napoli e passa solo a Natale. Lavoro come commessa.',
      /ciascuna copre/u,
    ],
    ['Estoy muy cansada. Mi madre tiene párkinson y mi hermana vive en Málaga, viene una vez al mes.', /cada una se encargue/u],
    ['Estou exausta: a minha mãe tem demência e a minha irmã vive em Braga e só vem ao fim de semana.', /cada uma assume/u],
    [
      'Je suis vraiment fatiguée. Mon père a la maladie de Parkinson et ma sœur habite à Nantes, elle vient une fois par mois.',
      /chacune prend/u,
    ],
  ])('%s', (input, pair) => {
    expect(draftGoals(input, NOV_26)).toMatch(pair);
  });

  it.each([
    ['Sono stanco: mia madre ha la demenza e mia sorella vive a Bari e viene una volta al mese.', /ciascuno copre/u],
    ['Je suis épuisé. Ma mère a Alzheimer et ma sœur habite à Lille, elle vient une fois par mois.', /chacun prend/u],
    ['Estoy buscando ayuda: mi madre tiene alzhéimer y mi hermana vive en Cádiz, viene una vez al mes.', /cada uno se encargue/u],
  ])('a man, or a gerund that tells no gender, keeps the masculine: %s', (input, pair) => {
    expect(draftGoals(input, NOV_26)).toMatch(pair);
  });
});
