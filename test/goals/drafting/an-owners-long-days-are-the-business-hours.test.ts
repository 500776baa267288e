/**
 * Issue 33 (blind readings 30 and 31's 4): a baker who runs her shop twelve hours a day, six days a
 * week was told to end her day "antes de las 18:00", an employee's plan. An owner's long days
 * (situations.json, ownerhours) beat burnout: the hours in the business come down by handing tasks
 * over and a second day off.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_28 = new Date(Date.UTC(2026, 10, 28, 10));

describe('an owner’s long days are the business’s hours', () => {
  it.each([
    [
      'Tengo una pequeña panadería en Valencia desde hace tres años con mi hermano. Trabajo 12 horas al día, seis días a la semana, y casi no veo a mis hijos.',
      /reducir mis horas en el negocio/u,
      /antes de las 18:00/u,
    ],
    ['I run a small bakery and work 6 days a week from 4am, and I feel totally burnt out.', /my hours in the business/u, /by 18:00/u],
    ['Vedu malé kadeřnictví, dělám šest dní v týdnu a jsem úplně vyhořelá.', /hodiny v podniku/u, /do 18:00/u],
  ])('%s', (input, hours, clock) => {
    const out = draftGoals(input, NOV_28);
    expect(out).toMatch(hours);
    expect(out).not.toMatch(clock);
  });
});
