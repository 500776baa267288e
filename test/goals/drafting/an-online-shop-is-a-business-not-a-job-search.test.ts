/**
 * Issue 33 (blind reading 73's 24): opening an online shop of handmade jewellery ("інтернет-магазин прикрас ручної
 * роботи") was planned with job applications and interviews: "роботи" (work) named the job topic. An online shop is a
 * business to build, read before the job's words (topics.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an online shop is a business, not a job search', () => {
  it.each([
    [
      'Хочу до весни відкрити невеликий інтернет-магазин прикрас ручної роботи.',
      'Я відкрию невеликий інтернет-магазин прикрас ручної роботи до весни',
      /заявок|співбесід/u,
    ],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    if (expected !== undefined) expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
