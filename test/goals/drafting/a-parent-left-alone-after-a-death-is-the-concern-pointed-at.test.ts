/**
 * Issue 33 (round 55's probes): "Mein Vater ist im Frühjahr gestorben, und meine Mutter lebt jetzt allein … Das macht
 * mir am meisten Sorgen" put the grief first: a short sentence naming nothing points at the matter the sentence before
 * tells, and both matters there (the death, the mother alone) were as near to it, so the first told won. "Das" points at
 * the matter told last, so the parent alone is goal 1 and the grief stays beside it. A parent alone told with a word
 * between ("mieszka teraz sama", "vit maintenant seule") or with "is" ("tata jest sam", "está sozinho") is that concern too.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a parent left alone after a death is the concern a bare pointer names', () => {
  it.each([
    [
      'Mein Vater ist im Frühjahr gestorben, und meine Mutter lebt jetzt allein in einem großen Haus. Das macht mir am meisten Sorgen. Ich arbeite Vollzeit und wohne zwei Stunden entfernt.',
      '1. In den nächsten zwei Monaten werde ich mit meiner Mutter in engem Kontakt bleiben',
      /zwei feste Telefontermine pro Woche/u,
      /^1\. .*Trauer/mu,
    ],
    [
      'Mój tata zmarł w marcu i mama mieszka teraz sama. To martwi mnie najbardziej.',
      '1. Będę w stałym kontakcie z mamą',
      /dwa razy w tygodniu będę dzwonić/u,
      /^1\. .*żałobie/mu,
    ],
    [
      "Mon père est mort en mars et ma mère vit maintenant seule. C'est ce qui m'inquiète le plus.",
      'Je vais rester en contact étroit avec ma mère',
      /deux appels par semaine/u,
      /trois choses que je peux changer/u,
    ],
  ])('%s', async (input, first, measure, gone) => {
    const out = await draft(input);
    expect(out).toContain(first);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(gone);
  });

  it('reads "tata jest sam" as a father alone', async () => {
    const out = await draft(
      'Moja mama zmarła pół roku temu. Od tego czasu tata jest sam i prawie nie wychodzi z domu. Mieszkam 300 km dalej.',
    );
    expect(out).toContain('Będę w stałym kontakcie z tatą');
  });
});
