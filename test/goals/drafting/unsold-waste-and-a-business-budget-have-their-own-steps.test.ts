/**
 * Issue 33 (blind reading 110's 18 and 19, 112's 13; filler69's probes): a bakery's unsold bread to halve, a
 * workshop's monthly budget and a chapbook to finish got the weekly-steps filler (or customers asked about an idea,
 * or a tenth of the income saved). Unsold goods are counted each day, the batches of what is most often left cut and
 * the rest sold off or given away; a business's budget is its fixed costs and income listed and compared with the
 * real figures on the 1st; a chapbook is a work cut into parts (aims.json). Food wasted at home is no shop's batches.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('unsold waste and a business budget have steps of their own', () => {
  it.each([
    ['Chcem do júna znížiť odpad z nepredaného pečiva v mojej pekárni na polovicu.', /každý deň zapisovať, čo zostane nepredané/u],
    ['Ich möchte in meiner Bäckerei bis März die weggeworfene Ware halbieren.', /was übrig bleibt oder weggeworfen wird/u],
    ['Chci začít si každý měsíc dělat rozpočet pro svoji truhlářskou dílnu.', /pevné náklady podniku/u],
    ['Chcę od stycznia co miesiąc robić budżet dla mojego warsztatu stolarskiego.', /stałe koszty firmy/u],
    ["I want my chapbook finished by May, it's about 14 poems in.", /cutting the work into parts/u],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(/všechny potřebné kroky|všetky potrebné kroky|every step it takes|Testverkauf|10% dochodu/u);
  });

  it('food wasted at home is no shop', () => {
    expect(draftGoals('I want to cut the food we waste at home by half by March.', NOW)).not.toMatch(/unsold/u);
  });
});
