/**
 * Issue 33, blind readings 80 and 82: "Je voudrais être plus sérieuse dans ce que je fais, je commence plein de choses
 * et je lâche tout" got the weekly-steps filler, and "quiero volver a ser yo, desde que nació el bebé no me reconozco"
 * was pasted whole into the goal with it. Dropping what one starts is a family of wishes.json (everything started and
 * unfinished listed, the one that matters most worked on three times a week, nothing new begun until it is done);
 * not recognising oneself and wanting to be oneself again is the restart family's. The Slavic steps say the work,
 * not the writer's past forms, so no "zaczęłam lub zacząłem" is needed.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const FILLER = /étapes nécessaires|pasos necesarios|every step it takes|potrzebne kroki|нужные шаги/u;

describe('a wish to finish what one starts gets a first step', () => {
  it.each([
    [
      'Je voudrais être plus sérieuse dans ce que je fais, je commence plein de choses et je lâche tout.',
      /tout ce que j'ai commencé sans le finir .*sans rien commencer de nouveau/u,
    ],
    ['I start lots of things and never finish them.', /everything I have started and not finished.*starting nothing new/u],
    ['Zawsze porzucam wszystko w połowie.', /wszystkie rozpoczęte i niedokończone sprawy/u],
    ['Хочу научиться не бросать всё на полпути.', /все начатые и незаконченные дела/u],
  ])('%s', (input, step) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(step);
    expect(out).not.toMatch(FILLER);
    expect(out).not.toMatch(/lub zacząłem|или начал/u);
  });

  it('answers a wish to be oneself again with the restart step, not the pasted sentence', () => {
    const out = draftGoals('quiero volver a ser yo, desde que nació el bebé no me reconozco', NOW);
    expect(out).toMatch(/cómo quiero que sea mi vida en tres áreas/u);
    expect(out).not.toMatch(/no me reconozco|pasos necesarios/u);
  });
});
