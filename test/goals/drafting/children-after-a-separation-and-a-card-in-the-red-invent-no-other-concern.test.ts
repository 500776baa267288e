/**
 * Issue 33 (round 47): concerns the person never told were added beside those they did. "Casi no veo a mis hijos"
 * after a divorce also read as overwork (an exhausted parent's cue), so burnout's hours joined the separated parent's
 * goal; "karty kredytowe na minusie" also read as a business in the red ("na minusie"), so a firm's profit joined a
 * tax payment. The separation beats the overwork cue, and a card or account in the red is no business
 * (situations.json: coparent's beats, profit's unless).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('children after a separation and a card in the red invent no other concern', () => {
  it.each([
    [
      'Desde el divorcio casi no veo a mis hijos, viven con su madre en otra ciudad.',
      'Voy a mantener una relación cercana con mis hijos tras la separación',
      /recuperar mi energía/u,
    ],
    [
      'Dostałam list z urzędu skarbowego, muszę dopłacić 2000 zł do końca stycznia. Do tego mam dwie karty kredytowe na minusie.',
      'dopłacić 2000 zł do końca stycznia',
      /moja firma/u,
    ],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});

/**
 * "Po rozwodzie" alone was a Polish cue of loneliness (no other language reads a divorce as one), so a father who
 * sees his son every two months was also told to make new friends.
 */
describe('a divorce told is no loneliness of its own', () => {
  it('answers the children seen too rarely, not friends to find', () => {
    const answer = draftGoals('Po rozwodzie widuję syna raz na dwa miesiące, bo mieszka z matką w Niemczech. Chcę to zmienić.', NOV_25);
    expect(answer).toContain('Utrzymam po rozstaniu bliską więź z synem');
    expect(answer).not.toMatch(/Poznam nowych ludzi/u);
  });
});
