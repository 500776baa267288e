/**
 * Issue 33 (blind reading 110's 16, filler69's probes): registering the sale of one's own cheese, eggs, honey or jams
 * ("zaregistrovat prodej našich sýrů a vajec ze dvora", "registrare la vendita diretta dei miei formaggi") got the
 * weekly-steps filler. It is the food safety or veterinary office asked which registration the products need, the
 * kitchen checked against the hygiene rules and the application sent (aims.json, the `foodreg` situation's measure).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("a farm's food sale is registered with the food office", () => {
  it.each([
    [
      'Máme malou farmu a chci do jara zaregistrovat prodej našich sýrů a vajec ze dvora, aby bylo všechno legální.',
      /jakou registraci moje výrobky potřebují/u,
    ],
    ['Chcę do marca zarejestrować sprzedaż naszych serów i jajek w sanepidzie.', /jakiej rejestracji wymagają moje produkty/u],
    [
      'I want to get my jams and chutneys registered with the council by spring so I can sell them at the market.',
      /which registration my products need/u,
    ],
    ['Vorrei registrare la vendita diretta dei miei formaggi entro aprile.', /quale registrazione serve ai miei prodotti/u],
    ['Хочу до весни зареєструвати продаж нашого сиру і меду.', /яка реєстрація потрібна моїм продуктам/u],
  ])('%s', (input, office) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(office);
    expect(out).not.toMatch(/všechny potřebné kroky|tutti i passi necessari|every step it takes/u);
  });
});
