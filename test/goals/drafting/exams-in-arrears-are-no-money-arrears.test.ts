/**
 * Issue 33 (round 26 fresh reading 25): Italian "arretrati" are arrears of money and also exams left over from an
 * earlier year ("tre esami arretrati del primo anno"). The bare word made a student's backlog a money goal ("Metterò
 * in ordine le mie finanze"); it is money only with money around it (euros, rent, bills, payments).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('exams in arrears are no money arrears', () => {
  it('answers the exams left over, not the finances', () => {
    const goals = draftGoals(
      'Sono al secondo anno di ingegneria e ho ancora tre esami arretrati del primo anno. I miei genitori pensano che vada tutto bene.',
      NOV_25,
    );
    expect(goals).toContain('Supererò tutti gli esami');
    expect(goals).not.toMatch(/finanze/u);
  });

  it('still reads rent in arrears as money', () => {
    expect(
      draftGoals("Ho un arretrato di 1.400 euro con l'affitto e il padrone di casa vuole tutto entro fine febbraio.", NOV_25),
    ).not.toMatch(/esam/u);
  });
});
