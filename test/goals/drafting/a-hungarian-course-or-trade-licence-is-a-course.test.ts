/**
 * Issue 33 (round 64, the lead's probes): a Hungarian forklift licence ("targoncavezetői jogosítvány") was read as
 * a driving licence (lessons with a driving instructor, the highway code's test questions), and the pay it would
 * bring ("80 ezer forinttal többet kereshetnék") as the sum to put aside. A course or a trade's qualification is its
 * own topic (hungarian.json `course`, tried before driving, which it drops): signing up, every session, practice and
 * the final exam booked; and a sum one could earn is no saving (hungarian.json spent.words), so the course's price is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a Hungarian course or trade licence is a course', () => {
  it('a forklift licence is a course, and its price the sum to save', () => {
    const out = draftGoals(
      'Két éve dolgozom egy raktárban, de szeretnék targoncavezetői jogosítványt szerezni, mert azzal 80 ezer forinttal többet kereshetnék. A tanfolyam 120 ezer forint, és nincs megtakarításom.',
      NOW,
    );
    expect(out).toMatch(/elvégzem a tanfolyamot, és megszerzem a képesítést: két héten belül jelentkezem a tanfolyamra/u);
    expect(out).toMatch(/félreteszek 120 ezer forintot/u);
    expect(out).not.toMatch(/vezetek oktatóval|80 ezer forintot/u);
  });

  it.each([
    ['Jövő tavaszig szeretnék OKJ-s képesítést szerezni.', /^Jövő tavaszig elvégzem a tanfolyamot, és megszerzem a képesítést/u],
    ['Szeretnék 2027 végéig letenni a targoncavezetői vizsgát.', /leteszem a targoncavezetői vizsgát/u],
    ['Szeretnék jogosítványt szerezni nyárig.', /^Nyárig megszerzem a jogosítványomat: hetente legalább két órát vezetek oktatóval/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
