/**
 * Issue 33 (round 55's probes; blind reader 85 #11): a sum the mentee already has was paced as the sum to put
 * aside. "У нас уже отложено 200 тысяч рублей, хотим купить квартиру через два года" read "каждый месяц буду
 * откладывать 8 350 рублей" (the 200 000 spread over the two years), "Mamy odłożone ok. 60 tys. zł … za rok"
 * read "co miesiąc będę odkładać 5 000 zł". A sum told as had — a word of having or "already" beside a word
 * of saving done ("уже отложено", "mamy odłożone", "already saved", "tengo ahorrados") — is what they have,
 * not what a goal naming no sum must reach: the goal keeps its own steps. A larger sum beside it still leaves
 * a gap to save, and a having alone ("Ho un arretrato di 1.400 euro") is no saving done, so a debt is still paced.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('money already had is no sum to save', () => {
  it.each([
    [
      'У нас уже отложено 200 тысяч рублей, хотим купить квартиру через два года.',
      'Я куплю квартиру через два года',
      'какой нужен первоначальный взнос',
      /8 350|откладывать \d/u,
    ],
    [
      'Mamy odłożone ok. 60 tys. zł i plan był, że za rok wracam na stałe i otwieram własny warsztat.',
      'Zapanuję nad swoimi finansami',
      'każdy wydatek do budżetu',
      /5 000 zł/u,
    ],
    [
      'Chceme si do dvou let koupit byt v Plzni a máme našetřeno 300 000 Kč.',
      'Koupím si byt v Plzni do dvou let',
      'pevnou částku',
      /12 500/u,
    ],
    [
      "We want to buy a house in Leeds within three years and we've already saved £20,000.",
      'I will save up the deposit for a home of my own within three years',
      'how big a deposit is needed',
      /£560/u,
    ],
    [
      'Ya tengo ahorrados 6.000 euros y queremos comprar un piso en tres años.',
      'Voy a comprar un piso en tres años',
      'cuánto queda por ahorrar',
      /170 euros|167 euros|apartando \d/u,
    ],
  ])('%s', (input, start, measure, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(start);
    expect(answer).toContain(measure);
    expect(answer).not.toMatch(gone);
  });

  it('still paces a debt told with a having alone, and a gap beside a sum had', () => {
    expect(
      draftGoals("Ho un arretrato di 1.400 euro con l'affitto e il padrone di casa vuole tutto entro fine febbraio.", NOV_25),
    ).toContain('mettendo da parte 470 euro ogni mese');
    expect(draftGoals('У нас уже отложено 200 тысяч рублей, хотим накопить на первый взнос 600 тысяч к концу 2027 года.', NOV_25)).toMatch(
      /откладывать 30 \d00 рублей/u,
    );
  });
});
