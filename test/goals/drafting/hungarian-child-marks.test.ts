/**
 * Issue 33, blind reading 16's 12: a father whose son "matekból bukásra áll" got only the relationship
 * goal. A child's marks that fell or a subject failed are a goal of their own, naming the child; the
 * mentee's own marks ("romlottak a jegyeim") stay their study, and studying with the child is no
 * study of the mentee's.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a Hungarian child’s marks get a goal that names the child', () => {
  it.each([
    [
      'Tavaly váltunk el a feleségemmel, a fiam (15 éves) vele él. Amikor nálam van, alig beszélünk. Az anyja szerint az iskolában is romlottak a jegyei, matekból bukásra áll.',
      /segítek a fiamnak javítani a jegyein/u,
    ],
    [
      'A lányom 12 éves, és félévkor egyest kapott matekból. Sokat dolgozom, este nincs időm vele tanulni.',
      /segítek a lányomnak javítani a jegyein/u,
    ],
    ['A fiam megbukott kémiából, és most pótvizsgára kell készülnie.', /segítek a fiamnak/u],
  ])('%s', (input, named) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(named);
    expect(out).toMatch(/kéthetente/u);
    expect(out).not.toMatch(/rendszeresen tanulok/u);
  });

  it('the mentee’s own marks stay their study', () => {
    const out = draftGoals('Egyetemista vagyok, és romlottak a jegyeim, mert túl sokat dolgozom mellette.', NOW);
    expect(out).toMatch(/rendszeresen tanulok/u);
    expect(out).not.toMatch(/segítek a/u);
  });
});

// Blind reading 17's 25: "Csapatvezető szeretnék lenni … és be akarom fejezni az MBA-t" got the whole fallback.
describe('a Hungarian wish to become a team lead, and an MBA to finish, are goals', () => {
  it('gives the promotion and the study goals', () => {
    const out = draftGoals(
      'Csapatvezető szeretnék lenni a cégnél jövő év végéig, és közben be akarom fejezni az MBA-t is, amiből még három félév van hátra.',
      NOW,
    );
    expect(out).toMatch(/elérem az előléptetést/u);
    expect(out).toMatch(/rendszeresen tanulok/u);
    expect(out).not.toMatch(/leírok három dolgot, amin változtathatok/u);
  });

  it('a team lead already is no promotion to reach', () => {
    expect(draftGoals('Fél éve lettem csapatvezető, és nem tudok delegálni.', NOW)).not.toMatch(/elérem az előléptetést/u);
  });
});
