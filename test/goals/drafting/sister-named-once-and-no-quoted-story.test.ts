/**
 * Issue 33, found in this branch's fresh round after blind reading 16: "Together with my sister, I
 * will share the care with my sister" named the sister twice (the couple's "together" was added before
 * our "my siblings" became the one sister); a long Slovak story nothing was read from was quoted
 * sentence by sentence ("Budem pracovať na svojom cieli („Som vdova“)") because its "a" and "by" count
 * as English; "recommencer le vélo, comme avant" and "e, já agora, perder …" left "comme," and "e,"
 * stranded.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;

describe('the sister who shares the care is named once before the measure', () => {
  it.each([
    [
      "My sister and I share the care of our dad, who had a stroke in July. She does weekdays, I do weekends, but she's exhausted.",
      /^I will share the care with my sister /u,
      /with my sister/gu,
    ],
    [
      'Mi hermana y yo cuidamos a nuestro padre desde su ictus en julio. Ella hace los días laborables y yo los fines de semana, pero está agotada.',
      /^Voy a repartir los cuidados con mi hermana /u,
      /con mi hermana/gu,
    ],
    [
      'Meine Schwester und ich pflegen unseren Vater seit seinem Schlaganfall im Juli. Sie macht die Werktage, ich die Wochenenden, aber sie ist erschöpft.',
      /werde ich die Pflege mit meiner Schwester aufteilen/u,
      /mit meiner Schwester/gu,
    ],
    [
      'Ma sœur et moi nous occupons de notre père depuis son AVC en juillet. Elle fait la semaine, moi les week-ends, mais elle est épuisée.',
      /^Je vais partager la prise en charge avec ma sœur /u,
      /avec ma sœur/gu,
    ],
    [
      'Moja siostra i ja dzielimy się opieką nad tatą po udarze. Ona bierze dni robocze, ja weekendy, ale jest wykończona.',
      /Podzielę opiekę z siostrą /u,
      /z siostrą/gu,
    ],
  ])('%s', (input, goal, sister) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(goal);
    // Once in the goal, once in its measure.
    expect(count(output.split('\n').find((l) => goal.test(l)) ?? '', sister)).toBe(2);
  });
});

describe('a long story of our language is never quoted for its few words English shares', () => {
  it.each([
    'Som vdova, mám 67 rokov a žijem sama v Prešove. Syn býva v Írsku a volá raz za týždeň. Odkedy som v dôchodku, nemám s kým hovoriť a celé dni pozerám televíziu.',
    'Ich mache gerade meinen Master in Informatik und muss die Arbeit bis zum 30. April abgeben. Meine Betreuerin antwortet kaum auf Mails. Nebenbei arbeite ich 20 Stunden als Werkstudent. Ich habe bisher nur die Gliederung und zwei Kapitel halb fertig.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/[„“]/u);
  });
});

describe('a past the aim returns to, or a "by the way", leaves nothing stranded', () => {
  it.each([
    ["Je voudrais perdre 10 kg d'ici l'été et recommencer le vélo, comme avant.", /recommencer le vélo, en /u, /comme,|comme avant/u],
    [
      'Quero voltar a nadar duas vezes por semana e, já agora, perder os 5 kg que ganhei na gravidez até ao verão.',
      /perder os 5 kg/u,
      /já agora| e,/u,
    ],
    ['Ich möchte wieder Rad fahren wie früher und bis Juni 6 kg abnehmen.', /6 kg abnehmen/u, /wie früher/u],
    ['Хочу снова бегать, как раньше, и похудеть на 5 кг к лету.', /5 кг/u, /как раньше/u],
  ])('%s', (input, kept, stranded) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(kept);
    expect(output).not.toMatch(stranded);
  });
});

describe('what an aim costs or takes, told after a comma, is no part of it', () => {
  it.each([
    ['Quiero sacarme el título de técnica en educación infantil a distancia, son dos años y cuesta 1.800 euros.', /cuesta|son dos años/u],
    ['Vorrei prendere la patente nautica, costa circa 900 euro e ci vogliono tre mesi.', /costa circa/u],
    ['Quero tirar a carta de condução, custa uns 800 euros e demora três meses.', /custa uns/u],
    ['Chci si udělat řidičák, stojí to asi 20 000 Kč.', /stojí to/u],
  ])('%s', (input, cost) => {
    expect(draftGoals(input, NOW)).not.toMatch(cost);
  });
});

// Blind reading 16's 01: "a written rota with my sister within a month in which each of us takes fixed
// days" hung the relative clause on the month.
describe('the care rota’s relative clause follows the rota', () => {
  it('puts the month before the rota', () => {
    const out = draftGoals("My dad has Parkinson's and my brother and I take turns, but he lives in Bristol and I do most of it.", NOW);
    expect(out).toMatch(/drawing up, within a month, a written rota with my brother in which each of us/u);
    expect(out).not.toMatch(/month in which/u);
  });
});
