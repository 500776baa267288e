/**
 * Issue 33 (blind readings 47, 48 and 49: "concerns dropped"): a concern told in everyday words no situation knew was not
 * recognised at all, and the goal went to a side detail: being fired told in the passive ("sono stato licenziato"), a sum
 * owed to a brother, savings about to run out, a shop losing money each month, a language "not good enough" for an exam,
 * a final exam or the Polish matura ahead. They are now cues of their situations (situations.json); and a shop assistant's
 * "nothing left at the end of the month" beside her boss is her own budget, not a business to make profitable.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a concern told in everyday words is recognised', () => {
  it.each([
    ['Ho 45 anni e sono stato licenziato a ottobre. Mia moglie lavora part-time.', 'Troverò un nuovo lavoro', /mia moglie/u],
    ['Tengo 30 años. Debo 3.000 € a mi hermano y no sé cómo devolvérselos.', 'Voy a saldar mis deudas', /Vais a|hermano y no sé/u],
    [
      'I lost my job in October. The real problem is that our savings will run out in February.',
      '1. I will make my money last until I have an income again',
      /^I will find a new job/u,
    ],
    [
      'Ho aperto un negozio di fiori un anno fa. Il problema più grande è che perdo 500 € al mese.',
      'Porterò il mio fatturato mensile a un livello che copra i costi',
      /annoterò tre cose che posso cambiare/u,
    ],
    [
      'Tengo una panadería en Valencia. Desde que me subieron el alquiler, pierdo unos 900 € cada mes.',
      'Voy a llevar mi facturación mensual a un nivel que cubra mis gastos',
      /tres cosas que puedo cambiar/u,
    ],
    [
      'Ich arbeite als Verkäuferin. Mein Chef kritisiert mich ständig vor den Kunden. Am meisten Sorgen macht mir aber das Geld: am Monatsende bleibt nichts übrig.',
      '1. In den nächsten zwölf Monaten werde ich meine Finanzen in den Griff bekommen;',
      /Geschäft in die Gewinnzone/u,
    ],
    [
      'Мне скучно на работе, и я хочу открыть своё дело. Не знаю, стоит ли увольняться.',
      'Я решу в течение шести недель, стоит ли увольняться или остаться',
      /дополнительный бизнес/u,
    ],
    ['W czerwcu mam maturę i boję się matematyki.', 'Zdam maturę w czerwcu', /Przestanę|najpierw/u],
    [
      'Ich bin Ärztin aus Syrien. Mein Deutsch reicht noch nicht für die Fachsprachprüfung im Mai.',
      'Im Mai werde ich mein Deutsch auf die nächste Niveaustufe bringen;',
      /Freundeskreis|nächsten Schritte/u,
    ],
    ['Ich habe im Februar meine Abschlussprüfung und schlafe schlecht.', '1. Im Februar werde ich die Prüfung bestehen;', /^Innerhalb/u],
    [
      'Trabalho como enfermeira. O meu inglês não é bom o suficiente para o exame.',
      'Vou subir um nível em inglês nos próximos seis meses',
      /anotando na primeira semana todos os passos/u,
    ],
  ])('%s', (text, goal, broken) => {
    const goals = draftGoals(text, NOV_26);
    expect(goals).toContain(goal);
    expect(goals).not.toMatch(broken);
  });
});
