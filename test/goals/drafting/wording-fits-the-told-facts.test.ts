/**
 * Issue 33 (blind reading 21's 08, 12, 13, 24): our wording said what the story contradicts or broke
 * grammar — "окрім курсу" for a course already finished (gate.json ownFigures), "o minha faturação" in
 * European Portuguese (pt-norm.json: the article changes with the noun's gender), "97 kilót" to lose for
 * a man who weighs 97 kilos, and "leteszem a vizsgát" for an exam period named in passing (hungarian.*).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a course the story tells finished is no course beside the exam', () => {
  it.each([
    [
      'Я з Харкова, вже два роки живу в Лейпцигу з сином. Курси інтеграції закінчила, але іспит B1 не склала, не вистачило трохи в усній частині. Хочу повернутися до своєї професії.',
      /окрім курсу/u,
      /щотижня робитиму один пробний тест/u,
    ],
    [
      'I finished my integration course in July but failed the B1 exam by three points. I want to pass it in March.',
      /beside my course/u,
      /one past paper a week under exam conditions/u,
    ],
    [
      'Den Integrationskurs habe ich abgeschlossen, aber die B1-Prüfung nicht bestanden. Ich will sie im März bestehen.',
      /neben meinem Kurs/u,
      /schreibe ich jede Woche eine Probeprüfung/u,
    ],
    ['Kurs niemieckiego skończyłam w czerwcu, ale nie zdałam egzaminu B1. Chcę go zdać w marcu.', /obok kursu/u, /co tydzień będę robić/u],
    [
      'Terminé el curso de alemán en julio pero suspendí el examen B1. Quiero aprobarlo en marzo.',
      /además del curso/u,
      /cada semana un examen/u,
    ],
  ])('%s', (input, stock, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(stock);
    expect(out).toMatch(kept);
  });

  it('a course still attended keeps it', () => {
    expect(draftGoals('Chodím na kurz němčiny a chci v březnu složit zkoušku B1.', NOV_26)).toMatch(/vedle kurzu/u);
  });
});

describe('European Portuguese keeps the article of its noun', () => {
  it('"a minha faturação", never "o minha faturação"', () => {
    const out = draftGoals(
      'Sou designer freelancer em Lisboa. Há meses em que faturo 3.500 euros e outros 900. Quero construir uma carteira estável de clientes.',
      NOV_26,
    );
    expect(out).toMatch(/a minha faturação/u);
    expect(out).not.toMatch(/o minha/u);
  });

  it('Brazilian keeps "meu faturamento"', () => {
    const out = draftGoals(
      'Sou fotógrafa autônoma em Curitiba, tem mês que faturo 6 mil reais e mês que faturo 1.500. Quero ter clientes fixos.',
      NOV_26,
    );
    expect(out).toMatch(/meu faturamento/u);
  });
});

describe('Hungarian: the figures and the exam the story tells', () => {
  it('what one weighs is no amount to lose', () => {
    const out = draftGoals('Most 97 kiló vagyok, 46 éves, és az orvos szerint legalább 8-10 kilót le kellene adnom.', NOV_26);
    expect(out).toMatch(/leadok 10 kilót/u);
    expect(out).not.toMatch(/97 kilót/u);
    expect(out).toMatch(/ugyanazon a napon reggel/u);
  });

  it('an exam period named in passing is no exam to pass', () => {
    const out = draftGoals(
      'Szeretném májusig befejezni a szakdolgozatomat, és közben hetente legalább háromszor edzeni, mert a vizsgaidőszakban mindig abbahagyom.',
      NOV_26,
    );
    expect(out).toMatch(/Májusig befejezem a szakdolgozatomat/u);
    expect(out).not.toMatch(/leteszem a vizsgát/u);
  });

  it('an exam named is still one', () => {
    expect(draftGoals('Júniusban lesz a vizsgám, és félek, hogy nem sikerül.', NOV_26)).toMatch(/vizsg/u);
  });
});

describe("a career change dated by the mentee (blind reading 21's 21)", () => {
  it.each([
    [
      'Хочу за рік підтягнути англійську до B2 і перейти в IT тестувальником. Зараз працюю продавцем.',
      /до свого терміну/u,
      /до кінця цього строку надішлю/u,
    ],
    ['Хочу за год перейти в IT тестировщиком. Сейчас работаю продавцом.', /до своего срока/u, /до конца этого срока отправлю/u],
    ['Chcem do roka prejsť do IT ako tester.', /pred svojím termínom/u, /pred koncom tejto lehoty pošlem/u],
    ['Chci do roka přejít do IT jako tester.', /během dvanácti měsíců|před svým termínem/u, /do IT jako tester do roka/u],
  ])('%s', (input, broken, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(broken);
    expect(out).toMatch(kept);
  });
});
