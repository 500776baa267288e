/**
 * Issue 33 (stated26): a move told from the old role to the new one ('перейти из тестировщиков в Python-разработчики',
 * 'přejít z testera na vývojáře', 'switch from QA to …') and a job to find at a salary ('найти работу аналитиком с
 * зарплатой от 150 тысяч', 'znaleźć pracę … z pensją od 9 tysięcy') keep their own aim and time — the salary they name is
 * no raise to ask the manager for, and its thousands are no count of work to pace a week ('не меньше 10 тысяч'). A bare
 * 'Цель —', 'Мета —' opens the aim as 'моя цель —' does.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const RAISE = /повышени|raise|podwyżk|zvýšení|market data|рыночные данные|руководител|Marktdaten/iu;

describe('a role moved to is no raise', () => {
  it.each([
    [
      'Цель — за полгода перейти из тестировщиков в Python-разработчики с зарплатой от 250 тысяч. Сейчас я QA в банке, немного пишу автотесты на pytest.',
      /^Я перейду из тестировщиков в Python-разработчики .*за полгода — .*новой сфере/u,
    ],
    [
      'Мета — за пів року перейти з тестувальників у Python-розробники.',
      /^Я перейду з тестувальників у Python-розробники за пів року — .*нової сфери/u,
    ],
    [
      'Chci do půl roku přejít z testera na Python vývojáře s platem aspoň 70 tisíc.',
      /^Přejdu z testera na Python vývojáře .*do půl roku – .*nového oboru/u,
    ],
    [
      'Chcę w ciągu pół roku przejść z testera na programistę Pythona z pensją od 12 tysięcy.',
      /^Przejdę z testera na programistę Pythona .*w ciągu pół roku – .*nowej branży/u,
    ],
    [
      'I want to switch from QA to a Python developer role within six months, with a salary of at least 60k.',
      /^I will switch from QA to a Python developer role within six months.*new field/u,
    ],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(RAISE);
    expect(out).not.toMatch(/cíl: aspoň|ставить себе цель|собі мету|sobie cel:|aiming for at least/u);
  });

  it.each([
    ['Хочу до конца лета найти работу аналитиком данных с зарплатой от 150 тысяч рублей. Сейчас работаю экономистом.', /откликов/u],
    ['Chcę znaleźć pracę jako analityk danych z pensją od 9 tysięcy do lata.', /aplikacji/u],
    ['Chci do léta najít práci jako datová analytička s platem aspoň 60 tisíc.', /přihlášek/u],
    ['I want to find a job as a data analyst paying at least 50k by the summer.', /applications/u],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(RAISE);
  });

  it.each([
    'Хочу за полгода перейти из продаж в аналитику данных: закончить курс по SQL и Python и найти первую работу джуниором.',
    'Chci do půl roku přejít z prodeje do datové analýzy: dokončit kurz SQL a najít první práci jako junior.',
    'Chcę w ciągu pół roku przejść ze sprzedaży do analizy danych: skończyć kurs SQL i znaleźć pierwszą pracę jako junior.',
    'I want to switch from sales to data analysis within six months: finish an SQL course and find my first junior job.',
  ])('the job in the plan told after the colon is its step: %s', async (input) => {
    const out = await draft(input);
    expect(out).not.toMatch(/^\d\./mu);
    expect(out).not.toMatch(/откликов|přihlášek|aplikacji|applications/u);
  });

  it.each([
    [
      'Chcę do marca przejść z magazynu na stanowisko kierownika zmiany. Od roku zastępuję kierownika, gdy jest na urlopie.',
      /przełożonym/u,
    ],
    ['I want to move from the warehouse floor to shift manager by March; I already cover for my manager on holidays.', /manager/u],
    ['Хочу до лета перейти из операторов в руководители смены.', /руководител/u],
  ])('a leading post where one works is a promotion, no new field: %s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/nowej branży|nuevo sector|новой сфере|dzień próbny|día de prueba|пробный день/u);
  });
});
