/**
 * Issue 33 (blind reading 56's 16): "riesige Prüfungsangst ... bei der letzten mündlichen Prüfung einen
 * totalen Blackout" got more study blocks and a written mock exam. The fear was not recognised: an
 * inflected "mündlichen Prüfung", a compound "Prüfungsangst" and the words for going blank or freezing
 * were no cue of it. The person knew the material; the goal is rehearsing aloud before someone and
 * calming the fear.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a blackout in an oral exam is rehearsed aloud, not studied for', () => {
  it.each([
    [
      'Ich studiere Lehramt (Mathe und Sport) im 6. Semester und habe riesige Prüfungsangst. Bei der letzten mündlichen Prüfung hatte ich einen totalen Blackout, obwohl ich alles konnte. Im Juli stehen drei Prüfungen an und ich schlafe jetzt schon schlecht.',
      'mich auf meine mündliche Prüfung vorbereiten und meine Angst in den Griff bekommen; dafür probe ich einmal pro Woche laut vor jemandem',
      /^1\. Im Juli werde ich alle meine Prüfungen bestehen/mu,
    ],
    [
      'I have my oral exam in March and last time I completely blanked in front of the examiners.',
      'I will prepare for my oral exam and keep my anxiety under control in March, rehearsing out loud in front of someone once a week',
      /studying at least five hours a week/u,
    ],
    [
      "J'ai peur de l'oral du concours, la dernière fois j'ai eu un trou noir.",
      'Je vais préparer mon oral et maîtriser mon anxiété',
      /réussir l'examen/u,
    ],
    [
      'Bojím sa ústnej skúšky v januári, minule som sa úplne zasekla.',
      'Pripravím sa na ústnu skúšku a zvládnem svoju úzkosť v januári',
      /Urobím skúšku/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(broken);
  });
});
