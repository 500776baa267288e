/**
 * Issue 33 (round 50's probes): a monthly rate told before the verb of its sum ("co miesiąc odkładać
 * 400 zł", "každý měsíc odkládat 3 000 Kč", "каждый месяц откладывать 15 000 рублей", "щомісяця
 * відкладати 2 000 гривень") was read as a sum and paced again over the months to the date: "co miesiąc
 * będę odkładać 35 zł", "каждый месяц буду откладывать 1 200 рублей". The rate read right before an amount
 * (the round before: "jeden Monat 150 € zurücklegen") may now stand one word earlier, before that verb: the
 * person's own pace, kept with a standing order.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a rate told before the verb of its sum is the person’s own pace', () => {
  it.each([
    [
      'Od stycznia chcę co miesiąc odkładać 400 zł na wkład własny, do końca 2027 roku.',
      /^Moim celem jest co miesiąc odkładać 400 zł na wkład własny, do końca 2027 roku – w tym tygodniu ustawię stały przelew/u,
      /odkładać 35 zł/u,
    ],
    [
      'Chci do léta každý měsíc odkládat 3 000 Kč na dovolenou.',
      /^Mým cílem je každý měsíc odkládat 3 000 Kč na dovolenou do léta – tento týden si nastavím trvalý příkaz/u,
      /430 Kč/u,
    ],
    [
      'Chcem do konca budúceho roka každý mesiac odkladať 100 eur.',
      /^Mojím cieľom je každý mesiac odkladať 100 eur do konca budúceho roka – tento týždeň si nastavím trvalý príkaz/u,
      /odložím 10 eur/u,
    ],
    [
      'Хочу до конца следующего года каждый месяц откладывать 15 000 рублей.',
      /^Я буду каждый месяц откладывать 15 000 рублей до конца следующего года — на этой неделе настрою автоматический перевод/u,
      /1 200 рублей/u,
    ],
    [
      'Хочу до літа щомісяця відкладати 2 000 гривень.',
      /^Моя мета — щомісяця відкладати 2 000 гривень до літа; цього тижня налаштую автоматичний переказ/u,
      /290 гривень/u,
    ],
    [
      'Ich will bis Ende 2027 jeden Monat sparen 200 Euro.',
      /jeden Monat sparen 200 Euro; dafür richte ich diese Woche einen Dauerauftrag dafür ein/u,
      /20 Euro zurück/u,
    ],
  ])('%s', (text, kept, gone) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toMatch(kept);
    expect(draft).not.toMatch(gone);
  });
});
