/**
 * Issue 33 (blind readings 96 and 97, the lead's mends after them, round 59): a benefit or a grant applied
 * for ("Schwerbehindertenausweis beantragen", "wniosek o dofinansowanie z PFRON") got the weekly-steps filler; a
 * teacher's phased return to her own job got job applications; "herdadas" (inherited) began like the German
 * "Herd" (a cooker) and made a dementia-safety goal; the Czech "nevěr" (infidelity), its marks folded, read
 * every "never" as a quarrel ("with my dad … I never get a day off"); a child who only starts school next year
 * got homework help; "wiped out until Thursday" made tomorrow every goal's deadline.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('benefits applied for and a return to one’s own job get their own steps', () => {
  it.each([
    ['Ich möchte bis Ende März meinen Schwerbehindertenausweis beantragt haben.', /welche Stelle darüber entscheidet/u],
    ['Chcę do końca lutego złożyć wniosek o dofinansowanie do wózka z PFRON.', /który urząd o tym decyduje/u],
    [
      // After an illness the return is paced by health (situations.json healthreturn, round 65), no parental leave's catching up.
      'I want to go back to my job as a nurse after six months off with cancer treatment, with a phased return from January.',
      /asking my doctor within two weeks which tasks and hours I can take on/u,
    ],
  ])('%s', (input, steps) => {
    const goals = draftGoals(input, NOV_25);
    expect(goals).toMatch(steps);
    expect(goals).not.toMatch(/Bewerbungen|applications|nötigen Schritte|potrzebne kroki/u);
  });
});

describe('words that only look like a concern make no goal', () => {
  it.each([
    ['Tenho umas vinhas herdadas dos meus avós que estão abandonadas. Quero recuperá-las até ao verão.', /fogão|segurança em casa/u],
    ['I run a small dairy farm with my dad so I never get a proper day off. I want one day off a week.', /relationship with my father/u],
    ['Dcera nastupuje příští rok do školy. Chci víc prodávat sýry z kozího mléka.', /ve škole/u],
  ])('%s', (input, never) => {
    expect(draftGoals(input, NOV_25)).not.toMatch(never);
  });

  it('a real quarrel or infidelity is still read', () => {
    expect(draftGoals('Manžel mi byl nevěrný.', NOV_25)).toMatch(/Zlepším vztah s manželem/u);
    expect(draftGoals('My husband never helps at home and we argue every day.', NOV_25)).toMatch(/Together with my husband/u);
  });
});

describe('a state lasting until a weekday is no deadline', () => {
  it('"wiped out until Thursday" dates no goal, "by Friday" still does', () => {
    const story = "I keep overdoing it on Mondays and then I'm wiped out until Thursday. I want to sort out my energy budget.";
    expect(draftGoals(story, NOV_25)).not.toMatch(/26 November/u);
    expect(draftGoals('I want to finish the report by Friday.', NOV_25)).toMatch(/by 27 November/u);
  });
});
