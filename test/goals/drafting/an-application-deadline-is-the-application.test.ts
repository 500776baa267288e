/**
 * Issue 33 (cover30, blind reading 27's 2): further study told with its application ("berufsbegleitend
 * Pflegemanagement studieren, Bewerbungsschluss ist der 15. Januar", "the application deadline is",
 * "la date limite de candidature") is an application to get in, with the papers ready before the
 * deadline, not study hours and modules, and not the story pasted after "mein Ziel:".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T12:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('an application deadline told is the application', () => {
  it.each([
    [
      'Ich bin 29 und arbeite seit drei Jahren als Pflegefachkraft im Schichtdienst in Köln. Ich bin ständig müde, schlafe oft nur 5 Stunden. Eigentlich will ich berufsbegleitend Pflegemanagement studieren, Bewerbungsschluss ist der 15. Januar, aber ich hab noch nicht mal die Unterlagen zusammen. Dazu kommt dass meine Mutter seit dem Sommer Pflegegrad 2 hat und ich jedes Wochenende zu ihr nach Bonn fahre.',
      /Unterlagen einen Monat vor Fristende/u,
    ],
    ["I'd love a master's in public health, the application deadline is 15 January.", /documents ready a month before the deadline/u],
    ['Je voudrais un master en gestion, la date limite de candidature est le 31 mars.', /réunir mon dossier un mois avant/u],
  ])('%s', async (input, papers) => {
    const out = await draft(input);
    expect(out).toMatch(papers);
    expect(out).not.toMatch(/mein Ziel:|Modul|module/u);
  });
});
