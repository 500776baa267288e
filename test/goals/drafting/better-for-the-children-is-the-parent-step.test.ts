/**
 * Issue 33 (blind reading 80's 30): "Хочу быть лучше. Для себя и для детей." was echoed ("Я буду лучше") with the
 * weekly-steps filler, the children left out. A wish to be better told "for my children" is the better-parent
 * family's wish (wishes.json "parent"): daily undivided time with the children, counted each week.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('being better for one’s children is the parent’s step', () => {
  it.each([
    ['Хочу быть лучше. Для себя и для детей.', /уделять детям не меньше 20 минут/u],
    ['I want to be better for myself and my kids.', /at least 20 minutes of undivided time with my children/u],
    ['Chci být lepší. Pro sebe i pro děti.', /věnovat dětem alespoň 20 minut/u],
    ['Quiero ser mejor, por mí y por mis hijos.', /al menos 20 minutos con mis hijos/u],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(step);
    expect(out).not.toMatch(/нужные шаги|every step it takes|potřebné kroky|pasos necesarios/u);
  });
});
