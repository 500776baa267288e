/**
 * Issue 33 (round 47): a job search must fit inside the time the pay or the savings last. A notice period told ("My
 * notice period is one month") was not read, and the search got the stock six months past it; a runway told after an
 * unrelated "last" ("last week … savings which lasts maybe 2 months") was missed for the first; Czech "dva měsíce a …"
 * read its "a" ("and") as "a month"; and a runway of one month became two. The search is found within the notice
 * period or the runway, a month of it said as four weeks (own-measures.json whyRunway).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a job search fits the notice period or the runway', () => {
  it.each([
    ['My notice period is one month and I need to find a new job', 'I will find a new job within the next 4 weeks,', /six months/u],
    [
      'Meine Kündigungsfrist beträgt zwei Monate, ich will einen neuen Job finden',
      'Innerhalb von 2 Monaten werde ich einen neuen Job finden;',
      /sechs Monaten/u,
    ],
    [
      "Mon préavis est d'un mois et je dois trouver un nouveau travail",
      'Au cours des 4 prochaines semaines, je vais trouver un nouveau travail,',
      /six prochains mois/u,
    ],
    [
      'Tengo un preaviso de un mes y necesito encontrar trabajo nuevo',
      'En las próximas 4 semanas voy a encontrar trabajo nuevo,',
      /seis meses|2 meses/u,
    ],
    ['Mám výpovědní lhůtu dva měsíce a potřebuju najít novou práci', 'Najdu novou práci během 2 měsíců', /šesti měsíců|4 týdnů/u],
    [
      'I lost my job last week. I have about 3000 in savings which lasts maybe 2 months. I want to find a new job in marketing.',
      'I will find a new job in marketing within the next 2 months,',
      /six months/u,
    ],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });
});
