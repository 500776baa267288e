/**
 * Issue 33 (round 59's probes): "Chcę przepłynąć 1 km kraulem do wakacji i chodzić na basen 2 razy w tygodniu" answered
 * "będę trenować trzy razy w tygodniu" beside her own "2 razy w tygodniu" (blind reading 92's 21): the distance goal's
 * topic is not the sentence's, so the told rate found no goal. A sport's rate said as a goal of its own is the rate of
 * the one goal training at our stock rate (sessions.json sport); a past rate told in passing ("I used to run 10 km
 * twice a week") is not, as no goal says it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a sport's rate told as a goal is the training's", () => {
  it('trains at her 2 a week (pl)', () => {
    const goals = draftGoals('Chcę przepłynąć 1 km kraulem do wakacji i chodzić na basen 2 razy w tygodniu.', NOV_25);
    expect(goals).toContain('Moim celem jest przepłynąć 1 km kraulem do wakacji – będę trenować 2 razy w tygodniu');
    expect(goals).not.toContain('trzy razy w tygodniu');
  });

  it('trains at his twice a week (cs)', () => {
    const goals = draftGoals('Chci chodit plavat dvakrát týdně od ledna a do června uplavat 1 km bez zastávky.', NOV_25);
    expect(goals).toContain('Mým cílem je uplavat 1 km bez zastávky do června – budu trénovat 2krát týdně');
    expect(goals).not.toContain('třikrát týdně');
  });

  it('leaves a past rate told in passing', () => {
    const goals = draftGoals(
      'I used to run 10 km twice a week before the baby. My partner and I never have an evening to ourselves now.',
      NOV_25,
    );
    expect(goals).toContain('exercising at least three times a week for 30 minutes');
  });
});
