/**
 * Issue 33 (round 56's probes; blind reading 86's 13): a further training at one's own work ("die Weiterbildung zur
 * Praxisanleiterin", "zur Wohnbereichsleitung", "Fortbildung zum …") was read as money ("meine Finanzen in den Griff
 * bekommen") or as a degree to apply for ("mich für ein berufsbegleitendes Studium bewerben … zwei Studiengänge").
 * It is the specialty situation's training begun beside the shifts: the next start and timetable found out, a rota
 * agreed with the manager and the application sent. A training already under way ("schon", "fehlen noch") or not
 * wanted ("keine Lust") is none to begin.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const BEGUN = 'Ich werde die gewünschte Weiterbildung neben meinen Schichten beginnen';

describe('a further training offered at work is begun beside the shifts', () => {
  it.each([
    [
      'Ich bin Pflegefachfrau und arbeite 75% auf einer Intensivstation in Köln. Ich habe zwei Kinder (3 und 8) und mein Mann arbeitet Schicht. Das Geld reicht gerade so. Meine Stationsleitung hat mir angeboten, die Weiterbildung zur Praxisanleiterin zu machen, 300 Stunden, und ich hätte Lust, aber ich weiß nicht, wie ich das zeitlich schaffen soll.',
      /Finanzen in den Griff/u,
    ],
    [
      'Ich bin Altenpflegerin und habe die Chance, die Weiterbildung zur Wohnbereichsleitung zu machen, 460 Stunden, berufsbegleitend. Ich will das, aber mit drei Kindern weiß ich nicht, wie.',
      /Studiengänge|berufsbegleitendes Studium/u,
    ],
  ])('%s', (text, gone) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal.startsWith(BEGUN)).toBe(true);
    expect(goal).toContain('vereinbare innerhalb eines Monats mit meiner Leitung einen Dienstplan');
    expect(goal).not.toMatch(gone);
  });

  it('a training under way is finished, not begun', () => {
    const goal = draftGoals('Ich mache schon die Weiterbildung zur Praxisanleiterin, mir fehlen noch 3 Module.', NOV_25);
    expect(goal).toContain('den Rest meines Kurses abschließen');
    expect(goal).not.toContain(BEGUN);
  });
});
