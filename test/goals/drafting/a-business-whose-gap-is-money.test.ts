/**
 * Issue 33 (stated25, blind reading 24's 22): a business opened where the story tells what is saved
 * and what it costs ('Mam 40 tys. oszczędności, potrzebuję około 120 tys.') is financed first — a
 * business plan, offers for the sum missing from banks and a start-up grant, the savings kept as one's
 * own share — not a first trial sale nor the weekly-steps filler; the sum needed, read as a goal of its
 * own ('conseguir unos 35.000'), is that business's cost and no second goal.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const STOCK =
  /próbnej sprzedaży|venta de prueba|Testverkauf|test sale|vente test|venda de teste|пробний продаж|todos los pasos necesarios|todos os passos necessários|alle nötigen Schritte|cinq heures par semaine|five hours a week|всі потрібні кроки/u;

describe('a business whose gap is money is financed first', () => {
  it.each([
    [
      'Chcę otworzyć własny salon fryzjerski w Gdańsku w przyszłym roku. Mam 40 tys. oszczędności, potrzebuję około 120 tys.',
      /brakującymi 80 000.*o ofertę na te 80 000, z moimi 40 000 jako wkładem własnym/u,
    ],
    [
      'I want to open my own coffee roastery by next autumn. I have saved £15,000 but the equipment and lease need about £45,000.',
      /the £30,000 still missing.*with my £15,000 as my own share/u,
    ],
    [
      'Quiero abrir una pequeña panadería en Valencia el año que viene. Tengo ahorrados 12.000 euros y necesito unos 35.000.',
      /los 23\.000 euros que me faltan.*con mis 12\.000 euros como aportación propia/u,
    ],
    [
      'Ich möchte nächstes Jahr eine eigene Physiotherapiepraxis eröffnen. 25.000 Euro habe ich gespart, brauche aber rund 80.000.',
      /den fehlenden 55\.000 Euro.*mit meinen 25\.000 Euro als Eigenanteil/u,
    ],
    [
      "Хочу відкрити власну кав'ярню в Києві наступного року. Маю 200 тисяч гривень, потрібно близько 600 тисяч.",
      /відсутніми 400 000 гривень.*з моїми 200 000 гривень як власним внеском/u,
    ],
  ])('%s', async (input, measure) => {
    const out = await draft(input);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(STOCK);
    // One goal: the sum needed is no goal of its own.
    expect(out).not.toMatch(/^\d\. /mu);
  });

  it.each([
    // A sum saved for an aim of its own stays a goal beside another one.
    ['Chci ušetřit 100 tisíc a naučit se anglicky.', /100 000|100 tisíc/u],
    ['Quiero ahorrar unos 5.000 euros y aprender a nadar.', /5\.000 euros/u],
  ])('keeps a saving goal: %s', async (input, sum) => {
    const out = await draft(input);
    expect(out).toMatch(/^2\. /mu);
    expect(out).toMatch(sum);
  });

  it.each([
    ['Chcę otworzyć warsztat rowerowy. Mam już 30 tys. zł, brakuje mi jeszcze 20 tys. zł.', /brakującymi 20 000 zł.*z moimi 30 000 zł/u],
    ["I want to open a small bookshop next year. I've saved £10,000 and need another £8,000.", /the £8,000 still missing.*my £10,000/u],
    [
      'Ich will eine Bäckerei eröffnen. Gespart habe ich 20.000 Euro, brauche aber noch 15.000 Euro.',
      /fehlenden 15\.000 Euro.*meinen 20\.000 Euro/u,
    ],
  ])('one more sum told is the sum missing: %s', async (input, measure) => {
    expect(await draft(input)).toMatch(measure);
  });

  it('a cost told with its currency is no second goal', async () => {
    const out = await draft('Chci příští rok otevřít kadeřnictví. Mám našetřeno 200 000 Kč, potřebuju asi 500 000 Kč.');
    expect(out).toMatch(/chybějícími 300 000 Kč/u);
    expect(out).not.toMatch(/^\d\. /mu);
  });

  it('a launch with no gap told keeps the business measure', async () => {
    const out = await draft('Chcę otworzyć własny salon fryzjerski w Gdańsku w przyszłym roku.');
    expect(out).not.toMatch(/wkładem własnym/u);
  });
});
