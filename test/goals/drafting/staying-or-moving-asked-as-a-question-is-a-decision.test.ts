/**
 * Issue 33 (round 50's probes): a decision told as a bare question of staying ("Zostać w Krakowie czy przeprowadzić się
 * do Wrocławia?", "¿Me quedo en Madrid o vuelvo a Sevilla?", "Resto a Torino o mi trasferisco a Milano?", "Остаться в
 * Москве или переехать в Казань?") was read only after a word of not knowing ("nie wiem, czy …") or a "should I": alone it
 * got no goal and beside a debt and a wish it was dropped, while English and Czech kept it. The option of staying that
 * opens the question is an ask of its own (options.json asks): the question is said as the choice it asks, beside the
 * other concerns.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('staying or moving asked as a question is a decision', () => {
  it.each([
    [
      '¿Me quedo en Madrid o vuelvo a Sevilla con mis padres? Debo 8.000 euros de la tarjeta y quiero ahorrar 200 euros al mes.',
      'Voy a decidir en las próximas seis semanas si me quedo en Madrid o vuelvo a Sevilla con mis padres',
      'Voy a ahorrar 200 euros al mes',
    ],
    [
      'Resto a Torino o mi trasferisco a Milano? Ho anche un debito di 5.000 euro e vorrei iniziare a correre tre volte a settimana.',
      'Deciderò entro sei settimane se resto a Torino o mi trasferisco a Milano',
      'Ripagherò i miei debiti',
    ],
    [
      'Zostać w Krakowie czy przeprowadzić się do Wrocławia? Mam dług 12 000 zł i chcę biegać trzy razy w tygodniu.',
      'Zdecyduję w ciągu sześciu tygodni, czy zostać w Krakowie czy przeprowadzić się do Wrocławia',
      'Spłacę swoje długi',
    ],
    [
      'Остаться в Москве или переехать в Казань? У меня долг 300 000 рублей, и я хочу бегать три раза в неделю.',
      'Я решу в течение шести недель, остаться ли в Москве или переехать в Казань',
      'Я буду бегать три раза в неделю',
    ],
  ] as const)('%s', (text, decision, other) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(decision);
    expect(out).toContain(other);
  });

  it('is no decision without its "or"', () => {
    expect(draftGoals('Zostać w Krakowie na zawsze?', NOV_25)).not.toContain('Zdecyduję');
  });
});
