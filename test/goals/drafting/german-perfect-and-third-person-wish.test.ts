/**
 * Issue 33 (blind reading 19's 04): German tells the past in the perfect — "Wir sind im August nach
 * München gezogen", "Ich habe im Juni meine Ausbildung abgebrochen" — an auxiliary before the date, a
 * participle at its clause's end: that month is behind the mentee, no deadline ("Im August werde ich …").
 * And "will"/"möchte" after "und" are the mentee's only after an "ich" of the sentence: "Unser Sohn hat
 * keine Freunde und will morgens nicht los" is the son's, not an aim ("werde ich morgens nicht aufstehen").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('German: the perfect is past, a third person wants for themselves', () => {
  it.each([
    ['Ich habe im Juni meine Ausbildung abgebrochen. Seitdem sitze ich zu Hause und weiß nicht, was ich machen soll.', /Im Juni werde/u],
    [
      'Wir sind im August nach Köln gezogen, weil mein Mann dort eine Stelle bekommen hat. Ich kenne hier niemanden und bin oft allein. Abends sitze ich nur vor dem Handy.',
      /(?:Im|Bis|Ende) August/u,
    ],
  ])('a month told in the perfect dates nothing: %s', (input, wrong) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(wrong);
  });

  it.each([
    'Im Frühjahr sind wir nach Graz gezogen. Mein Sohn (8) ist in der neuen Klasse allein und will morgens nicht aufstehen. Mein Mann arbeitet Schicht. Ich selbst kenne hier noch niemanden.',
    'Unsere Tochter (10) hat in der neuen Schule keine Freundinnen und möchte nicht mehr zum Training. Ich arbeite Vollzeit und bin abends müde. Mein Mann ist oft unterwegs.',
  ])("a child's wish is no aim of the mentee's: %s", (input) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(/werde ich (?:morgens )?nicht|mein Ziel: (?:morgens )?nicht/u);
  });

  it("keeps the mentee's own wish after 'und'", () => {
    expect(draftGoals('Ich bin Krankenpflegerin und möchte in die Schweiz ziehen.', NOV_26)).toMatch(/Schweiz/u);
  });
});
