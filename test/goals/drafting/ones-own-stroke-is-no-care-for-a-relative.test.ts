/**
 * Issue 33 (round 59's probes): a stroke or a want to be smoke-free told of the mentee's own health was read as
 * another's. "I had a stroke last year. I'm 61 and back home. … I want to be able to read to my grandchildren again
 * by summer." added "I will share the care for my family member and keep time for myself": "had a stroke" is a
 * cue of caring for a relative (a parent's stroke), so one's own ("I had a stroke", "nach meinem Schlaganfall",
 * "miałam udar", "у меня был инсульт", eleven languages) is now that situation's unless, in its own sentence
 * only: a father's stroke told in another still makes the mentee his carer. "Ich möchte bis März rauchfrei sein"
 * had the weekly-steps filler beside a second smoking goal of the story's: "rauchfrei" (and "Nichtraucherin") is
 * a word of the smoking topic, so the aim is measured in cigarettes cut and smoke-free days, once.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe("one's own stroke is no care for a relative; smoke-free is quitting", () => {
  it.each([
    [
      "I had a stroke last year. I'm 61 and back home. My speech is slow and I get tired. I want to be able to read to my grandchildren again by summer.",
      /^I will be able to read to my grandchildren again by summer/u,
      /share the care|family member/u,
    ],
    ['Cuido a mi padre desde su ictus. Estoy agotada y no tengo tiempo para mí.', /repartir el cuidado de mi padre/u, /^$/u],
    [
      'Seit der Reha im Oktober bin ich wieder zu Hause. Ich habe einen Herzinfarkt gehabt, mit 58. Meine Frau kocht jetzt salzarm, aber ich rauche heimlich noch. Ich möchte bis März rauchfrei sein und wieder Rad fahren.',
      /1\. Ich werde bis März rauchfrei sein; dafür rauche ich jede Woche zwei Zigaretten pro Tag weniger und zähle meine rauchfreien Tage\./u,
      /werde ich mit dem Rauchen aufhören|bis März rauchfrei sein; dafür schreibe ich/u,
    ],
  ])('%s', (text, wanted, gone) => {
    const answer = draftGoals(text, NOW);
    expect(answer).toMatch(wanted);
    expect(answer).not.toMatch(gone);
  });
});
