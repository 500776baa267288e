/**
 * Issue 33 (blind reading 113's 9, round 70): "Ще треба платити за телефон і проїзд, гроші закінчуються до
 * кінця місяця" made "Моя мета — платити за телефон і проїзд, гроші закінчуються …": money told after a
 * comma is a new subject (gate.json tailStarts), and a level or a score told after an "and" with its own
 * verb ("and my IELTS is 6.5", subjectAfterAnd) is the story: the aim ends before either, never pasted.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('money or a level told after the aim ends it', () => {
  it.each([
    [
      'Ще треба платити за квартиру і світло, гроші закінчуються до двадцятого числа.',
      /^Моя мета — платити за квартиру і світло протягом/u,
      /гроші/u,
    ],
    ['Надо платить за квартиру и садик, деньги кончаются к концу месяца.', /^Моя цель — платить за квартиру и садик в течение/u, /деньги/u],
    [
      'I need 350 CRS points for permanent residence and my IELTS is 6.5.',
      /I will get 350 CRS points for permanent residence within/u,
      /IELTS is/u,
    ],
  ])('%s', (input, goal, pasted) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(pasted);
  });
});
