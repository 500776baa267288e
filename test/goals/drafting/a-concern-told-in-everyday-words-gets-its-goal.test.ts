/**
 * Issue 33 (blind readings 62 to 64): concerns told in everyday words were not recognised, and the answer gave
 * goals only to the side topics — a nurse's fifty-hour weeks behind her exhaustion, a story about betting on
 * football, a Slovak student's resit that decides whether he stays, two job offers with an answer due. Each is a
 * situation of its own (situations.json), so it keeps a goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a concern told in everyday words gets its own goal', () => {
  it.each([
    [
      'Ich arbeite seit 11 Jahren als Pflegekraft auf der Intensivstation, meistens 50 Stunden pro Woche mit Nachtschichten. Seit dem Herbst schlafe ich schlecht und hatte im Januar zwei Wochen Krankschreibung wegen Erschöpfung.',
      'meine Arbeitslast auf ein tragbares Maß senken',
    ],
    [
      "J'ai ouvert ma boulangerie il y a un an. Je travaille 70 heures par semaine et je dors mal.",
      'ramener ma charge de travail à un niveau tenable',
    ],
    [
      'Я работаю по 60 часов в неделю, и это главное. Из-за этого плохо сплю и почти не вижу друзей.',
      '1. Я восстановлю силы и снижу рабочую нагрузку',
    ],
    [
      "so i started betting on football like 'just for fun' last year and now im down like £2,800, some of it on my overdraft. my gf doesnt know.",
      'I will stop gambling',
    ],
    ['V januári mám opravnú skúšku zo štatistiky a ak ju neurobím, vyhodia ma. Okrem toho veľa hrám hry a zle spím.', '1. Urobím skúšku'],
    [
      'Tenho duas propostas de emprego, uma em Lisboa e outra no Porto, e tenho de responder até dia 20. Ando a dormir mal e sem tempo para o ginásio.',
      'Até 20 de dezembro vou decidir sobre a proposta de emprego',
    ],
  ])('%s', (text, kept) => {
    expect(draftGoals(text, NOV_25)).toContain(kept);
  });
});
