/**
 * Issue 33 (blind reading 14): a rate the mentee set for an activity ("go swimming twice a week") is
 * theirs. Our measure named another ("exercising at least three times a week") and contradicted it;
 * the goal now keeps their rate and ticks off each time. A rate of hours is a time budget (the plan's
 * rule), and a weight lost a week is no rate of sessions.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe("the mentee's rate of sessions is kept, not contradicted", () => {
  it.each([
    [
      'I want to go swimming twice a week and lose 4 kg by March.',
      /go swimming twice a week by March, marking each time in a calendar/u,
      /swimming[^\n]*three times a week/u,
    ],
    ['Chci chodit plavat dvakrát týdně.', /dvakrát týdně během tří měsíců – pokaždé si to zapíšu do kalendáře/u, /třikrát týdně/u],
    [
      'Quiero ir al gimnasio dos veces por semana.',
      /dos veces por semana en los próximos tres meses, apuntando cada vez en un calendario/u,
      /tres veces por semana/u,
    ],
    [
      'Je veux courir deux fois par semaine.',
      /deux fois par semaine [^\n]*en le notant à chaque fois dans un calendrier/u,
      /trois sorties par semaine/u,
    ],
    [
      'Ich möchte zweimal pro Woche ins Fitnessstudio gehen.',
      /zweimal pro Woche ins Fitnessstudio gehen; dafür mache ich jedes Mal einen Eintrag im Kalender/u,
      /dreimal/u,
    ],
    [
      'Chcę biegać trzy razy w tygodniu i schudnąć 5 kg do lata.',
      /Będę biegać trzy razy w tygodniu do lata – będę to za każdym razem zapisywać/u,
      /biegać[^\n]*trzy biegi/u,
    ],
  ])('%s', (input, kept, never) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(never);
  });

  it.each([
    ['I want to lose 1 kg a week.', /weighing myself once a week/u],
    ['Chci se učit němčinu třikrát týdně po hodině.', /dvě lekce týdně/u],
  ])('no rate of sessions, no tick-off: %s', (input, own) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(/calendar|kalendáře/u);
  });
});
