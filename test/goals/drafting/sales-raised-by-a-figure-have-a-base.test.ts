/**
 * Issue 33 (blind reading 34's 25): sales to raise by a figure ("увеличить личные продажи на 15% к лету") fell to the
 * empty plan. They now have one of their own (aims.json): the base of the last three months written down this week,
 * customers contacted each week and sales compared with the base each month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('sales raised by a figure have a base', () => {
  it.each([
    [
      'Цель: получить повышение до руководителя отдела продаж в течение 12 месяцев. Для этого хочу пройти курс по управлению командой и увеличить личные продажи на 15% к лету.',
      /увеличу личные продажи на 15% к лету — на этой неделе запишу свои продажи за последние три месяца как точку отсчёта/u,
    ],
    ['I want to increase my sales by 20% by June.', /writing down this week my sales of the last three months as the base/u],
    ['Quiero aumentar mis ventas un 10 % antes de verano.', /anotando esta semana mis ventas de los últimos tres meses/u],
  ])('%s', (input, own) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(own);
    expect(out).not.toMatch(/все нужные шаги|every step it takes|todos los pasos necesarios/u);
  });
});
