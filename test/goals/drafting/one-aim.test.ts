/**
 * Issue 33: one aim with its own target is one goal ("learn the guitar and play five songs by
 * Christmas"), measured as the aim is (recipes for cooking, viewings for a flat), with inner dates
 * that fit the mentee's own deadline and no side clause of theirs pasted into the goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

describe('one aim and its target are one goal', () => {
  it.each([
    [
      'I want to learn the violin and be able to play two pieces at the school concert in May.',
      /^I will learn the violin and be able to play two pieces at the school concert in May, practising/,
    ],
    [
      'Quero aprender a tocar teclado e tocar três músicas antes das férias de julho.',
      /^Vou aprender a tocar teclado e tocar três músicas antes das férias de julho, praticando/,
    ],
    [
      'Chci se naučit péct a upéct pět druhů cukroví do Vánoc.',
      /^Naučím se péct a zvládnu upéct pět druhů cukroví do Vánoc – každý týden vyzkouším/,
    ],
    [
      'Хочу научиться играть на пианино и сыграть три пьесы к лету.',
      /^Я научусь играть на пианино и смогу сыграть три пьесы к лету — буду заниматься/,
    ],
    [
      'Хочу навчитися малювати і намалювати десять портретів до весни.',
      /^Я навчуся малювати й зможу намалювати десять портретів до весни — /,
    ],
  ])('%s', (input, expected) => {
    const output = draftGoals(input);
    expect(output).toMatch(expected);
    expect(output.split('\n')).toHaveLength(1);
    // One deadline: no time frame of ours beside the mentee's.
    expect(output).not.toMatch(/next three months|próximos três meses|během tří měsíců|течение трёх месяцев|протягом трьох місяців/);
  });

  it.each([
    // A feast as the date: "no Natal", "à Noël", "an Weihnachten".
    [
      'Quero aprender a fazer bolos e preparar a sobremesa da família no Natal.',
      /^Vou aprender a fazer bolos e preparar a sobremesa da família no Natal, /,
    ],
    [
      "J'aimerais apprendre à cuisiner et préparer le repas de famille à Noël.",
      /^Je vais apprendre à cuisiner et préparer le repas de famille à Noël, en essayant/,
    ],
    [
      'Ich möchte backen lernen und an Weihnachten einen Stollen backen.',
      /^Ich werde backen lernen und an Weihnachten einen Stollen backen; dafür koche ich/,
    ],
  ])('%s', (input, expected) => {
    const output = draftGoals(input);
    expect(output).toMatch(expected);
    expect(output.split('\n')).toHaveLength(1);
  });

  it('keeps two aims apart', () => {
    expect(draftGoals('I want to learn Italian and run a marathon in October.').split('\n')).toHaveLength(3);
  });
});

describe('a measure of the aim itself', () => {
  it.each([
    ['I want to learn to bake bread.', /baking|recipe/],
    ['Ich möchte kochen lernen.', /neue Rezepte/],
    ['Vorrei imparare a cucinare.', /ricetta nuova/],
    ['I need to find a flat in Leeds by March.', /viewing/],
    ['Quiero encontrar piso en Valencia antes de junio.', /tres visitas por semana/],
    ['Chcę znaleźć mieszkanie do końca stycznia.', /trzy oglądania w tygodniu/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(/piece or technique|weekly steps|pasos semanales|tygodniowe kroki|brano/);
  });

  it.each([
    // "the theory test for the second month" means nothing beside "by the end of May".
    ['Chcę zdać egzamin na prawo jazdy do końca kwietnia.', /w ciągu najbliższych czterech tygodni/, /drugi miesiąc/],
    ['I want my driving licence before the summer.', /within the next four weeks/, /second month/],
    ['Ich will bis Juli den Führerschein machen.', /innerhalb der nächsten vier Wochen/, /zweiten Monat/],
  ])('an inner date fits the deadline: %s', (input, fits, relative) => {
    const output = draftGoals(input);
    expect(output).toMatch(fits);
    expect(output).not.toMatch(relative);
  });
});

describe('a side clause of the story stays out of the goal', () => {
  it.each([
    ['Chcem si nájsť novú prácu do konca februára, posielam asi dve žiadosti týždenne.', /^Nájdem si novú prácu do konca februára – /],
    ['Chcem sa naučiť po nemecky, čítam len titulky.', /^Naučím sa po nemecky do/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(/posielam|čítam/);
  });
});
