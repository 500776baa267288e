/**
 * A nurse or carer who works in a care home has no relative to place there: the care-options goal
 * ("the right care for my relative") is not hers. A guesthouse or campsite deciding its future tests
 * a change of its own kind (prices, an offer, opening hours), not a restaurant's delivery.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a care home that is the mentee’s workplace', () => {
  it.each([
    [
      'en',
      "I'm a nurse in a care home, doing night shifts for five years now, and I'm exhausted; I sleep maybe four hours.",
      /my relative|care at home or a care home/u,
      /energy|sleep/u,
    ],
    [
      'fr',
      "Je suis aide-soignante dans un Ehpad, j'enchaîne les nuits, je n'ai plus d'énergie et je pense à changer de métier.",
      /mon proche|aide à domicile ou établissement/u,
      /énergie|dormir/u,
    ],
    [
      'de',
      'Ich bin Krankenschwester in einem Pflegeheim, mache seit Jahren Nachtdienste und bin völlig erschöpft.',
      /passende Pflege/u,
      /Energie|[Ss]chlaf/u,
    ],
    [
      'es',
      'Soy enfermera en una residencia de ancianos, hago turnos de noche desde hace cuatro años y estoy agotada.',
      /cuidados adecuados/u,
      /energía|dormir|sueño/u,
    ],
    [
      'pl',
      'Jestem pielęgniarką w domu opieki, od trzech lat biorę nocne zmiany i jestem wykończona, nie mogę spać.',
      /odpowiednią opiekę/u,
      /energi|sen|spa/u,
    ],
  ])('%s: no care options for a relative, the exhaustion kept', (_lang, story, gone, kept) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).not.toMatch(gone);
    expect(goals).toMatch(kept);
  });

  it.each([
    ['en', 'My mother has dementia and we must decide between a care home and carers at home by spring.', /care home/u],
    ['fr', "Ma mère a Alzheimer et nous devons choisir entre une aide à domicile et un Ehpad d'ici le printemps.", /mère/u],
  ])('%s: a relative’s care is still weighed', (_lang, story, kept) => {
    expect(draftGoals(story, NOV_26)).toMatch(kept);
  });
});

describe('a lodging business decides by its numbers without a delivery example', () => {
  it.each([
    [
      'en',
      "We run a small campsite in Provence. Bookings fell by a third this summer and I don't know whether to keep it open another season.",
      /testing one change \(prices/u,
    ],
    [
      'de',
      'Wir betreiben eine kleine Pension im Harz, die Buchungen sind um 25 % eingebrochen und ich weiß nicht, ob wir noch eine Saison weitermachen sollen.',
      /teste eine Änderung \(zum Beispiel bei Preisen/u,
    ],
    [
      'es',
      'Tengo un pequeño camping en Asturias y este verano facturamos un 30 % menos. No sé si seguir otra temporada o venderlo.',
      /un cambio \(por ejemplo, en los precios/u,
    ],
    [
      'pl',
      'Prowadzę mały pensjonat w Zakopanem, obroty spadły o jedną czwartą i nie wiem, czy ciągnąć to jeszcze jeden sezon.',
      /jedną zmianę \(na przykład cen/u,
    ],
  ])('%s: one change of prices, offer or hours', (_lang, story, kept) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(kept);
    expect(goals).not.toMatch(/delivery|Lieferung|reparto|dowóz|livraison|rozvoz|доставк/u);
  });
});
