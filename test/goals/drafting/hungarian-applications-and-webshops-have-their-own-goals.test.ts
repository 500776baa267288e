/**
 * Issue 33 (round 66's lead; blind readings 110's 26, 111's 22 and 112's 22): a Hungarian application to a training or
 * school ("jelnyelvi tolmács-képzésre jelentkezni szeptemberig", "felvételizni a Színművészetire") had no topic: beside
 * an exam it was dropped, alone it became study hours. A webshop opened by a business one has ("a méhészetem …
 * elindítani egy webshopot") was a business started from nothing. Each has its goal (hungarian.json `admission`,
 * `webshop`): the requirements and dates found, the material prepared, the application handed in early; the shop's
 * platform, photos and launch.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('Hungarian applications and webshops have their own goals', () => {
  it('an application beside a language exam keeps both', () => {
    const out = draftGoals(
      'Szeretnék jelnyelvi tolmács-képzésre jelentkezni szeptemberig, és addig letenni a B2-es angol nyelvvizsgát is.',
      NOW,
    );
    expect(out).toMatch(/^1\. Szeptemberig beadom a jelentkezésemet: két héten belül felírom a felvételi feltételeket/mu);
    expect(out).toMatch(/^2\. .*leteszem a B2-es angol nyelvvizsgát/mu);
  });

  it('an entrance exam is an application, not study hours', () => {
    const out = draftGoals('Jövő februárban szeretnék felvételizni a Színművészetire, addig meg akarok tanulni három monológot.', NOW);
    expect(out).toMatch(/beadom a jelentkezésemet/u);
  });

  it.each([
    'Szeretnék jövő tavaszig 30%-kal növelni a méhészetem bevételét, és elindítani egy webshopot.',
    'Saját webshopot szeretnék nyitni a kézműves termékeimnek.',
  ])('a webshop is launched, not a business started: %s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/elindítom a webshopomat: két héten belül kiválasztom a platformot/u);
    expect(out).not.toMatch(/saját vállalkozásomat/u);
  });
});
