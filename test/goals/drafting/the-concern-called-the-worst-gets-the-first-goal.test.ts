/**
 * Issue 33 (blind readings 62 to 64: the person's central concern came after side topics, or was dropped): a
 * concern the person singles out ("the worst is", "above all", "lo peor", "przede wszystkim", "и это главное")
 * is what they most want help with. Its goal comes first, before a desk worker's stretches or a reading habit
 * told beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('the concern the person calls the worst or puts above all gets the first goal', () => {
  it.each([
    [
      "I smoke 20 cigarettes a day and above all I want to stop that. My back hurts from sitting all day and I don't read anymore.",
      '1. I will quit smoking',
      /1\. I will build movement/u,
    ],
    [
      'Lo peor son las deudas: debo 4.000 euros a la tarjeta y no llego a fin de mes. También duermo mal y quiero leer más.',
      '1. Voy a saldar mis deudas',
      /1\. Voy a leer más/u,
    ],
    [
      'Palę paczkę papierosów dziennie i przede wszystkim chcę to rzucić. Poza tym źle śpię i siedzę cały dzień przy biurku.',
      '1. Rzucę palenie',
      /1\. Wprowadzę do dnia pracy/u,
    ],
    [
      'The worst is the betting. I bet on football every weekend and lost £1,900 since summer. I also sleep badly and my flat is a mess.',
      '1. I will stop gambling',
      /1\. I will sleep better/u,
    ],
  ])('%s', (text, first, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(first);
    expect(goals).not.toMatch(broken);
  });
});
