/**
 * Issue 33 (round 43's probe, after blind reading 62's 16): "I want to retire at 63" came back as "I will retire at 63 within
 * the next three months" with the generic list of steps. The age told is the goal's own date, so no stock time frame
 * stands beside it, and its steps are the pension forecast, the monthly need and the gap saved (aims.json "timed"); in
 * Czech or Russian the doubt's plan of three options no longer answers it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('retiring at an age is dated by the age, with the pension worked out', () => {
  it.each([
    [
      "I'm 59 now and I want to retire at 63, but I have no idea how much I need or what my pension will be.",
      'I will retire at 63, asking my pension provider for a forecast of my pension within a month',
      /within the next three months|every step it takes/u,
    ],
    [
      'Tenho 60 anos e quero me aposentar aos 65, mas não sei quanto vou receber.',
      'Vou me aposentar aos 65, pedindo no próximo mês uma simulação',
      /nos próximos três meses|passos necessários/u,
    ],
    [
      'Je mi 60 a chci jít do důchodu v 64, ale nevím, kolik budu dostávat.',
      'Mým cílem je jít do důchodu v 64 – do měsíce si vyžádám odhad svého důchodu',
      /během dvou měsíců|tři možnosti/u,
    ],
    [
      'Мне 61 год, хочу выйти на пенсию в 65, но не понимаю, хватит ли денег.',
      'Моя цель — выйти на пенсию в 65; в течение месяца запрошу прогноз своей пенсии',
      /в течение двух месяцев|три варианта/u,
    ],
  ])('%s', (text, dated, stock) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(dated);
    expect(goals).not.toMatch(stock);
  });
});
