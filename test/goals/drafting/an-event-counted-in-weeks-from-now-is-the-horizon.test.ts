/**
 * Issue 33 (blind reading 59's 15): "finals are in 5 weeks" got the exam's stock "within the next four months", the
 * person's own date passed over: an English "in 5 weeks" after "are" was read as a span behind the story, a German
 * "in vier Wochen" as past when a participle of the next clause followed ("und ich habe kaum gelernt"), and a Slovak
 * "o päť týždňov" as no count at all. A count from now told for the event is the goal's horizon, said as a count
 * ("in 5 weeks", "Em 6 semanas"), never as a day ("by 5 weeks", "Até 6 semanas").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an event counted in weeks from now is the horizon', () => {
  it.each([
    [
      'idk man i play like 6-7 hrs of valorant every day and my grades r tanking. finals are in 5 weeks',
      'I will pass all my exams in 5 weeks,',
      /four months|by 5 weeks/u,
    ],
    [
      'Meine Abschlussprüfungen sind in vier Wochen und ich habe noch kaum gelernt.',
      'Innerhalb von vier Wochen werde ich',
      /vier Monaten/u,
    ],
    ['Skúšky mám o päť týždňov a stále som nezačal študovať.', 'Urobím všetky skúšky za päť týždňov', /mesiacov/u],
    ['A defesa da minha tese é em 6 semanas e estou muito atrasada.', 'Em 6 semanas vou terminar a minha tese', /Até 6 semanas|meses/u],
  ])('%s', (text, kept, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(kept);
    expect(answer).not.toMatch(broken);
  });
});
