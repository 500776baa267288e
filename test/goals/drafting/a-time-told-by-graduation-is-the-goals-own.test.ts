/**
 * Issue 33 (blind reading 106's 15): "irme a vivir a la CDMX … en cuanto me titule" got a second deadline, "en cuanto me
 * titule en los próximos doce meses". A time bound told by an event of one's own ("cuando termine la carrera", "after
 * I graduate", "quand j'aurai fini") is the goal's own time frame (specifics.json timeFrames, english.time): no stock
 * span is added beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a time told by graduation is the goal’s own', () => {
  it.each([
    [
      'Quiero irme a vivir a la CDMX con mi novia en cuanto me titule.',
      /^Voy a irme a vivir a la CDMX con mi novia en cuanto me titule, informándome/u,
    ],
    ['Quiero irme a vivir a Madrid cuando termine la carrera.', /^Voy a irme a vivir a Madrid cuando termine la carrera, informándome/u],
    ['I want to move to London after I graduate.', /^I will move to London after I graduate, writing down/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/(?:titule|carrera|graduate) (?:en los próximos|within the next)/u);
  });
});
