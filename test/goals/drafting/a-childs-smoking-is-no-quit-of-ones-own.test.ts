/**
 * Issue 33 (round 51's probes): "My son started smoking and I found his cigarettes. We argue about it."
 * had a second goal for the parent to quit smoking, cigarettes a day cut and a quit date set: the child's
 * smoking read as the mentee's. The smoking situation's `unless` holds a son or a daughter who smokes or
 * started smoking, in eleven languages, so the talk with the child answers it; the secrecy of it
 * ("fuma a escondidas", "raucht heimlich") is a matter of the relationship told (its needs). The mentee's
 * own smoking told beside it keeps its goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const QUIT = /quit smoking|Rauchen aufhören|dejar de fumar|cigarettes a day|Zigaretten pro Tag|cigarrillos al día/u;

describe("a child's smoking is no quit of one's own", () => {
  it.each([
    [
      'My son started smoking and I found his cigarettes. We argue about it.',
      /^I will improve my relationship with my son by talking openly/u,
    ],
    ['Mein Sohn raucht heimlich, seit er 15 ist.', /meine Beziehung mit meinem Sohn durch ein offenes Gespräch verbessern/u],
    ['Mi hijo de 16 años fuma a escondidas y no sé qué hacer.', /^Voy a mejorar mi relación con mi hijo con una conversación franca/u],
  ])('%s', (input, talk) => {
    const goals = draftGoals(input, NOW);
    expect(goals).toMatch(talk);
    expect(goals).not.toMatch(QUIT);
  });

  it("the mentee's own smoking keeps its goal", () => {
    expect(draftGoals('My son is 15 and I found out he smokes. I want to quit smoking myself by March.', NOW)).toMatch(
      /^I will quit smoking myself by March, cutting down by two cigarettes a day every week/u,
    );
  });
});
