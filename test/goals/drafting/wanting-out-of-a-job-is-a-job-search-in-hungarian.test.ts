/**
 * Issue 33 (blind reading 66's 13): a call-centre worker warned about her figures who wrote "Szeretnék váltani" (I would like
 * to change jobs) was told to work faster. Wanting out of the job is a job search; the warnings are a reason to go.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('wanting out of a job is a job search (Hungarian)', () => {
  it('answers the wish to change jobs, not the pace', () => {
    const goals = draftGoals(
      'Két éve dolgozom egy multinál ügyfélszolgálaton, és az utóbbi hónapokban minden reggel gyomorgörccsel ébredek. Napi 60-70 hívást kell fogadnom, és a teljesítménymutatóim miatt folyamatosan figyelmeztetnek. Szeretnék váltani, de nincs diplomám, és félek, hogy máshol sem lesz jobb.',
      NOV_25,
    );
    expect(goals).toContain('új munkahelyet találok');
    expect(goals).not.toMatch(/munkám tempóján/u);
  });
});
