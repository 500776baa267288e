/**
 * Issue 33 (breaker round 27): "get my nursing degree recognised" was read as studying for a degree and measured by
 * study hours and modules; "reconocer mi título" by a course. Having a foreign degree recognised is the recognition
 * situation's steps: the office found, documents and translations gathered, the application filed.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a degree to get recognised is measured as recognition', () => {
  it.each([
    ['I want to get my nursing degree recognised in the UK.', 'which office recognises my qualification', /studying at least four hours/u],
    ['Quiero reconocer mi título en España.', 'qué organismo tramita la homologación de mi título', /apuntándome/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });
});
