/**
 * Issue 33, blind reading 16's 07: a debt run up by online shopping in tired evenings got the debt
 * and the talk with the partner, never the shopping that makes it. Buying online on impulse is a
 * goal of its own with a pause before each purchase, saved cards deleted and every purchase noted;
 * and "online shopping" is no online shop to start (the business cue is the whole word "shop").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('buying online on impulse gets its own goal beside the debt', () => {
  it.each([
    [
      'Mam 18 tysięcy złotych na karcie kredytowej. Większość długu to zakupy przez internet, często kupuję wieczorem jak jestem zmęczona. Partner nie wie, ile jestem winna.',
      /Przestanę kupować pod wpływem impulsu[^\n]*48 godzin/u,
    ],
    [
      'Tengo 3.000 euros de deuda en la tarjeta, casi todo compras online que hago cuando estoy aburrida.',
      /dejar de comprar por impulso[^\n]*48 horas/u,
    ],
    [
      'Ich habe 5.000 Euro Schulden, vor allem Frustkäufe, und bestelle online fast jeden Abend.',
      /keine Spontankäufe mehr machen[^\n]*48 Stunden/u,
    ],
    ['Кредитка в минусе на 90 тысяч, в основном покупки в интернете по ночам.', /импульсивные покупки[^\n]*48 часов/u],
    ['Mám dluh 40 000 Kč na kreditce, hlavně nákupy na internetu, a nevím, jak přestat.', /nakupovat impulzivně[^\n]*48 hodin/u],
  ])('%s', (input, impulse) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(impulse);
    expect(out.split('\n').filter((l) => /^\d\. /u.test(l)).length).toBeGreaterThanOrEqual(2);
  });

  it('online shopping is no business to start, and the sleep it costs stays', () => {
    const out = draftGoals("I've got £4,000 on two credit cards, mostly online shopping late at night when I can't sleep.", NOW);
    expect(out).toMatch(/stop buying things on impulse/u);
    expect(out).toMatch(/sleep/u);
    expect(out).not.toMatch(/business|customers/u);
  });

  it('an online shop of one’s own is still a business', () => {
    expect(draftGoals('I want to open my own online shop for handmade candles next year.', NOW)).toMatch(/customers/u);
  });
});

// Blind readings 16 and 17: "powiem o długach bliskiej osobie", "svému protějšku" where the story says "Partner", "manžel".
describe('the talk about hidden debts names the partner the story names', () => {
  it.each([
    ['Mam 18 tysięcy złotych na karcie kredytowej. Partner nie wie, ile dokładnie jestem winna.', /powiem o długach partnerowi/u],
    ['Mám dluhy 85 000 Kč na kreditkách a manžel o tom neví.', /řeknu o dluzích manželovi/u],
    ['I owe £6,000 on credit cards and my wife has no idea.', /tell my wife about the debts/u],
    ['Ich habe 8.000 Euro Schulden und meine Frau weiß nichts davon.', /meine Schulden meiner Frau offenlegen/u],
    ['У меня долг 200 тысяч по кредиткам, и муж ничего не знает.', /расскажу о долгах мужу/u],
    ["J'ai 4 000 euros de dettes et mon compagnon ne le sait pas.", /parler de mes dettes à mon compagnon/u],
  ])('%s', (input, named) => {
    expect(draftGoals(input, NOW)).toMatch(named);
  });
});
