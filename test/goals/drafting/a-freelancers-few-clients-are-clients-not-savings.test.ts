/**
 * Issue 33 (blind reading 61's 13): a Hungarian freelancer with two commissions in half a year, asking how to find new
 * clients, was told to put aside her monthly expenses every month, a saving template for a story about clients. New
 * clients are the goal (hungarian.json "clients", before money, which it holds).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a freelancer's few clients are clients, not savings", () => {
  it('Hungarian', () => {
    const out = draftGoals(
      'Szabadúszó grafikus vagyok, de az elmúlt fél évben csak két megbízásom volt. A havi kiadásaim kb. 280 ezer forint, és a tartalékom három hónapra elég. Nem tudom, hogyan találjak új ügyfeleket.',
      NOV_25,
    );
    expect(out).toContain('állandó ügyfélkört építek ki: hetente legalább öt lehetséges ügyfelet keresek meg');
    expect(out).not.toMatch(/félreteszek 280 ezer forintot/u);
  });
});
