/**
 * Issue 33 (blind readings 32's 25, 34's 17; the helper's own round): followers to reach, a resting pulse to bring
 * down and sugary drinks given up fell to the empty plan ("writing down in the first week every step it takes …").
 * Each now has a plan of its own (aims.json): a posting rhythm and the count each month; endurance sessions, a
 * regular bedtime and the pulse measured each week; no sugary drinks at home and each day without them ticked off.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const EMPTY = /every step it takes|всі потрібні кроки|todos los pasos necesarios|toutes les étapes nécessaires|все нужные шаги/u;

describe('followers, a pulse or sodas have a plan of their own', () => {
  it.each([
    ['До травня хочу запустити свій YouTube-канал і набрати 1000 підписників до кінця 2027 року.', /записуватиму кількість підписників/u],
    ['I also want to get my resting heart rate below 60.', /measuring my resting pulse on waking every Monday/u],
    ["Mes objectifs : arrêter les sodas d'ici Noël.", /en ne gardant plus de boissons sucrées à la maison/u],
    ['Quiero dejar los refrescos antes de verano.', /sin tener bebidas azucaradas en casa/u],
    ['Хочу отказаться от газировки до лета.', /не буду держать дома сладкие напитки/u],
  ])('%s', (input, own) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(own);
    expect(out).not.toMatch(EMPTY);
  });
});
