/**
 * Issue 33 (round 59's probes): a price or rent ceiling told beside an amount ("gastando no máximo 180 mil euros", "pour
 * 250 000 € maximum", "como máximo 8.000 euros") was read as the sum to save and spread over the months to the date:
 * "guardando 13.900 euros todos os meses" (blind reading 92's 20). A ceiling is a limit the goal keeps in its own words
 * (amounts.json ceiling); the goal is its topic's own measure. Savings told as a noun or "у нас є" ("40.000 €
 * Eigenkapital", "15 000 euros d'économies", "у нас є 10 000 доларів") are money had, never a sum to put aside again
 * (own-measures.json hadSaved); rent arrears ("900 € d'arriérés de loyer") are a debt repaid, not a saving.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a price ceiling is no saving', () => {
  it('keeps the Portuguese ceiling as the limit, with no monthly sum from it', () => {
    const goals = draftGoals(
      'Quero vender o apartamento em Lisboa e mudar para um T1 em Setúbal até ao fim de 2027, gastando no máximo 180 mil euros.',
      NOV_25,
    );
    expect(goals).toContain(
      'Vou mudar para um T1 em Setúbal até ao fim de 2027, gastando no máximo 180 mil euros, guardando um valor fixo',
    );
    expect(goals).not.toContain('13.900');
  });

  it('reads a ceiling written after the amount (fr, es)', () => {
    const fr = draftGoals("Je veux acheter une maison d'ici 2029 pour 250 000 € maximum, nous avons déjà 30 000 € de côté.", NOV_25);
    expect(fr).toContain(
      "Je vais acheter une maison d'ici 2029 pour 250 000 € maximum, en calculant d'ici deux semaines l'apport nécessaire",
    );
    expect(fr).not.toContain('18 400');
    const es = draftGoals('Quiero comprarme un coche de segunda mano antes del verano, como máximo 8.000 euros.', NOV_25);
    expect(es).toContain('como máximo 8.000 euros, apartando una cantidad fija cada mes');
    expect(es).not.toContain('1.150 euros');
  });

  it('keeps the English ceiling and takes the home measure', () => {
    const goals = draftGoals("I'd like to move to Bristol and buy a flat there for at most £220,000 by the end of 2028.", NOV_25);
    expect(goals).toContain(
      'I will buy a flat there for at most £220,000 by the end of 2028, working out within the next two weeks how big a deposit',
    );
    expect(goals).not.toContain('£8,800');
  });

  it('does not save again the savings already had (de, uk, fr)', () => {
    const de = draftGoals(
      'Ich möchte eine Eigentumswohnung kaufen, maximal 300.000 €, bis Ende 2028. Wir haben 40.000 € Eigenkapital.',
      NOV_25,
    );
    expect(de).toContain('wie viel Eigenkapital nötig ist und wie viel noch fehlt');
    expect(de).not.toMatch(/jeden Monat [\d.]+ € zurück/u);
    const uk = draftGoals('Моя дружина хоче через два роки купити квартиру, у нас є 10 000 доларів.', NOV_25);
    expect(uk).toContain('порахую, який перший внесок потрібен і скільки ще бракує');
    expect(uk).not.toContain('420 доларів');
    const fr = draftGoals("Nous voulons acheter un appartement à Lyon dans deux ans et nous avons 15 000 euros d'économies.", NOV_25);
    expect(fr).toContain("en calculant d'ici deux semaines l'apport nécessaire");
    expect(fr).not.toContain('630 euros');
  });

  it('repays rent arrears instead of saving them', () => {
    const goals = draftGoals("Nous avons 900 € d'arriérés de loyer et le propriétaire veut être payé avant fin février.", NOV_25);
    expect(goals).toContain('en remboursant 300 € chaque mois');
    expect(goals).not.toContain('en mettant de côté 300 €');
  });
});
