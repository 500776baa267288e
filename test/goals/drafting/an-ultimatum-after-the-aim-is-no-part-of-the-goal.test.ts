/**
 * Issue 33 (round 48): a mentee who ties the aim to what they will do if it fails ("… antes del verano o cierro",
 * "… do lata albo zamykam firmę", "… к лету или закрываюсь") tells their pressure, not their aim: the goal pasted
 * the ultimatum into its own wording ("Voy a llegar a 3.500 al mes antes del verano o cierro, …"). The aim ends before
 * it (gate.json's butWords), in every language where the ultimatum follows without a comma.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an ultimatum after the aim is no part of the goal', () => {
  it.each([
    ['Voy a llegar a 3.500 al mes antes del verano o cierro', 'Voy a llegar a 3.500 al mes antes del verano,', /o cierro/u],
    ['Quero chegar a 3000 por mês até o verão ou fecho a loja', 'Vou chegar a 3000 por mês até o verão,', /ou fecho/u],
    ['Chcę dojść do 10 tys. miesięcznie do lata albo zamykam firmę', 'do lata –', /albo zamykam/u],
    ['Хочу выйти на 200 тысяч в месяц к лету или закрываюсь', 'выйти на 200 тысяч в месяц к лету;', /или закрываюсь/u],
    ['Хочу вийти на 50 тисяч на місяць до літа або закриваюсь', 'Я вийду на 50 тисяч на місяць до літа —', /або закриваюсь/u],
    ["Je veux atteindre 3000 euros par mois avant l'été ou j'arrête", "Je vais atteindre 3000 euros par mois avant l'été,", /ou j'arrête/u],
  ])('%s', (text, kept, pasted) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(pasted);
  });
});
