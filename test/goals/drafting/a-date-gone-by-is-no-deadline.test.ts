/**
 * Issue 33 (blind reading 22's 18): "ahorrar 5.000 euros antes de diciembre de 2025", written on 26
 * November 2026, was read as December 2026 and paced at 1.000 euros a week. A deadline naming a recent
 * year whose month or year is over is no deadline (pace.ts lapsed): it is not said, the goal takes its
 * topic's frame, and a saving is paced over that frame. A sum after a month ("bis März 2000 Euro") and
 * an event's year ("the novel I started in 2022") are no such date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a date gone by is no deadline', () => {
  it.each([
    ['Quiero ahorrar 3.000 euros antes de marzo de 2025 para un coche.', /2025/u, /apartando 250 euros cada mes/u],
    ['I want to save 4,000 dollars by June 2025 for a new laptop and a trip.', /2025/u, /setting aside 340 dollars every month/u],
    ['Chci do konce roku 2025 našetřit 50 000 Kč.', /2025/u, /každý měsíc odložím 4 200 Kč/u],
    ['Ich möchte bis Oktober 2025 10 kg abnehmen.', /2025/u, /In den nächsten sechs Monaten werde ich 10 kg abnehmen/u],
    ['Chcę do maja 2026 spłacić 12 000 zł długu na karcie.', /maja 2026/u, /co miesiąc będę spłacać 1 000 zł/u],
    [
      'Quiero ahorrar 5.000 euros antes de diciembre de 2025 para la entrada de un piso y también terminar de pagar la tarjeta de crédito, que todavía debo 1.800.',
      /2025|cada semana/u,
      /apartando 420 euros cada mes[^\n]*\n2\.[^\n]*pagando cada mes 150 euros/u,
    ],
  ])('%s', (input, gone, paced) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(gone);
    expect(out).toMatch(paced);
  });

  it.each([
    ['Ich möchte bis März 2000 Euro für ein neues Fahrrad sparen.', /bis März/u],
    ['Quiero ahorrar 3.000 euros antes de marzo de 2027 para un coche.', /marzo de 2027/u],
    ['Chcę do maja 2027 spłacić 12 000 zł długu na karcie.', /do maja 2027/u],
  ])('a date ahead stays: %s', (input, kept) => {
    expect(draftGoals(input, NOV_26)).toMatch(kept);
  });
});
