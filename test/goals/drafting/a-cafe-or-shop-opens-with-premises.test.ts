/**
 * Issue 33 (blind reading 110's 23, filler69's probes): a café, an ice-cream shop or a second branch to open by a
 * date ("відкрити другу точку своєї кав'ярні", "aprire una piccola gelateria", "вторую точку своей пекарни") was
 * told to work on it five hours a week, and a pastry shop ("abrir uma pastelaria") to write down every step: their
 * words (a genitive, "gelateria", "pastelaria", a branch) were missing. A business's own steps come back (customers
 * asked, costs and a first sale; own-measures.json), and a café or shop read as no business opens with premises
 * compared, the business registered with its permits and the opening day announced (aims.json's premises entry).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));
const HOLLOW = /cinque ore|пять часов|п.ять годин|todos os passos necessários/u;

describe('a café, shop or branch to open has steps of its own', () => {
  it.each([
    ['Vorrei aprire una piccola gelateria nel mio paese entro aprile.', /chiedendo nel primo mese ad almeno 20 possibili clienti/u],
    ['Хочу до конца следующего года открыть вторую точку своей пекарни в соседнем районе.', /спрошу не меньше 20 возможных клиентов/u],
    ["Хочу до кінця року відкрити другу точку своєї кав'ярні у Львові.", /запитаю щонайменше 20 можливих клієнтів/u],
    ['Quero abrir uma pastelaria no meu bairro até ao fim de junho.', /comparando no primeiro mês pelo menos três espaços possíveis/u],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(HOLLOW);
  });
});
