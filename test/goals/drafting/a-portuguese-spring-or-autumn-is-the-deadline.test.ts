/**
 * Issue 33 (breaker round 27): Portuguese read summer, winter and Christmas as a person's deadline but not spring or
 * autumn, so "até à primavera" got a stock span pasted after it ("Vou perder 5 quilos até ao outono nos próximos
 * três meses"), two deadlines in one goal. Spring and autumn are deadlines like the other seasons.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Portuguese spring or autumn is the deadline', () => {
  it.each([
    ['Quero perder 5 quilos até ao outono.', 'Vou perder 5 quilos até ao outono,'],
    ['Quero perder 5 quilos antes da primavera.', 'Vou perder 5 quilos antes da primavera,'],
    ['Quero alugar o meu próprio apartamento até à primavera.', 'Vou alugar o meu próprio apartamento até à primavera,'],
  ])('%s', (text, kept) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(/nos próximos/u);
  });
});
