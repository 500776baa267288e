/**
 * Issue 33 (stock34): falling takings of a shop got the café's offers to try ('lunch dnia, catering,
 * wydarzenie' for a village grocery, blind reading 40's 16; 'une formule déjeuner, un service traiteur'
 * for a hair salon). The kind of business the story names (situations.json, walkin's `named`) gives
 * its own offers: a salon's service package or new treatment, a grocery's home delivery and phone
 * orders; a café or a bakery keeps the lunch menu and catering.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("a salon's or a grocery's own offer to try", () => {
  it.each([
    [
      "Je tiens un salon de coiffure à Nantes depuis 6 ans. Le chiffre d'affaires baisse depuis la rentrée, environ 20 % de moins.",
      /chiffre d'affaires mensuel de mon salon[^.]*un forfait de prestations/u,
    ],
    ['I run a hair salon in Leeds and our takings have dropped since the summer.', /revenue of my salon[^.]*a service package/u],
    ['Mam salon fryzjerski od 8 lat, ale obroty spadły o jedną trzecią.', /przychód mojego salonu[^.]*pakiet usług/u],
    [
      'Od 15 lat prowadzę sklep spożywczy w małej miejscowości. Obroty spadają, bo 2 km dalej otworzyli Biedronkę.',
      /przychód mojego sklepu[^.]*dowóz do domu/u,
    ],
    [
      'Ich führe seit zehn Jahren einen kleinen Lebensmittelladen im Dorf, aber der Umsatz ist eingebrochen.',
      /Monatsumsatz meines Ladens[^.]*Lieferdienst/u,
    ],
    [
      'Tengo una tienda de alimentación en mi barrio y la facturación ha bajado mucho este año.',
      /facturación mensual de mi tienda[^.]*reparto a domicilio/u,
    ],
  ])('%s', async (input, offer) => {
    const out = await draft(input);
    expect(out).toMatch(offer);
    expect(out).not.toMatch(/catering|traiteur|lunch|menú del día|Mittagstisch/u);
  });

  it('a café keeps the lunch menu and catering', async () => {
    expect(await draft('I own a small café in Bristol and our takings have dropped since the summer.')).toMatch(/a lunch menu, catering/u);
  });
});
