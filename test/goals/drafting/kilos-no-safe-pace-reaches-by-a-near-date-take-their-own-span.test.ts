/**
 * Issue 33 (figures68; blind reading 111's 20): "perder 8 quilos até ao Natal" on 1 December kept
 * Christmas, 24 days away, as the deadline of 8 kg while the measure asked for half a kilo a week: a
 * goal that contradicts its own pace and no safe one either (more than a kilo a week). Kilos that no
 * safe pace reaches by a near date take the kilos' own span instead (own-measures.json kiloFrames:
 * four months up to 8 kg, six up to 13), and the date is left out of the goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('kilos no safe pace reaches by a near date take their own span', () => {
  it.each([
    [
      'Quero perder 8 quilos até ao Natal para aliviar os joelhos (tenho artrite reumatoide) e conseguir caminhar 30 minutos seguidos sem bengala.',
      /^1\. Nos próximos quatro meses vou perder 8 quilos para aliviar os joelhos,/mu,
      /perder 8 quilos até ao Natal/u,
    ],
    [
      'Chcę schudnąć 9 kg do świąt, bo w styczniu mam wesele siostry i chcę się dobrze czuć.',
      /Schudnę 9 kg w ciągu sześciu miesięcy –/u,
      /Schudnę 9 kg do świąt/u,
    ],
    [
      'Ich möchte bis Weihnachten 7 Kilo abnehmen und wieder regelmäßig schwimmen gehen.',
      /In den nächsten vier Monaten werde ich 7 Kilo abnehmen;/u,
      /bis Weihnachten 7 Kilo/u,
    ],
    [
      'Quiero bajar 12 kilos antes de fin de año porque me duele la espalda.',
      /En los próximos seis meses voy a bajar 12 kilos,/u,
      /12 kilos antes de fin de año/u,
    ],
    ['Хочу скинуть 10 кг до Нового года, а то в джинсы уже не влезаю.', /скинуть 10 кг в течение шести месяцев;/u, /10 кг до Нового года/u],
    [
      'Хочу до кінця року схуднути на 8 кг і почати бігати тричі на тиждень.',
      /Я схудну на 8 кг протягом чотирьох місяців —/u,
      /8 кг до кінця року/u,
    ],
    ['I want to lose 10 kg by Christmas, my jeans no longer fit.', /I will lose 10 kg over the next six months,/u, /10 kg by Christmas/u],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it('keeps a near date a safe pace reaches', () => {
    expect(draftGoals('I want to lose 3 kg by Christmas.', NOW)).toMatch(/^I will lose 3 kg by Christmas, .* about 0\.95 kg a week\.$/u);
  });
});
