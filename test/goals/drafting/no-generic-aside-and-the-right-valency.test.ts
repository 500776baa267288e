/**
 * Issue 33 (blind reading 23's 03 and 19): our language-for-a-profession steps told "(často B1 alebo
 * B2)" inside the goal, an aside that points at no level of this story, and Slovak shared care as
 * "Rozdelím starostlivosť … s ďalšími ľuďmi", the wrong valency: one shares with someone
 * ("podelím sa s … o starostlivosť") — situations.json, 14 lines of the narrative helper's file.
 * Round 70: an exam stated with its level ("egzamin z niemieckiego na B2", "skúšku z nemčiny B2") is the
 * profession's language goal itself: no step of finding out which level the recognition asks for.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('no generic aside, and the verb of sharing care with its own cases', () => {
  it.each([
    [
      'Chcę do czerwca zdać egzamin z niemieckiego na B2, bo od września chcę pracować jako pielęgniarka w Austrii. Teraz mam B1.',
      /Zdam egzamin z niemieckiego na B2 do czerwca – będę się uczyć/u,
    ],
    [
      "I want to pass the German B2 exam by June because I want to work as a nurse in Austria from September. I'm at B1 now.",
      /which level the recognition of my profession asks for, taking/u,
    ],
    [
      'Chcem do apríla zložiť skúšku z nemčiny B2, lebo od leta chcem pracovať ako zdravotná sestra vo Viedni. Mám B1.',
      /Zložím skúšku z nemčiny B2 do apríla – budem sa učiť/u,
    ],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(step);
    expect(out).not.toMatch(/\((?:often|często|často) B1/u);
  });

  it.each([
    [
      'Otec je po mŕtvici a bývame s ním. Celú starostlivosť mám na sebe, sestra pomáha len občas. Som vyčerpaná.',
      /Podelím sa so sestrou o starostlivosť/u,
    ],
    [
      'Svokra má Alzheimera a od jari býva u nás. Pracujem na zmeny v nemocnici a manžel je často na služobných cestách. Nestíham nič.',
      /Podelím sa s ďalšími ľuďmi o starostlivosť o/u,
    ],
  ])('%s', (input, shared) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(shared);
    expect(out).not.toMatch(/[Rr]ozdelím starostlivosť/u);
  });
});
