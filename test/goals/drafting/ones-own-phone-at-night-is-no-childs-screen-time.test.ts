/**
 * Issue 33 (round 56's probes): a parent's own phone looked at late ("me quedo hasta la una mirando el
 * móvil", "do północy przeglądam telefon") beside children was read as the children's screen time, and
 * the goal was screen rules agreed with them. Looking at one's own phone, in each language, rules the
 * children's screens out (situations.json childscreens unless) and is one's own screen time (screens cues).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe("one's own phone at night is one's own screen time, not the children's", () => {
  it.each([
    [
      'Tengo dos hijos de 4 y 9 años. Por la noche estoy agotada y me quedo hasta la una mirando el móvil. Quiero ahorrar 1.000 euros para el verano.',
      /Voy a reducir mi tiempo frente a la pantalla/u,
      /como máximo una hora al día/u,
      /normas para el uso de pantallas/u,
    ],
    [
      'Mam dwoje dzieci, 3 i 7 lat. Wieczorami jestem wykończona i do północy przeglądam telefon. Chcę spłacić kartę kredytową do końca roku.',
      /Ograniczę czas przed ekranem/u,
      /najwyżej godzinę dziennie/u,
      /Ustalę z dziećmi zasady/u,
    ],
  ])('%s', (text, goal, measure, gone) => {
    const out = draftGoals(text, NOW);
    expect(out).toMatch(goal);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(gone);
  });
});
