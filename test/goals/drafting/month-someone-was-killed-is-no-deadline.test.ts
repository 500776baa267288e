/**
 * Issue 33 (round 52's probes): "Мій чоловік загинув у березні" — March was the month her husband was
 * killed, yet her son's goal took it as its deadline ("Я допоможу синові краще вчитися у березні"). The
 * verbs of being killed or dying that the past reader did not know ('загинув', 'погиб', 'zginął', 'umarł';
 * life.json pastWords) and the Ukrainian past in '-ув' (specifics.json pastEnds) make the month the story's,
 * so the goal keeps its own months. Being killed is a death as dying is: the same verbs ('загинув', 'погиб',
 * 'zahynul'; situations.json grief) bring the goal of looking after oneself through the grief.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a month someone was killed in dates no goal', () => {
  it.each([
    [
      'Мій чоловік загинув у березні. Я залишилась з двома дітьми, 9 і 13 років, у Львові. Старший син замкнувся в собі, погано вчиться, у нього проблеми в школі. Я сама майже не сплю.',
      /Я допоможу синові краще вчитися протягом трьох місяців — протягом двох тижнів поговорю з класним керівником/u,
      /вчитися у березні/u,
    ],
    [
      'Мой муж погиб в марте. Сын плохо учится, у него проблемы в школе.',
      /Я помогу сыну лучше учиться в течение трёх месяцев — в течение двух недель поговорю с классным руководителем/u,
      /учиться в марте/u,
    ],
    [
      'Mój mąż zginął w marcu. Syn słabo się uczy, ma problemy w szkole.',
      /Pomogę synowi poprawić wyniki w szkole w ciągu trzech miesięcy – w ciągu dwóch tygodni porozmawiam z wychowawcą/u,
      /w szkole w marcu/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});

describe('a death told by being killed is grief', () => {
  it.each([
    [
      'Мій батько загинув у жовтні. Син погано вчиться, у нього проблеми в школі.',
      /Я подбаю про себе в горі й повернуся до сталого ритму дня/u,
    ],
    ['Мой муж погиб в марте. Сын плохо учится, у него проблемы в школе.', /Я позабочусь о себе в горе и вернусь к постоянному ритму дня/u],
  ])('%s', (input, grief) => {
    expect(draftGoals(input, NOW)).toMatch(grief);
  });
});
