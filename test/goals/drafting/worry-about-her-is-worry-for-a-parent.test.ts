/**
 * Issue 33 (round 50's readings): "My mum has had diabetes for years and I worry about her." was answered "I will
 * improve my relationship with my mother by talking openly …": the worry situation's English cues all named "my"
 * ("worry about my"), so a worry told with a pronoun fell to the relationship situation, which every mention of a
 * mother cues last. "worry about her/him/them" is the worry's cue too; its needs (a parent or family named in the
 * sentence or the two before) still decide that it is a parent's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('worry about her is worry for a parent', () => {
  it.each([
    ['My mum has had diabetes for years and I worry about her.', 'I will stay in close touch with my mother and keep my worry manageable'],
    ['My dad lives alone in Leeds since the divorce. I am worried about him all the time.', 'keep my worry manageable'],
  ])('%s', (input, said) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toContain('by talking openly');
  });

  it('needs a parent or family named', () => {
    expect(draftGoals('My colleague is ill and I worry about her.', NOV_25)).not.toContain('keep my worry manageable');
  });
});
