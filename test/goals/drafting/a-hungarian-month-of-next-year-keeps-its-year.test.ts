/**
 * Issue 33 (blind reading 104's 25): "jövő év júniusáig" (by June next year) was cut to "Júniusáig leteszem": the
 * deadline's words before a month were single words ("jövő", "idén"). "jövő év" and "idei év" are among them
 * (hungarian.json deadline.before), so the goal opens "Jövő év júniusáig".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a Hungarian month of next year keeps its year', () => {
  it('jövő év júniusáig', () => {
    const out = draftGoals('Szeretném jövő év júniusáig letenni a B2-es angol nyelvvizsgát, és könyvelőként elhelyezkedni Dublinban.', NOW);
    expect(out).toMatch(/1\. Jövő év júniusáig leteszem a B2-es angol nyelvvizsgát/u);
    expect(out).not.toMatch(/(?:^|\n|\. )Júniusáig/u);
  });
});
