/**
 * Issue 33 (round 49's probes): a notice period told by an adjective of months ("dvouměsíční výpovědní lhůta",
 * "trzymiesięczny okres wypowiedzenia", "dreimonatige Kündigungsfrist", "двухмесячный срок уведомления",
 * "výpovědní lhůta je tříměsíční") was no count of months, and the Slovak "výpovednú", the Russian "уведомления"
 * and the Ukrainian "попередження" no runway word: the job search ran the stock six months past the pay's end.
 * The adjective is read as its count and a month, as "two months' notice" is; the "in this time" that points at it
 * ("за это время", "w tym czasie") leaves the goal, which names the months itself.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a notice period told by an adjective is the job search’s runway', () => {
  it.each([
    [
      'Mám dvouměsíční výpovědní lhůtu a chci si do té doby najít novou práci jako účetní.',
      /^Najdu si novou práci jako účetní během 2 měsíců/u,
    ],
    ['Moje výpovědní lhůta je tříměsíční a chci mezitím najít práci v IT.', /^Najdu práci v IT během 3 měsíců/u],
    ['Mám dvojmesačnú výpovednú lehotu a chcem si nájsť novú prácu ako účtovníčka.', /^Nájdem si novú prácu ako účtovníčka do 2 mesiacov/u],
    [
      'Mam trzymiesięczny okres wypowiedzenia i chcę w tym czasie znaleźć pracę jako programista.',
      /^Znajdę pracę jako programista w ciągu 3 miesięcy/u,
    ],
    [
      'Ich habe eine dreimonatige Kündigungsfrist und will bis dahin einen neuen Job als Projektleiter finden.',
      /^Innerhalb von 3 Monaten werde ich einen neuen Job als Projektleiter finden/u,
    ],
    [
      'У меня двухмесячный срок уведомления на работе. Хочу за это время найти новую работу тестировщиком.',
      /^Я найду новую работу тестировщиком в течение 2 месяцев/u,
    ],
    ['У мене двомісячний термін попередження, за цей час хочу знайти нову роботу.', /^Я знайду нову роботу протягом 2 місяців/u],
  ])('%s', (story, start) => {
    const out = draftGoals(story, NOV_25);
    expect(out).toMatch(start);
    expect(out).not.toMatch(/šesti měsíců|šiestich mesiacov|sześciu miesięcy|sechs Monaten|шести месяцев|шести місяців/u);
    expect(out).not.toMatch(/за это время|за цей час|w tym czasie/u);
  });
});
