/**
 * Issue 33 (blind reading 109, #1): a school librarian of 58 back after cancer feared not getting "through a full
 * school day without falling apart in front of the kids", and got "help my children do better at school" and, from
 * "My husband thinks I should just stay home", a parenting approach to agree on. Pupils one stands in front of are
 * no children of one's own (childschool's `unless`), a partner's advice about the writer is no quarrel over parenting
 * (parentline's `unless`), and fearing a full working day is a return to work after illness (healthreturn's cues).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("pupils of one's own work are no school goal", () => {
  it.each([
    [
      "I'm 58 and I finished my chemo for breast cancer in March. I used to work as a school librarian and they've said I can come back in September. My husband thinks I should just stay home. What worries me most is whether I can actually get through a full school day without falling apart in front of the kids.",
      /^I will go back to work after my illness at a pace my health allows/u,
      /help my children do better at school|shared approach to parenting/u,
    ],
    [
      'Tengo 60 años, soy maestra de primaria y vuelvo en febrero después de un cáncer. Me preocupa no aguantar toda la jornada con los niños.',
      /^Voy a volver al trabajo tras mi enfermedad a un ritmo que mi salud permita/u,
      /tres cosas que puedo cambiar/u,
    ],
    [
      'Je mi 59 let, po operaci se v lednu vracím do školní jídelny. Nejvíc se bojím, jestli vydržím celý den v práci před dětmi.',
      /^Vrátím se do práce po nemoci tempem, které mi zdraví dovolí/u,
      /zlepšit se ve škole/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });

  it("still helps one's own son at school beside a partner's advice", () => {
    const out = draftGoals('My husband thinks I should stop worrying, but our son is failing maths and his teacher called twice.', NOW);
    expect(out).toMatch(/help my son do better at school/u);
  });
});
