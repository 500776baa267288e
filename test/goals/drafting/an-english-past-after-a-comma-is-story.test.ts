/**
 * Issue 33 (blind reading 42's 14): "I want to get back to climbing, haven't gone since summer" became
 * "I will get back to climbing, haven't gone over the next three months": the story after the comma,
 * told without its subject, was pasted into the goal. An English past or "already" after a comma
 * (gate.json tailStarts) starts the story: the aim ends before it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an English past after a comma is the story', () => {
  it.each([
    ["I want to get back to climbing, haven't gone since summer.", /haven't|since summer/u, /I will get back to climbing over the next/u],
    ["I'd like to start running again, didn't manage it last year.", /didn't|last year/u, /I will start running again/u],
  ])('%s', (input, gone, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(gone);
    expect(out).toMatch(kept);
  });
});
