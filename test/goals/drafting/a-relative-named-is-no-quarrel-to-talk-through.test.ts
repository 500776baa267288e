/**
 * Issue 33 (round 51's probes): a relative named with nothing told about them was a relationship to mend.
 * "I want to call my mum every Sunday" was measured by a calm talk, an agreed change and a counsellor
 * ("choosing a calm moment within two weeks to say how I feel"), "Ich will zweimal pro Woche meine Eltern
 * anrufen" beside a weight goal was folded into that goal's sessions once the talk no longer claimed it,
 * and "visit my grandma every Sunday and call her" lost its aim (no grandparent among the relatives a
 * pronoun points back to). The relationship situation now needs its matter told in its sentence, the
 * two before or the one after (situations.json needs: a quarrel, a complaint, silence, distance, a worry,
 * "never", "constantly" in the eleven languages), so a call or a visit keeps its own measure: each time
 * ticked off in a calendar. A relative's calls or visits are never the sessions of the goal before them,
 * and grandparents are relatives (gate.json kinWith).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const TALK = /calm moment|ruhigen Moment|momento tranquilo|moment calme|klidné chvíli|spokojnej chwili|спокійну хвилину/u;

describe('a relative named is no quarrel to talk through', () => {
  it.each([
    ['I want to call my mum every Sunday.', /^I will call my mum every Sunday/u, /marking each time in a calendar/u],
    ['I want to visit my grandma every Sunday and call her.', /^I will visit my grandma every Sunday and call her/u, /marking each time/u],
    [
      'I want to visit my mum every Sunday and call her every day.',
      /^I will visit my mum every Sunday and call her every day/u,
      /calendar/u,
    ],
    [
      'Ich will bis Juni 5 kg abnehmen. Ich will zweimal pro Woche meine Eltern anrufen.',
      /2\. In den nächsten drei Monaten werde ich zweimal pro Woche meine Eltern anrufen/u,
      /Eintrag im Kalender/u,
    ],
    ['Quiero visitar a mi abuela cada domingo y llamarla dos veces por semana.', /^Voy a visitar a mi abuela cada domingo/u, /calendario/u],
  ])('%s', (input, start, measure) => {
    const goals = draftGoals(input, NOW);
    expect(goals).toMatch(start);
    expect(goals).toMatch(measure);
    expect(goals).not.toMatch(TALK);
  });

  it('the relative of a story with nothing told about them gets no talk', () => {
    const goals = draftGoals('Mein Englisch ist B1 und am Telefon verstehe ich wenig. Meine Tochter ist zehn.', NOW);
    expect(goals).toMatch(/mein Englisch um eine Niveaustufe verbessern/u);
    expect(goals).not.toMatch(/Beziehung/u);
  });

  it.each([
    ['Mein Mann redet kaum noch mit mir.', /Beziehung zu meinem Mann/u],
    ['My husband works nights. We argue every evening.', /calm moment|relationship|two of us/u],
    ['Мой муж почти не разговаривает со мной по вечерам.', /отношения с мужем/u],
    ['Moja mama mi stále hovorí, čo mám robiť so svojím životom.', /vzťah s mamou/u],
  ])('a quarrel or a complaint told keeps the talk: %s', (input, talk) => {
    expect(draftGoals(input, NOW)).toMatch(talk);
  });
});
