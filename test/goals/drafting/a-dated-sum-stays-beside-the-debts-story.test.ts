/**
 * Issue 33 (round 49, lead): a tax letter told beside credit cards, unpaid rent and a partner not told lost its goal:
 * "ich muss 1.500 Euro Steuern bis zum 15. Januar nachzahlen" gave way to the debts situation, which then took the
 * tax's date and paced all the debts by it ("Bis zum 15. Januar werde ich meine Schulden abbezahlen; … jeden Monat
 * 2.500 Euro"). A sum with a date of its own is a concern of its own, whatever the story around it (offline.ts), and
 * a goal with its own sum covers no situation whose steps are dated talks: the landlord and the partner keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a dated sum stays beside the debts story', () => {
  it.each([
    [
      'Ich habe Schulden von 5.000 Euro bei zwei Kreditkarten und einen Brief vom Finanzamt bekommen, ich muss 1.500 Euro Steuern bis zum 15. Januar nachzahlen. Die Miete für November habe ich noch nicht bezahlt. Meine Freundin weiß nichts davon.',
      ['Ich werde 1.500 Euro Steuern bis zum 15. Januar nachzahlen', 'Mietrückstände', 'meiner Freundin offenlegen'],
      /Bis zum 15\. Januar werde ich meine Schulden/u,
    ],
    [
      'Mám tři kreditní karty a dluh asi 80 000 Kč. Přišel mi i dopis z finančního úřadu, že musím doplatit daň 15 000 Kč do konce prosince. Partner o dluzích neví. A ještě jsem dva měsíce nezaplatila nájem.',
      ['doplatit daň 15 000 Kč do konce prosince', 'nájem', 'partnerovi'],
      /Splatím své dluhy do konce prosince/u,
    ],
    [
      'I have 4,000 pounds on two credit cards and HMRC sent me a letter: I have to pay 1,200 pounds of tax by 31 January. My girlfriend does not know.',
      ['I will pay 1,200 pounds of tax by 31 January', 'tell my girlfriend about the debts'],
      /pay off my debts by 31 January/u,
    ],
  ])('%s', (input, kept, gone) => {
    const answer = draftGoals(input, NOV_25);
    for (const part of kept) expect(answer).toContain(part);
    expect(answer).not.toMatch(gone);
  });
});
