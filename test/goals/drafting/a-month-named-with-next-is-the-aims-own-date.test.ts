/**
 * Issue 33 (round 51's probes): a month named with its "next" and no preposition ("nächsten August",
 * "el próximo septiembre", "il prossimo agosto", "наступного серпня") was not read as a date, so our own
 * span was added beside it: "In den nächsten drei Monaten werde ich nächsten August … auswandern", "el próximo
 * septiembre en los próximos doce meses" — two dates, one against the other. It is the aim's own time frame
 * (specifics.json timeFrames and english.time), in each language that says it so.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('"next August" is the aim’s own date, no second span beside it', () => {
  it.each([
    [
      'I want to move to Canada with the kids next August.',
      'I will move to Canada with the kids next August,',
      /within the next|over the next/u,
    ],
    [
      'Ich will nächsten August mit den Kindern nach Kanada auswandern.',
      'Ich werde nächsten August mit den Kindern nach Kanada auswandern; dafür',
      /In den nächsten/u,
    ],
    [
      'Mi objetivo es mudarme a Madrid con mi pareja el próximo septiembre.',
      'Voy a mudarme a Madrid con mi pareja el próximo septiembre,',
      /en los próximos/u,
    ],
    [
      'Voglio trasferirmi in Canada con i bambini il prossimo agosto.',
      'Mi trasferirò in Canada con i bambini il prossimo agosto,',
      /entro i prossimi/u,
    ],
    ['Quero mudar-me para o Canadá no próximo agosto.', 'Vou mudar-me para o Canadá no próximo agosto,', /nos próximos/u],
  ])('%s', (input, goal, span) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(span);
  });
});
