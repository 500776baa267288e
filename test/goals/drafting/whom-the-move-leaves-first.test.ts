/**
 * Issue 33 (blind reading 24's 25): "перееду в отдельную квартиру от родителей" reads as a flat away from the
 * parents; whom a told move leaves goes before the place it goes to ("перееду от родителей в отдельную
 * квартиру"), in every Slavic language (gate.json fromAfterPlace); a date after the place ("od stycznia") stays.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('whom a told move leaves goes before the place it goes to', () => {
  it.each([
    ['Хочу до весны съехать в съёмную комнату от мамы, я коплю на залог.', /от мамы в съёмную комнату до весны/u],
    ['Хочу до літа переїхати в окрему квартиру від батьків.', /переїду від батьків в окрему квартиру до літа/u],
    ['Chcę do końca marca wyprowadzić się do kawalerki od rodziców.', /wyprowadzić się od rodziców do kawalerki/u],
    ['Chci se do září odstěhovat do vlastního bytu od rodičů.', /se od rodičů do vlastního bytu do září/u],
    ['Chcem sa do jari presťahovať do podnájmu od rodičov.', /sa od rodičov do podnájmu do jari/u],
  ])('%s', (input, ordered) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(ordered);
  });

  it('leaves a date after the place where it stands', () => {
    expect(draftGoals('Chcę przejść do innego działu od stycznia.', NOV_26)).toMatch(/do innego działu/u);
    expect(draftGoals('Chcę przejść do innego działu od stycznia.', NOV_26)).not.toMatch(/od stycznia do innego/u);
  });
});
