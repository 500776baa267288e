/**
 * Issue 33, blind reading 4: a rate the mentee gives is kept, a day or month named as the date is the
 * one deadline, a second aim that names the first's object by a pronoun stays with it, and a month of
 * the story just behind it dates no goal — each in wordings and languages of its own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { timeFrameIn } from '../../../src/goals/drafting/specifics.js';
import type { Language } from '../../../src/goals/drafting/language.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26));
const lines = (output: string): string[] => output.split('\n').filter((l) => l.trim() !== '');

describe('a rate the mentee gives is the measure, not paced again', () => {
  it.each([
    [
      'Quero poupar 300 euros por mês para a entrada de uma casa até dezembro de 2027.',
      /300 euros por mês para a entrada de uma casa até dezembro de 2027, programando esta semana uma transferência automática/,
    ],
    [
      'Chcę odkładać 500 zł miesięcznie do końca przyszłego roku.',
      /odkładać 500 zł miesięcznie do końca przyszłego roku – w tym tygodniu ustawię stały przelew/,
    ],
    [
      'I want to save £200 a month for a holiday by next summer.',
      /save £200 a month for a holiday by next summer, setting up a standing order for it this week/,
    ],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOV_26)).toMatch(expected);
  });

  it('still paces an amount whose months are its span', () => {
    expect(draftGoals('Je veux économiser 3 000 € en six mois.', NOV_26)).toMatch(/en mettant de côté 500 € chaque mois/);
  });
});

describe('a day or a month named as the date is the deadline', () => {
  it.each([
    ['fr', "au mois d'avril", "Je veux courir un semi-marathon en moins de 2 heures au mois d'avril."],
    ['fr', 'le 15 mai', 'Je veux rendre mon mémoire le 15 mai.'],
    ['ru', 'к 1 мая', 'Хочу к 1 мая выучить испанский до уровня B1.'],
    ['es', 'antes del 15 de mayo', 'Quiero terminar el curso de Excel antes del 15 de mayo.'],
    ['it', 'entro il 15 maggio', 'Voglio finire il corso di inglese entro il 15 maggio.'],
    ['pt', 'até 15 de maio', 'Quero terminar o curso de inglês até 15 de maio.'],
    ['pl', 'do 15 maja', 'Chcę skończyć kurs angielskiego do 15 maja.'],
  ] as const)('%s: %s, and no second time frame', (lang, frame, input) => {
    expect(timeFrameIn(input, lang as Language)).toBe(frame);
    const [goal] = lines(draftGoals(input, NOV_26));
    expect(goal).toContain(frame);
    expect(timeFrameIn(goal!.replace(frame, ' '), lang as Language)).toBeNull();
  });
});

describe('a second aim naming the first by a pronoun is the same goal', () => {
  it.each([
    ['Хочу к 1 мая подготовить портфолио из 10 работ и отправить его в три дизайн-студии.', 'и отправлю его'],
    ['Chci do června dopsat román a poslat ho třem nakladatelstvím.', 'a pošlu ho'],
    ['Quiero terminar mi novela antes de junio y enviarla a tres editoriales.', 'enviarla'],
    ["Je veux finir mon roman avant juin et l'envoyer à trois éditeurs.", "l'envoyer"],
  ])('%s', (input, pronoun) => {
    const output = draftGoals(input, NOV_26);
    expect(lines(output)).toHaveLength(1);
    expect(output).toContain(pronoun);
  });

  it('two aims with objects of their own stay two goals', () => {
    expect(lines(draftGoals('Хочу вивчити польську до літа і скласти іспит з водіння.', NOV_26)).length).toBeGreaterThan(1);
  });
});

describe("a month of the story just behind it is no situation's deadline", () => {
  it('"im Oktober hatte ich fast nichts" on 26 November', () => {
    const output = draftGoals(
      'Ich bin seit drei Jahren selbstständiger Schreiner. Die Aufträge schwanken stark, im Oktober hatte ich fast nichts. Die Buchhaltung schiebe ich vor mir her.',
      NOV_26,
    );
    expect(output).not.toMatch(/Oktober/);
    expect(output).toMatch(/In den nächsten/);
  });

  it('a month months ahead still is ("Abgabe ist im August")', () => {
    expect(draftGoals('Ich schreibe an meiner Bachelorarbeit. Abgabe ist im August.', NOV_26)).toMatch(/im August|Im August/);
  });
});

describe('a purpose a degree asks for stays with it (blind reading 5)', () => {
  it.each([
    ['Chcę nauczyć się grać na gitarze na tyle, żeby zagrać 10 piosenek na urodzinach żony w maju.', 'na tyle, żeby zagrać 10 piosenek'],
    ['Chcem si do leta zlepšiť angličtinu tak, aby som zvládol pracovný pohovor v angličtine.', 'tak, aby som zvládol pracovný pohovor'],
    ['Chci se naučit německy natolik, abych zvládla pohovor do června.', 'natolik, abych zvládla pohovor'],
  ])('%s', (input, kept) => {
    const output = draftGoals(input, NOV_26);
    expect(lines(output)).toHaveLength(1);
    expect(output).toContain(kept);
  });
});
