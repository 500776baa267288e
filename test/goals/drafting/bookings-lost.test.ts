/**
 * A guesthouse, campsite or holiday flat that lost bookings ("perso il 30% delle prenotazioni", "lost a
 * quarter of our bookings", "mniej rezerwacji") is a business to bring guests back to, not a vague
 * "three things I could change".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('bookings lost are the business’s guests to win back', () => {
  it.each([
    [
      'it',
      "Gestisco un piccolo campeggio sul lago di Garda. Quest'anno abbiamo perso il 30% delle prenotazioni.",
      /Porterò più clienti alla mia attività/u,
    ],
    [
      'en',
      'I run a small campsite in Wales and we lost about a quarter of our bookings this summer.',
      /bring more customers to my existing business/u,
    ],
    [
      'es',
      'Tenemos una casa rural en Cuenca y este otoño hemos perdido casi la mitad de las reservas.',
      /atraer más clientes a mi negocio/u,
    ],
    ['pl', 'Prowadzimy pensjonat nad morzem i w tym roku mieliśmy o 30% mniej rezerwacji.', /Przyciągnę więcej klientów/u],
  ])('%s: more guests, counted each month', (_lang, story, kept) => {
    const goals = draftGoals(story, NOV_26);
    expect(goals).toMatch(kept);
    expect(goals).not.toMatch(/three things|tres cosas|tre cose|trzy rzeczy/u);
  });

  it('en: a doctor’s bookings are no business of ours', () => {
    expect(draftGoals('I keep missing half of my bookings with the physio and my back still hurts.', NOV_26)).not.toMatch(/customers/u);
  });
});
