/**
 * Issue 33 (blind reading 68's 73, 70's 13): "Két éve vezetem a család kis panzióját …, a foglalások tavaly 30%-kal
 * csökkentek" got a new lead's goal (delegating to a team), and "heti 25 órát dolgozom egy kávézóban" a goal to start a
 * business: a café was read as one to open wherever it was named. A business already run whose sales or bookings
 * fell gets its sales back (the break-even sum written down, a channel of its own, the month's revenue compared with
 * it); a café, a bakery or a restaurant is a business to open only in the accusative ("kávézót nyitni").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Hungarian business run is no business to open', () => {
  it.each([
    'Két éve vezetem a családi pékségünket, de a forgalom tavaly 25%-kal csökkent, és nincs weboldalunk. Apám nem akar semmin változtatni.',
    'Két éve vezetem a család kis panzióját a Balatonnál, de a foglalások tavaly 30%-kal csökkentek. Nincs weboldalunk, csak a Bookingon vagyunk fent.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOV_25);
    // Round 69: the fall told in per cent is the rise the goal names (hungarian.json figures).
    expect(out).toMatch(
      /^A következő négy hónapban (?:25|30)%-kal növelem a vállalkozásom forgalmát: két héten belül felírom a havi bevételt/u,
    );
    expect(out).not.toMatch(/beletanulok a vezetői szerepembe|elindítom a saját vállalkozásomat/u);
  });

  it('a café one works at is no business to open', () => {
    const out = draftGoals(
      'Harmadéves egyetemista vagyok Szegeden, mellette heti 25 órát dolgozom egy kávézóban, mert különben nem tudnám fizetni az albérletet. Az utolsó félévben két tárgyat is elbuktam.',
      NOV_25,
    );
    expect(out).toMatch(/rendszeresen tanulok/u);
    expect(out).not.toMatch(/elindítom a saját vállalkozásomat/u);
    expect(draftGoals('Szeretnék saját kávézót nyitni Debrecenben jövő tavaszra.', NOV_25)).toMatch(/elindítom a saját vállalkozásomat/u);
  });
});
