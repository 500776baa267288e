/**
 * Issue 33: grammar breaks from the mentee's own clause. A "but" (not "but also") or a question
 * ("a co potem") after the aim starts the story, with or without a comma, and no goal quotes it. A
 * pronoun naming people ("com eles", "sie besuchen") becomes the people the story named as its own
 * ("os meus filhos"); a pronoun with nothing to name ("es verkaufen", "to zrobić") keeps the clause
 * out of the goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe('a "but" or a question after the aim is the story', () => {
  it.each([
    [
      'es',
      'Quiero ahorrar 3000 euros para diciembre pero siempre me lo gasto todo en cenas.',
      /ahorrar 1\.000 euros para diciembre, .*los 3\.000 euros completos/u,
      /siempre|pero/u,
    ],
    ['es', 'Quiero aprobar el B2 en junio pero llego tan cansada del trabajo que no estudio.', /aprobar el B2/u, /cansada|pero/u],
    ['pt', 'Quero juntar 2000 euros até março mas acabo sempre por gastar tudo.', /juntar 2000 euros/u, /acabo|mas /u],
    ['cs', 'Chci zhubnout 8 kilo do léta, ale večer vždycky něco sním.', /Zhubnu 8 kilo/u, /večer vždycky|ale /u],
    ['sk', 'Chcem schudnúť 5 kíl do júna ale stále jem sladkosti.', /Schudnem 5 kíl/u, /sladkosti|ale /u],
    ['ru', 'Хочу бегать три раза в неделю до лета но постоянно устаю.', /бегать три раза/u, /устаю|но /u],
    ['uk', 'Хочу прочитати 10 книжок до кінця року але не маю часу.', /прочитаю 10 книжок/u, /часу|але /u],
    ['pl', 'Chcę przeczytać 12 książek w tym roku, a co potem, nie wiem.', /Przeczytam 12 książek/u, /a co potem/u],
    ['cs', 'Chci dokončit dva kurzy do března, a co dál, to nevím.', /Dokončím dva kurzy/u, /a co dál/u],
  ])('%s: %s', (_lang, input, kept, dropped) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(dropped);
  });
});

describe('a pronoun naming people becomes the people the story named', () => {
  it.each([
    [
      'pt',
      'Os meus filhos estão a crescer e eu trabalho demais. Quero passar mais tempo com eles aos fins de semana.',
      /com os meus filhos/u,
      /eles/u,
    ],
    [
      'it',
      "I miei nipoti crescono in fretta. Voglio passare più tempo con loro ogni fine settimana fino all'estate.",
      /con i miei nipoti/u,
      /più tempo con loro/u,
    ],
    [
      'en',
      'My grandparents are getting old. I want to spend more time with them, at least two Sundays a month.',
      /with my grandparents/u,
      /them/u,
    ],
    [
      'de',
      'Meine Eltern sind alt und meine Geschwister wohnen in der Nähe und helfen, aber ich wohne 400 km weg. Ich will sie öfter besuchen, mindestens einmal im Monat.',
      /meine Eltern öfter besuchen/u,
      /Geschwister|sie öfter/u,
    ],
  ])('%s: %s', (_lang, input, kept, dropped) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(dropped);
  });
});

describe('only people replace a pronoun, and only where it can be people', () => {
  it.each([
    ['I love my job but I work too much. I want to spend more time with them.', /with my job/u],
    ['I hate my commute and my boss. I want to spend more time with them.', /with my commute/u],
    ['My kids are small. I have 3 exams in June and I want to pass them.', /pass my kids/u],
  ])('%s', (input, wrong) => {
    expect(draftGoals(input, NOW)).not.toMatch(wrong);
  });
});

describe('a pronoun with nothing to name keeps the clause out of the goal', () => {
  it.each([
    ['de', 'Mein altes Auto macht nur Ärger, bis März will ich es verkaufen.', /es verkaufen/u],
    ['de', 'Ich habe einen alten Schrank. Bis Ostern will ich ihn verkaufen.', /ihn verkaufen/u],
    ['pl', 'Moim celem jest to zrobić przed wakacjami: zdać egzamin na prawo jazdy.', /to zrobić/u],
  ])('%s: %s', (_lang, input, dropped) => {
    expect(draftGoals(input, NOW)).not.toMatch(dropped);
  });
});

describe('a verb of thinking takes its preposition with it', () => {
  it.each([
    ['es', 'Pienso en mudarme a Valencia el año que viene.', /Voy a mudarme a Valencia/u],
    ['es', 'Pienso en apuntarme a un gimnasio y entrenar tres veces por semana hasta marzo.', /voy a apuntarme a un gimnasio/u],
    ['pt', 'Penso em mudar de emprego até junho.', /Vou mudar de emprego até junho/u],
    ['pt', 'Penso em aprender a nadar antes do verão.', /Vou aprender a nadar/u],
  ])('%s: %s', (_lang, input, kept) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/(?:Voy a|Vou) e[nm] /u);
  });
});
