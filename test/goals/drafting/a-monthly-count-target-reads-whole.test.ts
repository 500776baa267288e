/**
 * Issue 33 (blind reading 20's 21): a yearly count paced by the month names its target after a colon
 * ('wyznaczę sobie cel: co najmniej 2 książki', 'ставитиму собі мету: щонайменше 2 книжки'), not a
 * noun the count hangs from ('cel co najmniej 2 książki'); and a Czech or Slovak count of 22-24 takes
 * the form after five ('24 knih'), so its monthly two is never '2 knih' (pace.ts kind).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a monthly count target reads whole', () => {
  it.each([
    [
      'pl',
      'Chcę w tym roku przeczytać 24 książki i nauczyć się hiszpańskiego.',
      /wyznaczę sobie cel: co najmniej 2 książki/u,
      /cel co najmniej/u,
    ],
    ['uk', 'Хочу цього року прочитати 24 книжки і навчитися плавати.', /ставитиму собі мету: щонайменше 2 книжки/u, /за мету щонайменше/u],
    ['cs', 'Chci letos přečíst 24 knih a naučit se plavat.', /Přečtu 24 knih/u, /aspoň 2 knih(?!\p{L})/u],
    ['sk', 'Chcem tento rok prečítať 24 kníh a naučiť sa plávať.', /Prečítam 24 kníh/u, /aspoň 2 kníh/u],
  ])('%s: %s', (_lang, input, kept, broken) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(kept);
    expect(output).not.toMatch(broken);
    const line = output.split('\n').find((l) => kept.test(l))!;
    expect(line).toMatch(/\d/u);
  });
});
