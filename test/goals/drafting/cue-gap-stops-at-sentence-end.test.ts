/**
 * Issue 33 (stated goals): a cue's "~" gap ran across a sentence end, so "I feel nervous in meetings.
 * My girlfriend says …" was stage fright ("in meetings ~ say") and "Я погано сплю. Розмовляти …" a
 * language goal ("погано ~ розмовля"). The parts of a cue belong to one sentence; the aim told beside
 * them keeps its own goal, and a cue inside one sentence still matches.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { firstCues, foldedWords, indexCues } from '../../../src/goals/drafting/cues.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a cue gap stops at a sentence end', () => {
  it.each([
    [
      'I feel nervous in meetings. My girlfriend says I worry too much. I want to run a 10 km race by May.',
      /10 km race by May/u,
      /in front of others/u,
    ],
    [
      'Me aburro mucho en las reuniones. Hablar con mi hermano me ayuda, y quiero ahorrar 2.000 euros antes de junio.',
      /ahorrar 2\.000 euros antes de junio/u,
      /hablar en público/u,
    ],
    ['Na poradách se nudím. Mluvit o tom nechci, ale chci do června uběhnout 10 km.', /Uběhnu 10 km do června/u, /mluvit před lidmi/u],
    [
      "Je m'ennuie en réunion. Parler à mon frère m'aide, et je veux économiser 2 000 euros d'ici juin.",
      /2 000 euros/u,
      /parler en public/u,
    ],
    [
      'Nelle riunioni mi annoio. Parlare con mio fratello mi aiuta, e voglio risparmiare 2.000 euro entro giugno.',
      /2\.000 euro/u,
      /parlare in pubblico/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('reads no language goal from a sleep sentence and the next one (uk)', () => {
    const out = draftGoals('Я погано сплю. Розмовляти з лікарем не хочу, але хочу до березня знайти нову роботу.', NOV_26);
    expect(out).toMatch(/знайду нову роботу до березня/u);
    expect(out).not.toMatch(/заняття на тиждень|тест на рівень/u);
  });

  it('still lets a gap run inside one sentence, and over a decimal point', () => {
    const index = indexCues([['in meetings ~ say'], ['price ~ 2 5']]);
    expect(firstCues(foldedWords('In meetings I never say a word.'), index).has(0)).toBe(true);
    expect(firstCues(foldedWords('In meetings. I never say a word.'), index).has(0)).toBe(false);
    expect(firstCues(foldedWords('In meetings! I never say a word.'), index).has(0)).toBe(false);
    expect(firstCues(foldedWords('In meetings\nI never say a word'), index).has(0)).toBe(false);
    expect(firstCues(foldedWords('The price rose by 2.5 %'), index).has(1)).toBe(true);
  });
});
