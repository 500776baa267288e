/**
 * Issue 33 (round 57's probes): a saving told with its monthly sum beside another aim was glued to that
 * aim or dated by it. Told sum-first or after how often ('a každý měsíc 2 000 Kč spořit', 'y 150 euros al
 * mes ahorrar', 'i co miesiąc odkładać 300 zł', 'и каждый месяц откладывать по 10 тысяч рублей'), it was
 * one goal with the exam ('Udělám si řidičák do léta a každý měsíc 2 000 Kč spořit'); intents.json's
 * frontOften now holds the monthly words, and a sum of money before its infinitive leads with the verb
 * (intents.ts verbFirst), so the saving is an aim of its own. Its rate before the sum may stand a clitic or
 * 'по' away ('každý mesiac si odložiť 100 eur': no 15 eur a month). A sum a period is a habit from now: it
 * takes no other aim's date (blind reading 91's 17: 'start putting £150 a month into a pension by the end
 * of June 2027'), while 'and then start saving' keeps its start after the first aim.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a monthly saving beside another aim is its own habit', () => {
  it.each([
    [
      'Chci si udělat řidičák do léta a každý měsíc 2 000 Kč spořit.',
      /Udělám si řidičák do léta – budu mít alespoň dvě jízdy/u,
      /Mým cílem je spořit každý měsíc 2 000 Kč během dvanácti měsíců – tento týden si nastavím trvalý příkaz/u,
    ],
    [
      'Quiero aprobar el B1 de inglés en junio y 150 euros al mes ahorrar para el viaje.',
      /Voy a aprobar el B1 de inglés en junio, tomando/u,
      /Voy a ahorrar 150 euros al mes para el viaje en los próximos doce meses, programando esta semana una transferencia automática/u,
    ],
    [
      "Voglio superare l'esame di inglese B2 a giugno e 200 euro al mese risparmiare per il master.",
      /Supererò l'esame di inglese B2 a giugno, studiando/u,
      /Risparmierò 200 euro al mese per il master entro i prossimi dodici mesi/u,
    ],
    [
      'Do maja chcę zdać egzamin na prawo jazdy i co miesiąc odkładać 300 zł.',
      /Zdam egzamin na prawo jazdy do maja – /u,
      /Moim celem jest odkładać co miesiąc 300 zł w ciągu dwunastu miesięcy – w tym tygodniu ustawię stały przelew/u,
    ],
    [
      'Хочу до весны сдать на права и каждый месяц откладывать по 10 тысяч рублей.',
      /Я сдам на права до весны — /u,
      /Я буду откладывать каждый месяц по 10 тысяч рублей в течение двенадцати месяцев — на этой неделе настрою автоматический перевод/u,
    ],
    [
      'Chcem do leta urobiť skúšku z angličtiny B2 a každý mesiac si odložiť 100 eur.',
      /Urobím skúšku z angličtiny B2 do leta – /u,
      /každý mesiac si odložiť 100 eur do dvanástich mesiacov – tento týždeň si nastavím trvalý príkaz/u,
    ],
    [
      'I want to pay off my £3,200 car loan by the end of June 2027 and start putting £150 a month into a pension.',
      /I will pay off my £3,200 car loan by the end of June 2027, repaying £460 every month/u,
      /I will start putting £150 a month into a pension within the next three months/u,
    ],
    [
      'Ich möchte bis Juni meinen Führerschein machen und 150 Euro im Monat sparen.',
      /Ich werde bis Juni meinen Führerschein machen; /u,
      /In den nächsten zwölf Monaten werde ich 150 Euro im Monat sparen; dafür richte ich diese Woche einen Dauerauftrag/u,
    ],
  ])('%s', async (input, first, saving) => {
    const out = await draft(input);
    expect(out).toMatch(first);
    expect(out).toMatch(saving);
    expect(out).not.toMatch(
      / (?:a|y|e|i|и) (?:každý|cada|ogni|co|каждый)?[^\n]{0,20}\d[^\n]{0,20}(?:spořit|ahorrar|risparmiare|odkładać|откладывать) /u,
    );
    expect(out).not.toMatch(/15 eur|2 500 рублей|(?:ahorrar|sparen|save)[^\n]*(?:by|para|bis) (?:June|junio|Juni)/u);
  });

  it('a saving started after the first aim ("and then") keeps that start', async () => {
    const out = await draft('I want to pay off my £2,000 overdraft by April and then start saving £200 a month.');
    expect(out).toMatch(/I will start saving £200 a month from April/u);
  });
});
