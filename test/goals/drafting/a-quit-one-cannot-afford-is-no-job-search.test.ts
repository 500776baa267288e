/**
 * Issue 33 (blind reading 61's 2): "Kündigen kann ich mir aber nicht leisten" (I can't afford to quit) made a goal to find
 * a new job, a stock search for someone who said she stays. A quit told as one the person cannot afford is no job search.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a quit one cannot afford is no job search', () => {
  it('German', () => {
    const out = draftGoals(
      'Ich arbeite seit drei Jahren als Pflegekraft im Schichtdienst und bin total ausgebrannt. Ich schlafe schlecht und habe abends keine Energie mehr für meine Kinder. Kündigen kann ich mir aber nicht leisten.',
      NOV_25,
    );
    expect(out).toContain('gehe ich nach jeder Schicht pünktlich nach Hause');
    expect(out).not.toMatch(/neue Stelle finden|Bewerbungen/u);
  });
});
