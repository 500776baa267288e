/**
 * Issue 33 (figures68; blind reading 110's 09): a trattoria that makes ten covers a night "da novembre a
 * marzo" got "Entro marzo ripagherò i miei debiti, restituendo 2.700 euro ogni mese": the end of the span
 * the story runs through (the slack winter) was read as the story's deadline, and 8,000 euros squeezed into
 * it. A month right after a month that opens a span ("da novembre a marzo", "Von Dezember bis April", "Od
 * kwietnia do października"; specifics.json fromStarts, with "von") is no deadline (specifics.ts, deadlineIn);
 * the goals take their own sane span instead.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('the end of a span the story runs through is no deadline', () => {
  it.each([
    [
      "Gestisco una trattoria vicino a Siena. Da novembre a marzo certe sere facciamo dieci coperti. Abbiamo un debito di 8.000 euro col fornitore del vino che stiamo ancora pagando. Quello che mi preoccupa di più è l'inverno.",
      /Ripagherò i miei debiti entro i prossimi dodici mesi,/u,
      /Entro marzo|2\.700 euro/u,
    ],
    [
      'Lavoro in un albergo a Rimini. Da maggio a settembre faccio turni di dodici ore e non vedo mai i miei figli. Quello che mi pesa di più è che sono sempre stanca e nervosa con loro.',
      /entro i prossimi due mesi,/u,
      /Entro settembre/u,
    ],
    [
      'Pracuję w sadzie. Od kwietnia do października pracuję po dziesięć godzin dziennie i nie mam czasu na nic. Najbardziej martwi mnie, że przytyłem 12 kg i ciągle boli mnie kręgosłup.',
      /Schudnę pierwsze 6 z 12 kg w ciągu trzech miesięcy –/u,
      /do października/u,
    ],
    [
      'Ich arbeite als Skilehrer. Von Dezember bis April bin ich in den Bergen und sehe meine Freundin kaum. Am meisten belastet mich, dass wir uns nur noch am Telefon streiten.',
      /^In den nächsten drei Monaten werde ich unsere Beziehung/u,
      /Bis April/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
