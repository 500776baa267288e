/**
 * Issue 33 (blind reading 47's 12): "получил три приглашения на собеседование и ни одного оффера" named an offer only to
 * say there is none, and the answer decided on it ("Я приму решение по предложению о работе, сравнив цифры обоих мест")
 * for a person still searching. An offer told as none ("kein einziges Jobangebot", "ninguna oferta", "żadnej oferty")
 * rules the offer's decision out (situations.json, joboffer's unless): the search it tells is answered instead.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an offer told as none is no offer to decide on', () => {
  it.each([
    [
      'Я закончил университет в прошлом году и уже пять месяцев ищу работу. Отправил около 40 откликов, получил три приглашения на собеседование и ни одного оффера.',
      'Я найду новую работу в течение шести месяцев',
      /предложению о работе/u,
    ],
    [
      'Seit vier Monaten suche ich Arbeit, hatte drei Vorstellungsgespräche, aber bisher kein einziges Jobangebot.',
      'werde ich eine neue Stelle finden',
      /über das Jobangebot/u,
    ],
    [
      'Busco trabajo desde mayo, he hecho cinco entrevistas y ninguna oferta de trabajo todavía. Estoy muy desanimado.',
      'Voy a encontrar un nuevo trabajo en los próximos seis meses',
      /decidir sobre la oferta/u,
    ],
  ])('%s', (text, goal, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(broken);
  });

  it('still decides on an offer the person has', () => {
    expect(draftGoals('Me ofrecieron un puesto en Valencia y no sé si aceptarlo.', NOV_25)).toContain(
      'Voy a decidir sobre la oferta de trabajo',
    );
  });
});
