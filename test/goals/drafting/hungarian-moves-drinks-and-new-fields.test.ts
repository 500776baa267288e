/**
 * Issue 33 (the helper's own Hungarian probes): a move home or abroad had no goal of its own and got the money goal of
 * the savings told beside it ("Van 5000 font megtakarításom"); a move told done ("hazaköltöztem") is none to prepare; coffee and energy
 * drinks ("kávét iszom") got the alcohol goal from a bare "iszom"; learning to code for a first job in it
 * ("megtanulni programozni, hogy … junior fejlesztőként el tudjak helyezkedni") got no topic at all; "nem fogok
 * senkit ismerni" was read as a wish ruled out ("nem fogok"). Each now has its own goal (hungarian.json move,
 * caffeine, career, social).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('Hungarian moves, drinks and new fields', () => {
  it.each([
    [
      'Londonban dolgozom egy raktárban, de haza szeretnék költözni jövő tavasszal. Van 5000 font megtakarításom, de otthon nem tudom, mit fogok dolgozni.',
      'Jövő tavaszig felkészülök a költözésre: egy hónapon belül utánanézek a munkalehetőségeknek',
      /^Jövő tavaszig rendbe teszem a pénzügyeimet/u,
    ],
    [
      'Napi 3-4 kávét iszom és estig energiaitalokon élek, szeretném abbahagyni.',
      'csökkentem a koffeinfogyasztásomat: minden héten napi egy adaggal kevesebb kávét vagy energiaitalt iszom',
      /alkohol/u,
    ],
    [
      'Szeretnék megtanulni programozni, hogy jövő év végéig junior fejlesztőként el tudjak helyezkedni. Most könyvelő vagyok.',
      'Jövő év végéig hozzám jobban illő szakterületre váltok',
      /leírok három dolgot, amin változtathatok/u,
    ],
    [
      'Ősszel kezdem az egyetemet Budapesten, és félek, hogy nem fogok senkit ismerni, mert vidékről jövök.',
      'új embereket ismerek meg',
      /^A következő három hónapban rendszeresen tanulok/u,
    ],
  ])('%s', (input, goal, broken) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).not.toMatch(broken);
  });

  it('a move told done is none to prepare', () => {
    const out = draftGoals(
      'Hét év után hazaköltöztem Ausztriából Pécsre, mert apám beteg lett. Van kb. 4 millió forint megtakarításom.',
      NOV_25,
    );
    expect(out).not.toMatch(/felkészülök a költözésre/u);
  });
});
