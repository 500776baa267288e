/**
 * Issue 33 (blind reading 111's 14, filler69's probes): "Mám epilepsii, záchvat mívám asi jednou za dva měsíce …
 * udělat řidičák" got driving lessons twice a week at once: unsafe, as the licence needs a doctor's clearance first.
 * One's own epilepsy (life.json, a fact with the relatives' words before it) starts the driving goal with the
 * neurologist asked for the medical clearance within two weeks; a son's epilepsy does not.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('driving with epilepsy starts with the neurologist', () => {
  it.each([
    [
      'Mám epilepsii, záchvat mívám asi jednou za dva měsíce. Chtěla bych si udělat řidičák, abych mohla sama jezdit do práce.',
      /u neurologa vyžádám lékařský posudek/u,
    ],
    [
      "I have epilepsy and I'd love to get my driving licence by next summer.",
      /asking my neurologist within the next two weeks for the medical clearance/u,
    ],
    [
      'Ich habe Epilepsie, bin aber seit einem Jahr anfallsfrei. Ich möchte bis Herbst den Führerschein machen.',
      /Neurologen das ärztliche Gutachten/u,
    ],
    ['Mam padaczkę i chcę zrobić prawo jazdy do końca przyszłego roku.', /poproszę neurologa o zaświadczenie lekarskie/u],
    ["Ho l'epilessia ma sono senza crisi da due anni, voglio prendere la patente entro giugno.", /al mio neurologo il certificato medico/u],
    ['У мене епілепсія, але вже рік без нападів. Хочу до літа отримати права.', /попрошу в невролога медичний висновок/u],
  ])('%s', (input, doctor) => {
    expect(draftGoals(input, NOW)).toMatch(doctor);
  });

  it("a son's epilepsy is his", () => {
    expect(draftGoals('Mein Sohn hat Epilepsie. Ich möchte bis Herbst den Führerschein machen.', NOW)).not.toMatch(/Neurolog/u);
  });
});
