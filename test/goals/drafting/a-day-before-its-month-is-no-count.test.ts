/**
 * Issue 33: "bis zum 15. März 20 Bewerbungen" was not paced by its count, where "bis Ende März" was:
 * the goal's first figure was the day of its date, and in Czech the day was read as applications already
 * sent ("do 15. března … 20 žádostí" left 5). A figure right before a month is a day (pace.ts isDay):
 * the count after it is paced to the date, about six applications a month from late November.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a day before its month is no count', () => {
  it.each([
    ['Ich will bis zum 15. März 20 Bewerbungen schreiben.', /jeden Monat mindestens 6 Bewerbungen/u],
    ['Ich will bis 31. Januar 12 Bewerbungen abschicken.', /jeden Monat mindestens 6 Bewerbungen/u],
    ['Chci do 15. března poslat 20 žádostí o práci.', /každý měsíc si stanovím cíl: aspoň 6 žádostí/u],
    ['Chcem do 15. marca poslať 20 žiadostí o prácu.', /každý mesiac si stanovím cieľ: aspoň 6 žiadostí/u],
    ['Entro il 15 marzo voglio mandare 20 candidature.', /almeno 6 candidature ogni mese/u],
    ['Хочу до 15 марта отправить 20 откликов на вакансии.', /не меньше 6 откликов/u],
    ['Quiero enviar antes del 15 de marzo 20 solicitudes de empleo.', /al menos [67] solicitudes cada mes/u],
  ])('%s', (input, paced) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(paced);
    expect(out).not.toMatch(/fünf passgenaue|pět přihlášek|cinque candidature mirate/u);
  });
});
