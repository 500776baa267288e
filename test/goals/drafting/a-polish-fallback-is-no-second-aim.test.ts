/**
 * Issue 33 (round 64): a Polish fallback told "a przynajmniej" or "a chociaż" is the mentee's hedge, as "albo
 * przynajmniej" already was: it had become a second goal with the word pasted ("Moim celem jest przynajmniej
 * porozmawiać z szefem …"). Before how often ("a przynajmniej raz w tygodniu …") it still leads a second aim.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a Polish fallback is no second aim', () => {
  it('drops the fallback', () => {
    const out = draftGoals('Chcę zmienić pracę, a przynajmniej porozmawiać z szefem o podwyżce do końca stycznia.', NOW);
    expect(out).toMatch(/^Zmienię pracę do końca stycznia/u);
    expect(out).not.toMatch(/przynajmniej porozmawiać/u);
  });
  it('keeps a second aim led by how often', () => {
    const out = draftGoals('Chcę schudnąć 5 kg do wakacji, a przynajmniej raz w tygodniu chodzić na basen.', NOW);
    expect(out).toMatch(/Schudnę 5 kg do wakacji/u);
    expect(out).toMatch(/na basen/u);
  });
});
