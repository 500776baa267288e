/**
 * Issue 33 (voice64; readers 101–103's leftover): another person's "should" ("my wife says I should
 * lose weight", "Мама говорить, що я маю схуднути", "mein Mann meint, ich sollte mit dem Rauchen
 * aufhören") was read as the writer's weight or smoking goal, and the matter the writer stressed (their
 * sleep, a saving, a walk with a grandson) was left out or came second. A report verb a few words
 * before the matter rules that situation out in its sentence (situations.json weight's and smoking's
 * unless); "What I (really) want is to …" is the writer's own aim (english.json), not the calling wish.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe("another person's should is not the writer's aim", () => {
  it.each([
    [
      'My wife says I should lose weight. What I really want is to be able to walk with my grandson in the park without stopping.',
      /^I will be able to walk with my grandson in the park without stopping/mu,
      /healthier weight|ten things I am good at/u,
    ],
    [
      "My doctor says I should stop smoking, but I'm not sure I'm ready. What I want this year is to save 2000 pounds for a holiday with my wife.",
      /for a holiday with my wife/u,
      /quit smoking|smoke-free/u,
    ],
    [
      'Мама говорить, що я маю схуднути, але мене більше турбує, що я не сплю. Лягаю о другій ночі, встаю о сьомій.',
      /Я спатиму краще/u,
      /ваги|звички/u,
    ],
    [
      'Моя жінка каже, що я маю кинути палити. А я хочу до березня знайти нову роботу, бо на заводі платять 14 тисяч.',
      /Я знайду нову роботу до березня/u,
      /кину палити/u,
    ],
    [
      'Mein Mann meint, ich sollte mit dem Rauchen aufhören. Ich möchte bis Juni mein Englisch verbessern.',
      /Ich werde bis Juni mein Englisch verbessern/u,
      /Rauchen|Zigarette/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
