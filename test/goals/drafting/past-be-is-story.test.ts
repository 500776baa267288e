/**
 * Issue 33, lang13b fresh round: "…sa naučím neodkladať návštevu u zubára, nebola som tam tri roky –":
 * a clause after a comma that opens with a past "was" ("nebola som", "byłam", "була", "был") tells the
 * story, and is left out of the goal (gate.json, tailStarts).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T10:00:00Z'));

describe('a past "was" after a comma is the story, not the goal', () => {
  it.each([
    ['sk', 'Nechcem už odkladať návštevu u zubára, nebola som tam tri roky.', /neodkladať návštevu u zubára – /u, /nebola som/u],
    ['cs', 'Nechci už odkládat preventivní prohlídku, nebyla jsem tam pět let.', /neodkládat preventivní prohlídku – /u, /nebyla jsem/u],
    ['pl', 'Nie chcę już odkładać wizyty u dentysty, byłam tam ostatnio w 2021.', /nie odkładać wizyty u dentysty – /u, /byłam/u],
    ['uk', 'Не хочу більше відкладати візит до стоматолога, була там три роки тому.', /відкладати візит до стоматолога — /u, /була там/u],
    ['ru', 'Не хочу больше откладывать поход к врачу, был у него два года назад.', /откладывать поход к врачу — /u, /был у него/u],
  ])('%s: %s', async (_lang, input, goal, story) => {
    const { output } = await generator.generate(input);
    expect(output).toMatch(goal);
    expect(output).not.toMatch(story);
    expect(output).toMatch(/\p{L}+ (?:місяців|месяцев|měsíců|mesiacov|miesięcy)/u);
  });
});
