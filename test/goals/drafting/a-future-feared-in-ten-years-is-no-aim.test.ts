/**
 * Issue 33 (blind reading 108 #3): "Čo ma najviac trápi je, že … o desať rokov budem stáť pri tej istej
 * linke" became "Mojím cieľom je stáť pri tej istej linke do troch mesiacov": the worry's clause was taken
 * as the aim, reversing it. "In ten years I'll be …" after a worry is what one fears (gate.json storyLeads):
 * no aim is drawn from it, and the step up the person wants, if told, is the goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a future feared in ten years is no aim', () => {
  it.each([
    ['Najviac ma trápi, že o desať rokov budem stáť pri tej istej linke.', /linke/u],
    ['Nejvíc mě trápí, že za deset let budu stát u stejné linky.', /linky/u],
    ["What worries me most is that in ten years I'll be standing at the same line.", /same line/u],
    ['Najbardziej się boję, że za dziesięć lat będę stał przy tej samej linii.', /linii/u],
    ['Больше всего беспокоит, что через десять лет я буду стоять у той же линии.', /линии/u],
    ['Найбільше турбує, що через десять років я буду стояти біля тієї ж лінії.', /лінії/u],
  ])('%s', (input, echoed) => {
    expect(draftGoals(input, NOW)).not.toMatch(echoed);
  });

  it('the step up told beside it is the goal', () => {
    const out = draftGoals(
      'Robím na linke v automobilke, tri zmeny. Chcel by som ísť vyššie, napríklad do údržby. Čo ma najviac trápi je, že robím stále to isté a o desať rokov budem stáť pri tej istej linke.',
      NOW,
    );
    expect(out).toMatch(/ísť vyššie/u);
    expect(out).not.toMatch(/stáť pri tej istej linke/u);
  });
});
