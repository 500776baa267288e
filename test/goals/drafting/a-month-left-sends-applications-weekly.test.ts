/**
 * Issue 33 (round 70, blind readings 113's 25 and 114's 22): "Nájdem si prácu v IT do konca roka – každý
 * mesiac pošlem aspoň päť žiadostí" on 1 December, "до кінця року … щомісяця надсилатиму п’ять заявок": a
 * count "every month" in a span of thirty days is one month's count, no cadence. Within a month the job
 * search's applications are the same count a week (calendar.json sooner, in the stock measure too), unless
 * an aim told before it in its sentence is due later ("pass the NCLEX by the end of August and land a job
 * before Christmas" is next Christmas's, paced by the month).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a month left sends applications weekly', () => {
  it.each([
    ['Chcem si do konca roka nájsť prácu v IT v Dubline.', /každý týždeň pošlem aspoň päť/u, /každý mesiac pošlem/u],
    ['Хочу до кінця року знайти роботу бухгалтером.', /щотижня надсилатиму п’ять заявок/u, /щомісяця надсилатиму/u],
    ['Do konce roku si chci najít novou práci.', /každý týden pošlu alespoň pět/u, /každý měsíc pošlu/u],
    ['Do końca roku chcę znaleźć pracę w biurze.', /co tydzień będę wysyłać co najmniej pięć/u, /co miesiąc będę wysyłać/u],
    ['I want to find a new job by the end of the year.', /five tailored applications a week/u, /applications a month/u],
    ['Bis Ende des Jahres will ich einen neuen Job finden.', /jede Woche mindestens fünf/u, /jeden Monat mindestens/u],
    ["Je veux trouver un CDI d'ici la fin de l'année.", /cinq candidatures ciblées par semaine/u, /ciblées par mois/u],
    ['Hasta fin de año quiero encontrar un trabajo de media jornada.', /adaptadas a la semana/u, /adaptadas al mes/u],
    ['Entro fine anno voglio trovare un lavoro part-time.', /mirate a settimana/u, /mirate al mese/u],
    ['До конца года хочу найти работу на удалёнке.', /каждую неделю буду отправлять/u, /каждый месяц буду отправлять/u],
    [
      'I want to pass the NCLEX-RN by the end of August and land my first job as a registered nurse before Christmas.',
      /before Christmas, sending at least five tailored applications a month/u,
      /applications a week/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
