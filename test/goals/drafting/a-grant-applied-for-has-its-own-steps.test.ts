/**
 * Issue 33 (round 60's probes): "chiedere i fondi europei per ristrutturare la stalla" had the weekly-steps
 * filler (the lead's probe) and "apply for a grant to build a farm shop" a job search's applications and
 * interviews ("apply"). A grant or subsidy applied for (fondi, Fördermittel, dotacja, грант, aides …) is
 * its own steps: the programme and its closing date found, an advisory office asked, quotes gathered and the
 * application sent a month before the deadline. A care benefit keeps the care grade's steps (its entry comes
 * first), and applying for jobs stays a job search.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a grant applied for has its own steps', () => {
  it.each([
    [
      'Vorrei chiedere i fondi europei per ristrutturare la stalla entro giugno 2027.',
      /^Chiederò i fondi europei per ristrutturare la stalla entro giugno 2027, scoprendo questa settimana quale bando fa al caso mio/u,
      /cinque ore a settimana/u,
    ],
    [
      'I want to apply for a grant to build a farm shop by next summer.',
      /^I will apply for a grant to build a farm shop by next summer, finding out this week which programme fits/u,
      /interviews/u,
    ],
    [
      'Chcę do kwietnia złożyć wniosek o dotację na młodego rolnika.',
      /^Złożę wniosek o dotację na młodego rolnika do kwietnia – w tym tygodniu sprawdzę, który program pasuje/u,
      /potrzebne kroki/u,
    ],
    [
      'Хочу до весны подать заявку на грант для фермы.',
      /^Моя цель — подать заявку на грант для фермы до весны; на этой неделе выясню, какая программа подходит/u,
      /нужные шаги/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it.each([
    ['Quiero solicitar la ayuda por dependencia para mi madre antes de marzo.', /qué organismo lo decide/u],
    ['I want to apply for jobs in London by March.', /sending at least five tailored applications a month/u],
  ])('%s keeps its own steps', (input, kept) => {
    expect(draftGoals(input, NOV_25)).toMatch(kept);
  });
});
