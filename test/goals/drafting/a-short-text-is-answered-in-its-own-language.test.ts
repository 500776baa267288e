/**
 * Issue 33: a wrong-language answer is the worst break a reader finds, and short texts had the least
 * evidence: "Sono stata bocciata all'esame." was answered in English, "Chumbei no exame." and "Non so
 * se devo iscrivermi al master." in Spanish. Each language now counts its commonest function words,
 * auxiliaries and first-person forms, the same words typed without accents ("nao sei", "nevim"), and
 * word endings of its own (participles, first-person and reflexive forms; language.json); a language
 * with no evidence at all is not tried on a sentence nothing was read from ("Got rejected …" was read
 * as a Czech infinitive). Only the language of the answer is pinned here, not its wording.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/goals/drafting/language.js';
import { draftGoals } from '../../../src/goals/offline.js';

const fixedDate = new Date('2026-11-25T10:00:00Z');

const SHORT: [string, string][] = [
  ['en', 'Got rejected from grad school.'],
  ['en', 'Not sure what to do'],
  ['de', 'Hab meinen Job verloren.'],
  ['fr', 'Je me sens seule.'],
  ['fr', 'je suis toujours fatigué'],
  ['es', 'quisiera aprender ingles'],
  ['it', "Sono stata bocciata all'esame."],
  ['it', 'Non so se devo iscrivermi al master.'],
  ['pt', 'Chumbei no exame.'],
  ['pt', 'durmo mal'],
  ['pt', 'Sinto-me sozinha.'],
  ['pt', 'queria aprender ingles'],
  ['pl', 'chce schudnac'],
  ['pl', 'chcialbym nauczyc sie hiszpanskiego'],
  ['pl', 'odkladam wszystko na pozniej'],
  ['pl', 'Brakuje mi motywacji.'],
  ['cs', 'nevim co studovat'],
  ['sk', 'neviem co studovat'],
  ['sk', 'stále všetko odkladám'],
  ['sk', 'Chýba mi motivácia.'],
  ['sk', 'V práci sa nudím.'],
  ['uk', 'погано сплю'],
  ['uk', 'Почуваюся самотньою.'],
  ['uk', 'Не склав на права.'],
];

describe('a short text is answered in its own language', () => {
  it.each(SHORT)('%s: %s', (language, text) => {
    const answer = draftGoals(text, fixedDate);
    expect(answer).not.toBe('No response.');
    expect(detectLanguage(answer), answer).toBe(language);
  });
});
