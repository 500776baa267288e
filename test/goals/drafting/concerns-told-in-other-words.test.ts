/**
 * Issue 33 (blind reading 31's 4 and round 1 of narr31): concerns told in words the cues missed were
 * dropped — "las ventas bajaron un 20 %" (the simple past), "il colesterolo alto", "проблеми з
 * тиском" (blood pressure told as "problems with"). The cues now hold them in each language's form.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_28 = new Date(Date.UTC(2026, 10, 28, 10));

describe('concerns told in other words', () => {
  it.each([
    ['Tengo una panadería en Murcia y las ventas bajaron un 15% este año.', /facturación mensual/u],
    ['Ho 50 anni, faccio l’impiegato e ho il colesterolo alto.', /Riporterò il colesterolo a un livello sano/u],
    ['Мне 50, у меня высокий холестерин, врач сказал больше ходить.', /Я снижу холестерин до нормы .*ходить быстрым шагом/u],
    ['Мені 45, я водій. Лікар сказав, що в мене проблеми з тиском.', /артеріальний тиск/u],
    ['Mam 45 lat, jestem kierowcą. Lekarz mówi, że mam problemy z ciśnieniem.', /mierzyć ciśnienie/u],
    ['Tengo 45 años, soy camionero y el médico dice que tengo problemas de tensión.', /presión arterial|tensión/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOV_28)).toMatch(goal);
  });
});
