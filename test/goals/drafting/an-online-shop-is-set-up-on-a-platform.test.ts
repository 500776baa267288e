/**
 * Issue 33 (blind reading 110's 22, filler69's probes): an online shop to open ("założyć sklep internetowy dla mojej
 * pasieki", "otevřít e-shop", "abrir una tienda online") was told to ask 20 people what they would buy, or to work
 * on it five hours a week: "the method never builds the shop". It is a platform and delivery chosen, the first ten
 * products online with photos and prices, a test order and the orders counted (aims.json, after a sales rate, so
 * that 3,000 bottles sold through an e-shop keep the sales steps).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an online shop is set up on a platform', () => {
  it.each([
    ['I want to open an online shop for my candles by March.', /choosing a shop platform and a delivery service within two weeks/u],
    ['Chcę w ciągu pół roku założyć sklep internetowy dla mojej pasieki.', /wybiorę platformę sklepu i firmę kurierską/u],
    ['Chci do jara otevřít e-shop s keramikou.', /vyberu platformu pro obchod a dopravce/u],
    ['Quiero abrir una tienda online de ropa infantil antes de abril.', /eligiendo en dos semanas una plataforma de tienda/u],
    ['Хочу до весни запустити інтернет-магазин своїх свічок.', /виберу платформу для магазину й службу доставки/u],
  ])('%s', (input, platform) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(platform);
    expect(out).not.toMatch(/test sale|próbnej sprzedaży|zkušební prodej|venta de prueba|five hours a week|pět hodin|cinco horas/u);
  });
});
