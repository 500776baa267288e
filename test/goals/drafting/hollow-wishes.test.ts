/**
 * Issue 33, blind reading 8: a vague wish is never echoed back hollow. "Хочу нарешті знайти себе"
 * ("I finally want to find myself") gets the concrete first step as "I want to be better" does — a
 * word such as "finally" changes nothing in it — and "more time for myself" gets protected hours a
 * week for oneself (wishes.json, family "self-time"), not a workload plan or job applications.
 * A verb whose object is only "something" ("conseguir algo más estable") names no aim: it is not echoed.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('"time for myself" gets protected hours a week for oneself', () => {
  it.each([
    ["I'd like more time for myself.", /three hours a week just for myself/],
    ['Ich hätte gern mehr Zeit für mich.', /drei Stunden pro Woche nur für mich/],
    ["J'aimerais avoir plus de temps pour moi.", /trois heures par semaine rien que pour moi/],
    ['Quiero tener más tiempo para mí, entre el trabajo y la casa no me queda nada.', /tres horas a la semana solo para mí/],
    ['Vorrei più tempo per me.', /tre ore alla settimana solo per me/],
    ['Queria ter mais tempo para mim.', /três horas por semana só para mim/],
    ['Chciałbym mieć więcej czasu dla siebie.', /trzy godziny tygodniowo tylko dla siebie/],
    ['Chtěla bych mít víc času pro sebe.', /tři hodiny týdně jen pro sebe/],
    ['Chcem mať viac času pre seba.', /tri hodiny týždenne len pre seba/],
    ['Хочу мати більше часу для себе.', /три години лише для себе/],
    ['Хочу больше времени для себя, а то работа и дети съедают всё.', /трёх часов только для себя/],
    ['Szeretnék több időt magamra.', /három órát csak magamnak/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(/candidatur|откликов|carga de trabalho|priorytety/u);
  });
});

// Finding oneself is the restart family's step (wishes.json, round 51): how the person wants three areas of life to look.
describe('"finally" changes nothing in a vague wish: the first step, not an echo', () => {
  it.each([
    ['Хочу нарешті знайти себе.', /яким я хочу бачити своє життя у трьох сферах/],
    ['Хочу наконец найти себя.', /какой я хочу видеть свою жизнь в трёх областях/],
    ['Je voudrais enfin me retrouver.', /à quoi je veux que ma vie ressemble dans trois domaines/],
    ['Ich will endlich mich selbst finden.', /wie mein Leben in drei Bereichen/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(/знайду|найду|me retrouver|selbst finden/u);
  });
});

describe('a verb whose object is only "something" is not echoed back', () => {
  it.each([
    ['Quiero conseguir algo más estable antes del verano.', /algo más estable/u],
    ['I have been temping for two years. I want something more stable by next year.', /something more stable/u],
    ['Pracuju na směny v logistice. Chci si najít něco lepšího do léta.', /něco lepšího/u],
    ['Ich jobbe seit einem Jahr im Callcenter. Ich möchte bis Herbst etwas Festes finden.', /etwas Festes/u],
    ['Хочу найти что-то получше до весны.', /что-то получше/u],
  ])('%s', (input, echo) => {
    expect(draftGoals(input, NOW)).not.toMatch(echo);
  });
});
