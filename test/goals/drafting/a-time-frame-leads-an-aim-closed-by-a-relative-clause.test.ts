/**
 * Issue 33 (round 51's probes): the Slavic templates put the time frame at the aim's end, also after a relative
 * clause that closes it: "Najdu práci, kde nebudu muset pracovat o víkendech do konce roku", "předat firmu
 * synovi, kterému je 32 let do tří let", "Я найду работу, где не нужно работать по выходным до конца года" —
 * the date read as the clause's own (weekends until the year's end; a son of 32 within three years). After a
 * relative word (slavic-frames.json relative) the time leads the aim: fronted before a future verb, with Czech
 * and Slovak "se", "si", "sa" second ("Během šesti měsíců se posunu …"), or just after "Mým cílem je".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a time frame leads an aim that a relative clause closes', () => {
  it.each([
    [
      'Chtěla bych do konce roku najít práci, kde nebudu muset pracovat o víkendech.',
      'Do konce roku najdu práci, kde nebudu muset pracovat o víkendech –',
      'víkendech do konce roku',
    ],
    [
      'Do tří let chci předat firmu synovi, kterému je 32 let.',
      'Mým cílem je do tří let předat firmu synovi, kterému je 32 let –',
      '32 let do tří let',
    ],
    [
      'Хочу до конца года найти работу, где не нужно работать по выходным.',
      'До конца года я найду работу, где не нужно работать по выходным —',
      'выходным до конца года',
    ],
    [
      'Chcę do końca roku znaleźć pracę, w której nie będę pracować w weekendy.',
      'Do końca roku znajdę pracę, w której nie będę pracować w weekendy –',
      'weekendy do końca roku',
    ],
    [
      'Chcem sa do leta presťahovať do bytu, kde budem mať vlastnú izbu.',
      'Do leta sa presťahujem do bytu, kde budem mať vlastnú izbu –',
      'izbu do leta',
    ],
  ])('%s', (input, goal, pasted) => {
    const answer = draftGoals(input, NOW);
    expect(answer).toContain(goal);
    expect(answer).not.toContain(pasted);
  });
});
