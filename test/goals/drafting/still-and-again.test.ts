/**
 * Issue 33, second hunt for breaks (lang15b): "chciałabym jeszcze skończyć …", "хочу ще раз скласти …"
 * — the story's "still" or "once more" before the infinitive is pasted beside the conjugated verb
 * ("Skończę jeszcze studia", "Я сдам раз экзамен"); the goal drops it (intents.json "also").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('"still" and "once more" before the aim are the story’s', () => {
  it.each([
    ['Mam dwoje dzieci i pracę na etacie, ale chcę jeszcze zrobić prawo jazdy do maja.', /jeszcze|Zdobędę/u, /do maja/u],
    ['Mám dvě děti a práci na plný úvazek, ale chci ještě udělat řidičák do května.', /ještě|Získám/u, /do května/u],
    ['Mám dve deti a prácu na plný úväzok, ale chcem ešte urobiť vodičák do mája.', /ešte|Získam/u, /do mája/u],
    ['Маю двох дітей і повну ставку, але хочу ще здобути права до травня.', /\bще\b|ще /u, /до травня/u],
    ['Хочу ещё раз сдать экзамен на права до мая, первый раз не сдал.', /ещё|\bраз\b|сдам раз/u, /до мая/u],
    ['Chcę jeszcze raz zdać egzamin z matematyki do czerwca, w maju mi nie poszło.', /jeszcze|\braz\b/u, /do czerwca/u],
  ])('%s', (input, pasted, deadline) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(pasted);
    expect(output).toMatch(deadline);
  });
});
