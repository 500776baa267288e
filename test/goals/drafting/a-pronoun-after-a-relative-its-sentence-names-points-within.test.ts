/**
 * Issue 33 (round 50's readings): "I want to visit my mum every Sunday and call her every day." was answered with the
 * vague first step ("write down three things I could change in my situation"): "her" in a goal names a person, and a
 * goal whose person is only a pronoun is dropped as pointing at nothing it names. A pronoun after a relative the same
 * sentence names (gate.json kinWith) points within it; "I want to call her." alone still points at nobody.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a pronoun after a relative its sentence names points within it', () => {
  it('keeps the visits and calls to a mother', () => {
    const answer = draftGoals('I want to visit my mum every Sunday and call her every day.', NOV_25);
    expect(answer).toContain('I will visit my mum every Sunday and call her every day');
    expect(answer).not.toContain('three things I could change');
  });

  it('keeps a call to a sister told after her', () => {
    const answer = draftGoals('I want to see my sister more and call her every week.', NOV_25);
    expect(answer).toContain('call her every week');
  });

  it('still drops a pronoun that names nobody', () => {
    expect(draftGoals('I want to call her.', NOV_25)).not.toContain('call her');
  });
});
