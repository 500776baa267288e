/**
 * Issue 33 (round 51's probes): the person's own date is the goal's deadline, even when it is more than a year and a bit
 * away. "Queremos montar una peluquería. Lo tenemos planeado para septiembre de 2028." was answered "en los próximos
 * cuatro meses": a date the text names was given to undated aims only within a year and a bit, so that a vision ("lead
 * a department in five years") dates no other goal. A later date still dates the aim told in its own sentence or the one
 * before it, and no other aim (the marathon told after it keeps its own span); a date gone by dates nothing.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a far date told beside its aim is that aim’s deadline', () => {
  it.each([
    ['I want to open a bakery. I plan to do it by September 2028.', /^I will open a bakery by September 2028, asking/u, /four months/u],
    [
      'Mi hermana y yo queremos montar una peluquería. Lo tenemos planeado para septiembre de 2028.',
      /^Junto con mi hermana, para septiembre de 2028 voy a montar una peluquería, preguntando/u,
      /cuatro meses/u,
    ],
    [
      'Chcę otworzyć własną kawiarnię. Planuję to zrobić do września 2028.',
      /^Otworzę własną kawiarnię do września 2028 – w pierwszym miesiącu/u,
      /czterech miesięcy/u,
    ],
    [
      'Хочу открыть своё кафе. Планирую сделать это к сентябрю 2028 года.',
      /^Я открою своё кафе к сентябрю 2028 года — /u,
      /четырёх месяцев/u,
    ],
    [
      'Je veux ouvrir une boulangerie. Je compte le faire d’ici septembre 2028.',
      /^D'ici septembre 2028, je vais ouvrir une boulangerie, en demandant/u,
      /quatre prochains mois/u,
    ],
  ])('%s', (input, says, gone) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(says);
    expect(goals).not.toMatch(gone);
  });

  it('dates no other aim told after it', () => {
    const goals = draftGoals('I want to open a bakery. I plan to do it by September 2028. I also want to run a marathon.', NOV_25);
    expect(goals).toMatch(/1\. I will open a bakery by September 2028,/u);
    expect(goals).toMatch(/2\. I will run a marathon within the next six months/u);
  });
});
