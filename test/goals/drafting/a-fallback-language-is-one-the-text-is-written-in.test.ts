/**
 * Issue 33 (round 50, the development set): "Mám psa a chodím s ním každý den ven." was answered "In den nächsten drei
 * Monaten werde ich Mám psa a chodím s ním každý den ven; …": nothing was read in Czech, and the fallback that tries
 * each language's goal opening took the last word "ven" for a German infinitive ("-en"), with two points of German
 * ("den") against seven of Czech. English test phrases were likewise answered in Portuguese or Czech. A fallback
 * language must score at least half the best language of the text (offline.ts).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a fallback language is one the text is written in', () => {
  it.each([
    ['Mám psa a chodím s ním každý den ven.', /^Budu /u, /werde ich|dafür/u],
    ['without a race, the sessions stay', /^I will /u, /Mým cílem|během/u],
    ['grammar the blind readings counted as breaks', /^I will /u, /^Vou |próximos/u],
  ])('%s', (input, start, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toMatch(start);
    expect(answer).not.toMatch(gone);
  });
});
