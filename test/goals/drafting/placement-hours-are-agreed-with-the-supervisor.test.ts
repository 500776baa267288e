/**
 * Issue 33 (round 67, filler67's probes; blind reading 108's 22): training or placement hours to
 * complete ("finire le 1000 ore con il tirocinio", "wyrobić 200 godzin praktyk", "odpracovat 150 hodin
 * praxe") were answered with applications for an internship, study modules or a stock three months
 * ("Finirò le 1000 ore con il tirocinio entro i prossimi tre mesi"). Hours of a placement are agreed
 * with its supervisor (fixed days and the date all of them are done), worked out by the week and
 * signed off: aims.json's placement-hours entry, dated in its own steps where the mentee names no date,
 * and keeping the mentee's own date where they do.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('placement hours are agreed with the supervisor', () => {
  it.each([
    [
      'Devo finire le 450 ore di tirocinio entro giugno, finora ne ho fatte 180.',
      /Finirò le 450 ore di tirocinio entro giugno, concordando entro due settimane con il mio tutor di tirocinio giorni fissi/u,
    ],
    [
      'Muszę wyrobić jeszcze 200 godzin praktyk zawodowych do końca czerwca.',
      /200 godzin praktyk zawodowych do końca czerwca – w ciągu dwóch tygodni ustalę z opiekunem praktyk stałe dni/u,
    ],
    [
      'Do konce června musím odpracovat 150 hodin praxe na kurz pracovníka v sociálních službách.',
      /150 hodin praxe na kurz pracovníka v sociálních službách do konce června – do dvou týdnů se s vedoucím praxe domluvím/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/candidature|zgłoszeń do firm|modul/u);
  });

  it('a thousand hours with no date of their own take no stock three months', () => {
    const out = draftGoals(
      'Voglio diventare OSS: iscrivermi al corso regionale entro gennaio, finire le 1000 ore con il tirocinio e trovare lavoro in una RSA entro la fine del 2027.',
      NOW,
    );
    expect(out).toMatch(/Finirò le 1000 ore con il tirocinio, concordando entro due settimane/u);
    expect(out).not.toMatch(/1000 ore con il tirocinio entro i prossimi tre mesi/u);
  });
});
