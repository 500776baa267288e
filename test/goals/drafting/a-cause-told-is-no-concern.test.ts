/**
 * Issue 33 (cover23, blind reading 23's narratives): a word told as a cause, a trigger or a purpose is
 * not a concern of its own, and a stock goal whose premise the story contradicts is not given. A credit
 * limit used up ('vyčerpaný limit', 'la tarjeta agotada') is the debt's, not burnout's energy and
 * workload; stress told as what a relapse followed ('wieder angefangen, als es stressig wurde') is the
 * smoking goal's trigger, not a workload to cut; a driving school one saves for ('šetřím si na
 * autoškolu') is no licence goal beside the school-leaving exams; a side job the student has ('ať tu
 * brigádu nechám') is no side job to find; a desk worker who names no back gets no back exercises.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const STOCK_ENERGY =
  /energi|energía|energia|pracovní zátěž|obciążenie pracą|carga de trabajo|carga de trabalho|workload|Arbeitslast|carico di lavoro/u;

describe('a credit limit used up is the debt, not burnout', () => {
  it.each([
    ['Mám na kreditce vyčerpaný limit 50 tisíc a k tomu půjčku na auto. Splácím 9 000 Kč měsíčně.', /splatím|splácet|dluh/u],
    ['Mam wyczerpany limit na karcie kredytowej, 12 000 zł, i kredyt na samochód. Spłacam 1 500 zł miesięcznie.', /spłac|dług/u],
    ['Tengo la tarjeta de crédito agotada, 4.000 euros, y un préstamo del coche. Pago 350 euros al mes.', /deuda|pagar|préstamo/u],
  ])('%s', async (input, debt) => {
    const out = await draft(input);
    expect(out).toMatch(debt);
    expect(out).not.toMatch(STOCK_ENERGY);
  });
});

describe('stress that a relapse followed is the trigger, not a workload to cut', () => {
  it.each([
    [
      'Ich rauche seit 15 Jahren, etwa 20 Zigaretten am Tag. Letztes Jahr habe ich wieder angefangen, weil es im Job stressig war.',
      /Rauchen/u,
    ],
    ["I've smoked for ten years, about 15 a day. I quit for a month last spring but started again when work got stressful.", /smok/u],
    [
      'Fumo desde los 18, unos 20 cigarrillos al día. Lo dejé dos meses, pero volví a fumar cuando el trabajo se puso estresante.',
      /fumar/u,
    ],
    [
      'Fumo da vent’anni, un pacchetto al giorno. Ho smesso per sei settimane ma ho ricominciato in un periodo stressante al lavoro.',
      /fumare/u,
    ],
  ])('%s', async (input, smoking) => {
    const out = await draft(input);
    expect(out).toMatch(smoking);
    expect(out).not.toMatch(STOCK_ENERGY);
  });
});

describe('a driving school saved for and a side job held are no goals beside the exams', () => {
  it.each([
    [
      'Chodím do oktávy, v květnu mám maturitu a bojím se chemie. Pracuju o víkendech v obchodě, protože si šetřím na autoškolu. Rodiče chtějí, abych tu brigádu nechal.',
      /zkoušk|maturit/u,
      /řidičsk|Najdu si brigádu/u,
    ],
    [
      'Jestem w klasie maturalnej, matura w maju, najbardziej boję się matematyki. Pracuję w weekendy w kawiarni, bo oszczędzam na prawo jazdy.',
      /egzamin|matur/u,
      /prawo jazdy|prawa jazdy/u,
    ],
    [
      'Ich jobbe im Supermarkt, weil ich auf den Führerschein spare. Im Mai schreibe ich das Abitur und habe Angst vor der Prüfung in Mathe.',
      /Prüfung|Abitur/u,
      /Führerschein/u,
    ],
  ])('%s', async (input, exam, stock) => {
    const out = await draft(input);
    expect(out).toMatch(exam);
    expect(out).not.toMatch(stock);
    expect(out).not.toMatch(STOCK_ENERGY);
  });
});

describe('back exercises only for a back the story names', () => {
  it.each([
    ['Lavoro in banca, seduto tutto il giorno, e la sera sono troppo stanco per muovermi.', /stretching/u, /schiena/u],
    ['Siedzę cały dzień przy komputerze, po pracy nie mam siły się ruszać.', /rozciągające/u, /plecy/u],
    ['Sedím celý den u počítače a skoro se nehýbu.', /protahovacích/u, /záda/u],
  ])('%s', async (input, stretching, back) => {
    const out = await draft(input);
    expect(out).toMatch(stretching);
    expect(out).not.toMatch(back);
  });

  it.each([
    ['Siedzę cały dzień przy komputerze i bolą mnie plecy.', /ćwiczenia na plecy/u],
    ['Im Büro sitze ich neun Stunden am Tag, abends schmerzt mir der Rücken.', /Rückenübungen/u],
    ['Lavoro seduto tutto il giorno e mi fa male la schiena.', /esercizi per la schiena/u],
    ['Llevo un año con dolor en la zona lumbar y trabajo sentada ocho horas frente al ordenador.', /ejercicios de espalda/u],
  ])('%s', async (input, back) => {
    expect(await draft(input)).toMatch(back);
  });
});
