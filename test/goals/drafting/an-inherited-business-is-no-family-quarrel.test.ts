/**
 * Issue 33 (blind reading 48's 5): "Ho un negozio di ferramenta … l'ho ereditato da mio padre" got "Risolverò con calma
 * la lite per l'eredità in famiglia": "ereditato" folds to a word beginning "eredità", the inheritance's cue, and a
 * shop inherited is no dispute. The Italian verb is excluded from the cue ("!ereditat"), a business inherited rules the
 * inheritance quarrel out, and a parent named as whom it came from is no relationship to mend (relationship's unless).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const QUARREL = /inheritance dispute|lite per l'eredità|herencia en mi familia|relación con mi padre/u;

describe('an inherited business is no family quarrel', () => {
  it.each([
    [
      'Ho ereditato il bar di mio nonno e da un anno gli incassi calano. Non so se tenerlo aperto.',
      'Porterò il mio fatturato mensile a un livello che copra i costi',
    ],
    [
      'I inherited my father’s bakery three years ago and sales have dropped by a third since a supermarket opened nearby.',
      'I will bring my monthly revenue up to a level that covers my costs',
    ],
    ['Heredé la ferretería de mi padre hace cinco años y desde que abrió un centro comercial vendo un 30 % menos.', 'Voy a'],
  ])('%s', (text, goal) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(QUARREL);
  });

  it('keeps a quarrel over an inheritance', () => {
    expect(draftGoals('Mein Bruder und ich streiten seit dem Tod unserer Mutter über das Erbe.', NOV_25)).toMatch(/Erb/u);
  });
});
