/**
 * Issue 33, blind reading 3: a Hungarian stated goal with a known topic keeps the mentee's own date
 * ("május végéig", "decemberig", "jövő év végéig") as its one deadline, in place of our "A következő …
 * hónapban", and a running or saving goal takes the mentee's distance or amount.
 */
import { describe, expect, it } from 'vitest';
import { hungarianDeadline } from '../../../src/goals/drafting/hungarian.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('Hungarian: the mentee’s deadline and figures', () => {
  it.each([
    ['Május végéig szeretnék lefutni egy 10 km-es versenyt', /^Május végéig felkészülök egy 10 km-es futásra: hetente legalább háromszor/],
    ['Jövő év végéig szeretnék megtanulni németül', /^Jövő év végéig fejlesztem a némettudásomat/],
    ['Decemberig félre szeretnék tenni 500 ezer forintot', /^Decemberig félreteszek 500 ezer forintot[,:] /],
    ['Nyárig le szeretnék adni 6 kilót', /^Nyárig egészséges tempóban leadok 6 kilót/],
    ['2027 végéig szeretnék új munkát találni', /^2027 végéig új munkahelyet találok/],
    ['Március 15-ig le akarok szokni a dohányzásról', /^Március 15-ig leszokom a dohányzásról/],
    ['Szeretnék 300 ezer forintot megtakarítani', /^A következő tizenkét hónapban félreteszek 300 ezer forintot/],
  ])('%s', (input, expected) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(expected);
    expect(output).not.toMatch(/A következő \p{L}+ hónapban.*(?:végéig|-ig|ig:)/u);
  });

  it.each([
    ['Május végéig', 'Május végéig'],
    ['szeretném decemberéig', 'Decemberéig'],
    ['az év végéig', 'Az év végéig'],
    ['karácsonyig', 'Karácsonyig'],
    ['két évig dolgoztam ott', undefined],
    ['a hónapban', undefined],
  ])('reads the deadline in %j', (text, expected) => {
    expect(hungarianDeadline(text)).toBe(expected);
  });

  it('keeps our time frame when a list of goals has one date: the dates are not told apart', () => {
    const output = draftGoals('Decemberig szeretnék új munkát találni és megtanulni angolul.', NOW);
    expect(output.split('\n').length).toBeGreaterThan(1);
    expect(output).not.toMatch(/Decemberig/u);
  });
});
