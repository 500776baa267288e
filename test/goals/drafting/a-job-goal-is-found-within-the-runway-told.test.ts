/**
 * Issue 33 (blind reading 54's 1): "my savings … roughly four months before I'm in real trouble" got "I will find a
 * new job within the next six months": a horizon past the runway the person told. When the savings or a benefit are
 * said to last a few months ("will last three more months", "wystarczą mi na trzy miesiące"), a job goal with no date
 * of its own is found within them (own-measures.json budget.runway, pace.ts runway), in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const SIX_MONTHS =
  /six months|sechs Monaten|seis meses|sei mesi|sześciu miesięcy|šesti měsíců|šiestich mesiacov|шести місяців|шести месяцев/u;

describe('a job goal is found within the runway told', () => {
  it.each([
    [
      "I've been out of work since June and sent about 50 applications so far. My savings will last about three more months. I want to find a job as a bookkeeper.",
      /find a job as a bookkeeper within the next 3 months/u,
    ],
    [
      'Seit April bin ich arbeitslos und habe schon 60 Bewerbungen geschrieben. Mein Erspartes reicht noch etwa drei Monate. Ich will eine neue Stelle als Lagerist finden.',
      /Innerhalb von 3 Monaten werde ich eine neue Stelle als Lagerist finden/u,
    ],
    [
      'Llevo cinco meses en paro y he enviado unas 70 solicitudes. Mis ahorros me alcanzan para tres meses más. Quiero encontrar trabajo de administrativa.',
      /En los próximos 3 meses voy a encontrar trabajo de administrativa/u,
    ],
    [
      'Sono disoccupato da marzo e ho mandato circa 40 candidature. I risparmi mi bastano ancora per due mesi. Voglio trovare lavoro come magazziniere.',
      /Entro i prossimi 2 mesi troverò lavoro come magazziniere/u,
    ],
    [
      'Od pół roku szukam pracy, wysłałem już 80 CV. Oszczędności wystarczą mi na trzy miesiące. Chcę znaleźć pracę jako magazynier.',
      /Znajdę pracę jako magazynier w ciągu 3 miesięcy/u,
    ],
    [
      'Už pět měsíců hledám práci a poslal jsem asi 50 žádostí. Úspory mi vydrží na tři měsíce. Chci najít práci jako účetní.',
      /Najdu práci jako účetní během 3 měsíců/u,
    ],
    [
      'Я полгода ищу работу и отправил уже 70 резюме. Сбережений хватит на три месяца. Хочу найти работу кладовщиком.',
      /Я найду работу кладовщиком в течение 3 месяцев/u,
    ],
  ])('%s', (input, within) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(within);
    expect(goals).not.toMatch(SIX_MONTHS);
  });

  it('a job goal with no runway told keeps its six months', () => {
    expect(draftGoals('I want to find a job as a bookkeeper.', NOV_25)).toMatch(/within the next six months/u);
  });
});
