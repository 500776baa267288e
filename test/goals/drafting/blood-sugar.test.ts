/**
 * Issue 33 (blind reading 13): a raised blood sugar the doctor named ("glicemia a 118, sono
 * prediabetico") got a goal about the back; it is a goal of its own — walks after dinner, fewer
 * white carbohydrates at dinner, weekly weighing, the value checked again at the next check-up.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a raised blood sugar is answered', () => {
  it.each([
    [
      'Il medico mi ha detto che sono prediabetico, la glicemia è a 118. Lavoro seduto tutto il giorno.',
      // The figure told is the goal's start (blind reading 22's 09), no longer "a un livello sano".
      /riporterò la glicemia a digiuno da 118 a meno di 100/iu,
    ],
    [
      'My doctor says I am prediabetic and my blood sugar is too high. I eat late and sit all day.',
      /bring my blood sugar back to a healthy level/u,
    ],
    ['Mein Arzt sagt, mein Blutzucker ist zu hoch, ich bin Prädiabetiker.', /meinen Blutzucker wieder auf einen gesunden Wert bringen/u],
    ['Lékař mi řekl, že mám vysoký cukr v krvi a jsem prediabetik.', /snížím si hladinu cukru v krvi/iu],
    ['Врач сказал, что у меня преддиабет и высокий сахар в крови.', /снижу уровень сахара в крови/u],
  ])('%s', (input, goal) => {
    const goals = draftGoals(input, NOV_26);
    expect(goals).toMatch(goal);
    // One goal for the blood sugar: not a second one to cut out sweets.
    expect(goals).not.toMatch(/Omezím cukr|limit sugar|Zucker reduzieren/iu);
  });

  it('a parent’s diabetes is no goal for the writer’s blood sugar', () => {
    expect(draftGoals('Mein Vater hat Diabetes und ich helfe ihm mit dem Blutzucker.', NOV_26)).not.toMatch(/meinen Blutzucker/u);
  });
});
