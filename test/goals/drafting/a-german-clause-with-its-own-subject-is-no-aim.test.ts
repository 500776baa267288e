/**
 * Issue 33 (round 50's probes; blind reading 75): "Die Arbeitsagentur würde eine Umschulung bezahlen" was pasted
 * after the goal's future, "werde ich die Arbeitsagentur würde eine Umschulung bezahlen": a clause with its own
 * subject and a finite verb ("würde", "wäre", "hätte") is no infinitive phrase of the mentee's (intents.json
 * sentenceWords). It is then the story: the retraining's own goal answers it, as it does for "bezahlt".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a German clause with its own subject is no aim', () => {
  it.each([
    [
      'Die Arbeitsagentur würde eine Umschulung bezahlen.',
      'werde ich über eine Umschulung wieder in Arbeit kommen;',
      /werde ich die Arbeitsagentur/u,
    ],
    [
      'Ich möchte eine Umschulung zur Pflegefachkraft machen. Die Arbeitsagentur würde eine Umschulung bezahlen, wenn ich bis März einen Platz finde.',
      'Bis März werde ich über eine Umschulung wieder in Arbeit kommen;',
      /werde ich die Arbeitsagentur würde/u,
    ],
    [
      'Die Firma würde die Hälfte der Kosten übernehmen.',
      'Ich werde bis Ende nächster Woche drei Dinge aufschreiben',
      /werde ich die Firma/u,
    ],
  ])('%s', (input, said, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(gone);
  });
});
