/**
 * Issue 33 (the brief of round 41: a measure starts from the person's own figure): "4 beers every night" got the stock
 * "no more than five drinks a week", as if nothing had been told. The drinks a day told are the baseline the weekly
 * limit is set against ("instead of the 4 a day I have now").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('drinks a day told are the start of the alcohol limit', () => {
  it.each([
    [
      'I drink about 4 beers every night after work and I spend like 300 euros a month on it.',
      'having no more than five drinks a week instead of the 4 a day I have now',
    ],
    ['Piję 4 piwa dziennie i chcę z tym skończyć.', 'będę wypijać najwyżej pięć drinków tygodniowo zamiast obecnych 4 dziennie'],
    ['Выпиваю 6 банок пива каждый вечер.', 'выпивать не больше пяти бокалов в неделю вместо нынешних 6 в день'],
    ['Bevo 4 birre al giorno, devo ridurre.', 'bevendo al massimo cinque bicchieri alla settimana invece dei 4 al giorno di adesso'],
  ])('%s', (text, measure) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(measure);
    expect(answer).not.toMatch(/five drinks a week and|pięć drinków tygodniowo i|пяти бокалов в неделю и|alla settimana e annotandoli/u);
  });
});
