/**
 * Issue 33: an English deadline written before the wish ("By the end of March I'd like …") moves
 * behind the goal. It was lower-cased whole on the way, so the goal read "by the end of march",
 * "before christmas". Only its first letter is lowered: the names in it keep their capitals.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a deadline moved behind the goal keeps its capitals', () => {
  it.each([
    ["By the end of March I'd like to have my portfolio website live.", 'by the end of March'],
    ['By March I want to run 10 km.', 'by March'],
    ["Before Christmas I'd like to read 5 books.", 'before Christmas'],
    ['In January I want to start a course.', 'in January'],
    ['By Easter I want to finish my thesis and apply for three jobs.', 'by Easter'],
  ])('%s', (input, deadline) => {
    const out = draftGoals(input, NOW);
    expect(out).toContain(deadline);
    expect(out).not.toContain(deadline.toLowerCase());
  });
});
