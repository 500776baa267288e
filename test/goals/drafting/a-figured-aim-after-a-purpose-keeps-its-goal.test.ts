/**
 * Issue 33 (round 57's probes): a stated aim followed by its purpose or reason ("so I can apply for a masters in
 * Canada", "perché voglio trasferirmi a Monaco", "porque quiero mudarme a Berlín") and then, after ", and", a
 * second aim with its own figure ("save CAD 10,000 for proof of funds by June", "e nel frattempo risparmiare 5000
 * euro") lost the second aim: the clause cut ended the first aim at its purpose and dropped everything after it
 * (blind readers 90 #2 and #15). The cut now keeps such an aim for the split (split.ts aimAfter, read by english.ts
 * cutClauses and intents.ts cutClause; round 57's split57 and told57 found the same cause, the merge kept one rule):
 * the aim after the clause is its own, the clause dropped, so a reason's own words are never pasted into a goal.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a figured aim after a purpose or reason keeps its own goal', () => {
  it.each([
    [
      'I want to get IELTS 7.0 overall (no band under 6.5) by end of March so I can apply for a masters in Canada, and save CAD 10,000 for proof of funds by June.',
      'I will get IELTS 7.0 overall by end of March',
      'I will save CAD 10,000 for proof of funds by June',
      /masters in Canada/u,
    ],
    [
      'Voglio imparare il tedesco fino al livello B1 entro dicembre 2027 perché voglio trasferirmi a Monaco per lavoro, e nel frattempo risparmiare 5000 euro.',
      'Imparerò il tedesco fino al livello B1 entro dicembre 2027',
      'risparmierò 5000 euro, mettendo da parte',
      /Monaco/u,
    ],
    [
      'Quiero aprobar el B2 de alemán en junio porque quiero mudarme a Berlín, y ahorrar 4000 euros.',
      'Voy a aprobar el B2 de alemán en junio',
      'voy a ahorrar 4000 euros, apartando',
      /Berlín/u,
    ],
    [
      'Chcę zdać B2 z angielskiego do czerwca, bo chcę wyjechać do Irlandii, i odłożyć 10 tysięcy złotych.',
      'Zdam B2 z angielskiego do czerwca',
      'Odłożę 10 tysięcy złotych do czerwca',
      /Irlandii/u,
    ],
  ])('%s', async (input, first, second, pasted) => {
    const out = await draft(input);
    expect(out).toContain(first);
    expect(out).toContain(second);
    expect(out).not.toMatch(pasted);
  });

  it('a reason without a figured aim after it is still cut', async () => {
    const out = await draft('I want to get IELTS 7.0 by March because I want to study in Canada, and my parents agree.');
    expect(out).toContain('I will get IELTS 7.0 by March');
    expect(out).not.toMatch(/parents|Canada/u);
  });
});
