/**
 * Issue 33 (blind readings 48's 15 and 49's 16): "Van kb. 4 millió forint megtakarításom" gave "félreteszek 4 millió
 * forintot", and a pension of "havi kb. 190 ezer forint" from the pension calculator "minden hónapban félreteszek 190 ezer
 * forintot": sums the person has or will get read as sums to save. A sum told as had (hungarian.json spent.had) is passed
 * over, for the next sum or the general money goal; a sum to save is still paced.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a Hungarian sum had is no sum to save', () => {
  it.each([
    [
      'Hét év után hazaköltöztem Ausztriából Pécsre, mert apám beteg lett. Van kb. 4 millió forint megtakarításom, és azon gondolkodom, hogy nyitok egy kis bisztrót, de félek, hogy elúszik minden.',
      /félreteszek 4 millió forintot/u,
    ],
    [
      '61 éves vagyok, négy év múlva megyek nyugdíjba. Most néztem meg a nyugdíjkalkulátort, és havi kb. 190 ezer forint lesz, miközben a rezsi és a gyógyszereim már most is elvisznek 150 ezret. Megtakarításom alig 800 ezer forint.',
      /félreteszek (?:190|800) ezer forintot/u,
    ],
  ])('%s', (text, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain('rendbe teszem a pénzügyeimet');
    expect(goals).not.toMatch(broken);
  });

  it('a sum to save is still paced', () => {
    expect(draftGoals('Karácsonyig szeretnék félretenni 500 ezer forintot.', NOV_25)).toContain(
      'Karácsonyig félreteszek 500 ezer forintot',
    );
  });
});
