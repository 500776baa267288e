/**
 * Issue 33 (blind reading 19's 03): beside a debt paced by the month, the talk with the partner who does
 * not know about it got the same repayment as its steps ("Otvorene poviem o dlhoch priateľke … – každý
 * mesiac splatím 420 eur …", goal 1's tail word for word). A money situation with dated steps of its own
 * keeps them; only the debt itself is paced.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('the talk about a hidden debt keeps its own steps', () => {
  it.each([
    [
      'Na kreditnej karte dlžím asi 2 800 eur a k tomu mám pôžičku na auto, splátka 160 eur mesačne. Zarábam 1 250 eur v čistom, nájom s energiami je 500. Najhoršie je, že o tom nevie ani moja manželka.',
      /manželke[^\n]*pokojný večer/u,
    ],
    [
      'Ich habe 6.000 Euro Schulden auf der Kreditkarte und meine Frau weiß nichts davon. Ich will sie bis Ende 2027 abbezahlen.',
      /ruhigen Abend/u,
    ],
    [
      'Mám dluh 60 000 Kč na kreditce a každý měsíc mi chybí asi 2 000. Manžel o tom neví. Chci to splatit do konce roku 2027.',
      /klidný večer/u,
    ],
  ])('%s', (input, talk) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(talk);
    const lines = out.split('\n').filter((l) => /^\d\. /u.test(l));
    // The repayment is said once, in the debt's own goal.
    expect(lines.filter((l) => /splatím|zurück|splácať/u.test(l.split(/[–;]/u)[1] ?? ''))).toHaveLength(1);
  });
});
