/**
 * Issue 33 (blind reading 21's 17, stated19): "run a half marathon in the Cardiff race on October 5th
 * and finish under 2 hours 10" was two goals, the time target given the planning filler ("planning
 * each week on Monday around at most three priorities"). A finish time after a race is the race's own
 * target (split.json under): one goal, trained for by the race's sessions and longest run.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a finish time told after a race is the race’s target', () => {
  it.each([
    [
      'I want to run a half marathon in the Cardiff race on October 5th and finish under 2 hours 10.',
      /^I will run a half marathon in the Cardiff race on October 5th and finish under 2 hours 10, training three times a week/u,
    ],
    [
      'Chci uběhnout půlmaraton v Praze v dubnu a doběhnout pod dvě hodiny.',
      /^Uběhnu půlmaraton v Praze v dubnu a zvládnu doběhnout pod dvě hodiny – budu trénovat/u,
    ],
    [
      'Ich will im April einen Halbmarathon laufen und unter 2 Stunden bleiben.',
      /^Ich werde im April einen Halbmarathon laufen und unter 2 Stunden bleiben; dafür trainiere ich/u,
    ],
    [
      'Chcę przebiec półmaraton w Warszawie we wrześniu i ukończyć go poniżej 2 godzin.',
      /^Przebiegnę półmaraton w Warszawie we wrześniu i ukończę go poniżej 2 godzin – będę trenować/u,
    ],
    [
      'Vorrei correre la mezza maratona di Roma a marzo e chiuderla sotto le 2 ore.',
      /^Correrò la mezza maratona di Roma a marzo e riuscirò a chiuderla sotto le 2 ore, allenandomi/u,
    ],
    [
      'Chcem zabehnúť polmaratón v Košiciach v októbri a dobehnúť pod 2 hodiny.',
      /^Zabehnem polmaratón v Košiciach v októbri a zvládnem dobehnúť pod 2 hodiny – budem trénovať/u,
    ],
  ])('%s', (input, one) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(one);
    expect(out).not.toMatch(/priorities|Prioritäten|priorit|^2\./mu);
  });

  it('a second aim of another topic after a race stays a goal of its own', () => {
    const out = draftGoals('I want to run a half marathon in October and save £2,000 by June.', NOV_26);
    expect(out).toMatch(/^1\. I will run a half marathon/mu);
    expect(out).toMatch(/^2\. I will save £2,000 by June/mu);
  });
});
