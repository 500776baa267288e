/**
 * Issue 33 (blind reading 109's 6, round 65): "Im August habe ich ein neues Kniegelenk bekommen" dated the goal "Im August
 * werde ich …": the date opens its clause, the auxiliary follows it and the participle ("bekommen", no "ge-") ends it, so the
 * German perfect was not seen (specifics.ts `perfect`). A date told so is past; a date with the present "habe" and no
 * participle ("Im März habe ich meine Prüfung") is still ahead.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a German perfect after its date is past', () => {
  it.each([
    'Im August habe ich ein neues Kniegelenk bekommen, links. Die Reha ist gut gelaufen. Seit meine Frau vor zwei Jahren gestorben ist, war der Verein das Einzige, was mich rausgebracht hat. Was mir wirklich zu schaffen macht, ist, dass ich manchmal tagelang mit keinem Menschen rede.',
    'Im August habe ich ein neues Kniegelenk bekommen. Ich möchte wieder wandern gehen.',
    'Im Oktober bin ich nach Leipzig umgezogen. Ich will neue Leute kennenlernen.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOW)).not.toMatch(/^(?:\d\. )?Im (?:August|Oktober) werde ich|bis (?:August|Oktober)/mu);
  });
  it('keeps a date of the present ahead', () => {
    expect(draftGoals('Im März habe ich meine Prüfung. Ich will sie bestehen.', NOW)).toMatch(/^Im März werde ich die Prüfung bestehen/u);
  });
});
