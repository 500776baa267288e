/**
 * Issue 33 (round 50's readings): "También tengo a mi mamá en Valencia (Venezuela) enferma de diabetes, le mando
 * medicinas …" was answered "Voy a devolver mi glucosa en sangre a un nivel sano": the diabetes cue fired on the
 * mother's illness. "mi madre tiene" was already an unless of the blood-sugar and health situations; a parent named a
 * few words before the illness ("mamá ~ diabetes", "mamá ~ enferma de", "мама ~ диабет") is one too, in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const OWN_SUGAR = /glucosa|glucose|Blutzucker|cukru|сахар|цукр|glycémie|glicemia|hábitos más sanos/u;

describe("a parent's diabetes is not the person's own", () => {
  it.each([
    'Quiero dar clases particulares. También tengo a mi mamá en Valencia (Venezuela) enferma de diabetes, le mando medicinas.',
    'Mi madre en Caracas sufre de diabetes desde hace años. Quiero ahorrar 200 euros al mes.',
    'Mein Vater in Polen leidet seit Jahren an Diabetes. Ich will 10 Kilo abnehmen.',
    'Moja mama w Krakowie choruje na cukrzycę. Chcę zdać egzamin B2.',
    'Моя мама в Харькове давно болеет, у неё диабет. Хочу найти работу бухгалтером.',
  ])('%s', (input) => {
    expect(draftGoals(input, NOV_25)).not.toMatch(OWN_SUGAR);
  });

  it('still hears the person’s own diabetes', () => {
    expect(draftGoals('Tengo diabetes tipo 2 y mi médico dice que debo bajar el azúcar.', NOV_25)).toContain(
      'Voy a devolver mi glucosa en sangre a un nivel sano',
    );
  });
});
