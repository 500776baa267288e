/**
 * Issue 33, blind reading 3: a vague wish ("I just feel stuck", "Je voudrais être plus organisée",
 * "Хочу найти своё дело") is answered by the first step of its family (wishes.json) — feeling stuck,
 * being organised, finding one's calling, being a better parent, being happier — with a figure and a
 * deadline, never with the mentee's sentence quoted back or the weekly-steps filler.
 */
import { describe, expect, it } from 'vitest';
import { wishesFrom } from '../../../src/goals/drafting/vague.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const QUOTE = /[“„«"]/u;

describe('a vague wish of a known family gets its first step', () => {
  it.each([
    // Feeling stuck, lost, without motivation.
    ['I feel stuck and kind of lost lately', /three areas of my life where I feel most stuck/],
    ['Ich stecke irgendwie fest und habe keine Motivation', /in denen ich am meisten feststecke/],
    ['Chtěla bych mít víc motivace, pořád se k ničemu nedokopu', /přešlapuji na místě/],
    ['Úgy érzem, elakadtam, nincs semmi motivációm', /egy helyben toporgok/],
    // Being organised or productive.
    ['Je voudrais être plus organisée', /chaque dimanche soir.*trois priorités par jour/],
    ['Хочу бути більш організованою і встигати все', /щонеділі ввечері плануватиму/],
    ['Vorrei essere più produttiva, perdo sempre tempo', /tre priorità al giorno/],
    ['Szeretnék szervezettebb lenni', /három prioritással/],
    // Finding one's calling.
    ['Хочу найти своё дело', /десять вещей, которые у меня получаются/],
    ['Chciałabym w końcu wiedzieć, co chcę robić w życiu', /dziesięć rzeczy, które robię dobrze/],
    ["J'aimerais trouver ce que je veux vraiment faire de ma vie", /dix choses que je fais bien/],
    // A better parent.
    ['Chcem byť lepšia mama pre svoje deti', /20 minút plnej pozornosti/],
    ['I want to be a better dad', /20 minutes of undivided time with my children/],
    ['Quiero ser mejor madre', /20 minutos con mis hijos/],
    // Happier.
    ['Szeretnék boldogabb lenni', /három dolgot, ami aznap jól sikerült/],
    ['Quero ser mais feliz', /três coisas que correram bem/],
    ['Хочу бути щасливішою', /три речі, які вдалися/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(QUOTE);
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(
      /\d|three|ten|six|four|drei|zehn|sechs|vier|trois|dix|tre|dieci|três|dez|trzy|dziesięć|tři|deset|tri|desať|три|десять|шість|шесть|három|tíz|hat/u,
    );
  });

  it.each([
    // A topic or a situation of its own keeps its goal: the marathon, the lost job, the debts.
    ['I feel stuck, I want to run a marathon next year', /three times a week/],
    ['Ich habe meinen Job verloren und fühle mich verloren', /Bewerbungen/],
    ['Quero ser mais organizada com as minhas dívidas', /dívida/],
  ])('not when the wish has a topic or tells a situation: %s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });

  it('checks wishes.json at start-up: a family without a step in every language stops the service', () => {
    expect(() => wishesFrom({ families: [{ family: 'x', over: [], cues: ['a'], step: { en: 'a' }, measure: {}, hu: 'a' }] })).toThrow(
      /family 1 \(x\)/,
    );
  });

  it('reads a shared group of cues by its name, and stops at a name wishes.json does not hold', () => {
    const langs = ['en', 'cs', 'sk', 'pl', 'uk', 'ru', 'de', 'es', 'fr', 'it', 'pt'];
    const all = Object.fromEntries(langs.map((l) => [l, 'a']));
    const family = { family: 'x', over: [], step: all, measure: all, hu: 'a' };
    const [read] = wishesFrom({ groups: { shared: 'Stuck|lost' }, families: [{ ...family, cues: ['@shared|in a rut', 'work'] }] });
    expect(read!.cues).toEqual([['stuck', 'lost', 'in a rut'], ['work']]);
    expect(() => wishesFrom({ families: [{ ...family, cues: ['@nowhere'] }] })).toThrow(/no group of cues named @nowhere/);
  });
});
