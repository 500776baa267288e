/**
 * Issue 33 (blind readings 71's 8, 73's 8): a week without a word to anyone ("nie odezwać się do nikogo przez
 * cały tydzień") was read as career networking, and sitting alone in a flat all day ("całymi dniami siedzę sam") as
 * desk sitting with movement breaks. Both are loneliness (situations.json cues, and sitting's unless).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('not talking to anyone is loneliness', () => {
  it.each([
    [
      'Pół roku temu przeprowadziłem się do Wrocławia za pracą. Pracuję zdalnie, więc całymi dniami siedzę sam w mieszkaniu i w weekendy praktycznie z nikim nie rozmawiam.',
      'Poznam nowych ludzi',
      /co godzinę pracy/u,
    ],
    [
      'Mam 29 lat, od dwóch lat pracuję zdalnie z domu i potrafię nie odezwać się do nikogo przez cały tydzień. Przyjaciółki ze studiów mają już dzieci i kontakt się urwał.',
      'Poznam nowych ludzi',
      /networkingowe/u,
    ],
    ['Lavoro da remoto e passo intere settimane senza parlare con nessuno.', 'Conoscerò persone nuove', /tre cose/u],
    ['Trabajo desde casa y paso semanas sin hablar con nadie. Mis amigas se mudaron.', 'Voy a conocer gente nueva', /tres cosas/u],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    if (expected !== undefined) expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
