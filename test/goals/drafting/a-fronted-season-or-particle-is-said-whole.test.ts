/**
 * Issue 33: two wordings the blind readings counted as breaks. A season told before a Romance goal is
 * its deadline, as a month is, its capital lowered after the deadline word ("Para el próximo verano"; "L'été prochain, je vais reprendre le contrôle …" read as when it starts,
 * blind reading 28's 3: "D'ici l'été prochain, je vais …"). A German aim told with a particle and no
 * verb ("aus der gemeinsamen Wohnung raus", "die Schulden los", blind reading 28's 14) is a state
 * reached with "werde ich … sein", not pasted after "erreiche ich mein Ziel:".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a fronted season or a particle is said whole', () => {
  it.each([
    [
      "Mon loyer fait 780 € et ça me laisse pas grand chose, mais je voudrais quand même mettre de côté pour rentrer voir ma famille à Dakar l'été prochain.",
      "D'ici l'été prochain, je vais",
    ],
    [
      'Also, ich bin 29 und hab gerade Schluss gemacht. Jetzt muss ich bis Ende Januar aus der gemeinsamen Wohnung raus und finde nix unter 900 Euro.',
      'Ich werde bis Ende Januar aus der gemeinsamen Wohnung raus sein;',
    ],
    ['El próximo verano quiero correr mi primera media maratón.', 'Para el próximo verano voy a correr'],
    ['Ich will bis Juni endlich die Schulden los, 6.000 Euro beim Autokredit.', 'Ich werde bis Juni die Schulden los sein'],
  ])('%s', async (input, fragment) => {
    const output = await draft(input);
    expect(output).toContain(fragment);
    expect(output).not.toMatch(/erreiche ich mein Ziel: [^;]* raus;|(?:^|\n|\d\. )L'été prochain, je vais/u);
  });
});
