/**
 * Issue 33 (round 48): a mentee whose savings or pay last a few months but who dates the search later ("Meine
 * Ersparnisse reichen noch zwei Monate, ich will bis zum Sommer einen Job finden") got a plan for the summer that
 * said nothing of the months with no money. The own date stays; a sentence after the measure says what happens when
 * the runway ends (own-measures.json, budget.runOut; pace.ts, runway). A date within the runway needs none.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a job search dated past its runway says what follows when the money ends', () => {
  it.each([
    [
      'Meine Ersparnisse reichen noch zwei Monate, ich will bis zum Sommer einen Job finden',
      'Ich werde bis zum Sommer einen Job finden',
      'Habe ich innerhalb von 2 Monaten kein Angebot, nehme ich einen Übergangsjob an',
    ],
    [
      'My savings last two more months but I want to find a job by summer',
      'I will find a job by summer',
      'If I have no offer within the next 2 months, I will take a temporary job',
    ],
    [
      'Mis ahorros me alcanzan para dos meses y quiero encontrar trabajo antes del verano',
      'Voy a encontrar trabajo antes del verano',
      'Si no tengo ninguna oferta en los próximos 2 meses, aceptaré un trabajo temporal',
    ],
    [
      'Сбережений хватит на два месяца, хочу найти работу к лету',
      'Я найду работу к лету',
      'Если в течение 2 месяцев у меня не будет ни одного предложения, возьму временную работу',
    ],
  ])('%s', (text, dated, fallback) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(dated);
    expect(goals).toContain(fallback);
  });

  it('a date within the runway needs no fallback', () => {
    const goals = draftGoals('Meine Kündigungsfrist ist zwei Monate. Ich will bis Ende Januar einen neuen Job finden', NOV_25);
    expect(goals).toContain('Ich werde bis Ende Januar einen neuen Job finden');
    expect(goals).not.toMatch(/Übergangsjob/u);
  });
});
