/**
 * Issue 33 (blind reading 110's 23, filler69's probes): a café, a shop or a second branch to open by a date
 * ("відкрити другу точку своєї кав'ярні", "aprire una piccola gelateria", "abrir uma pastelaria") was told to
 * work on it five hours a week, to write down every step, or to ask 20 people about an idea. A place of one's own
 * opens with premises compared, the business registered with its permits and the opening day announced
 * (aims.json's premises entry, now also for the `building` topic; own-measures.json's business steps give way to
 * a café, shop or workshop). A market stall or a farm's own business keeps the customers' steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a café or shop opens with premises, permits and its opening day', () => {
  it.each([
    ['I want to open my own little coffee shop in our high street by next September.', /comparing at least three possible premises/u],
    ['Chci do června otevřít malou kavárnu v našem městě.', /porovnám alespoň tři možné prostory/u],
    ['Vorrei aprire una piccola gelateria nel mio paese entro aprile.', /confrontando nel primo mese almeno tre locali possibili/u],
    ['Quero abrir uma pastelaria no meu bairro até ao fim de junho.', /comparando no primeiro mês pelo menos três espaços possíveis/u],
    ['Хочу до конца следующего года открыть вторую точку своей пекарни в соседнем районе.', /сравню не меньше трёх возможных помещений/u],
    ["Хочу до літа відкрити невелику кав'ярню біля університету.", /порівняю щонайменше три можливі приміщення/u],
  ])('%s', (input, premises) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(premises);
    expect(out).not.toMatch(
      /test sale|venda de teste|пробную продажу|пробний продаж|vendita di prova|zkušební prodej|five hours a week|cinque ore|п.ять годин|пять часов|todos os passos/u,
    );
  });

  it('a market stall keeps the customers asked about it', () => {
    const out = draftGoals('Vorrei aprire un piccolo banco di panini al mercato del sabato.', NOW);
    expect(out).toMatch(/chiedendo nel primo mese ad almeno 20 possibili clienti/u);
    expect(out).not.toMatch(/tre locali possibili/u);
  });
});
