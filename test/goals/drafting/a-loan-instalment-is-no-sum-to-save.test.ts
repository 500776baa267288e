/**
 * Issue 33 (round 55's probes; blind reader 87 #30): in the Hungarian fallback a loan's instalment paid now was
 * read as money to put aside: "hiteltörlesztésem havi 120 ezer forint" became "minden hónapban félreteszek 120
 * ezer forintot". An instalment ("törlesztő", "törlesztés", "részlet") is what the month costs, so its sum is
 * passed over like the rent (hungarian.json spent.had); and the instalment is no debt to settle either: the
 * debts topic is cued by repaying as an aim ("letörleszteni", "visszafizetni a hitelt"), so a saving told beside
 * the mortgage's instalment ("a lakáshitel törlesztőm, és szeretnék … félretenni 500 ezer forintot") is kept —
 * before a wish, nothing told earlier makes its sum had.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a loan instalment is no sum to save', () => {
  it('does not put the instalment aside', () => {
    const answer = draftGoals(
      'Most szeretnék valami újat kezdeni, talán könyvelőnek tanulni. Van két tinédzser gyerekem és hiteltörlesztésem havi 120 ezer forint. Az angolom is nagyon gyenge.',
      NOV_25,
    );
    expect(answer).toContain('rendbe teszem a pénzügyeimet');
    expect(answer).toContain('a jövedelmem legalább 10%-át');
    expect(answer).not.toContain('félreteszek 120 ezer forintot');
  });

  it('keeps the saving told beside a mortgage instalment', () => {
    const answer = draftGoals(
      'Havonta 80 ezer forint a lakáshitel törlesztőm, és szeretnék 2027 végéig félretenni 500 ezer forintot egy autóra.',
      NOV_25,
    );
    expect(answer).toContain('2027 végéig félreteszek 500 ezer forintot');
    expect(answer).toContain('havonta egyenlő részletekben');
    expect(answer).not.toMatch(/adósságaimat|80 ezer/u);
  });

  it('still settles a loan to repay', () => {
    const answer = draftGoals('A havi törlesztőrészlet 90 ezer forint, és szeretném két év alatt visszafizetni a hitelt.', NOV_25);
    expect(answer).toContain('rendezem az adósságaimat');
    expect(answer).not.toContain('félreteszek 90 ezer');
  });
});
