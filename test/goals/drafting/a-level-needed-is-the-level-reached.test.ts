/**
 * Issue 33 (dates65): "без польської на рівні B2 я не можу шукати роботу в школі … Зараз у мене десь A2" was
 * answered "Я досягну рівня B1 … офіційний іспит рівня B1" (blind reading 105's 8): the level held gave the
 * next one, and the level the person needs, told after "without", was lost. A level told after a "without"
 * is the level needed, and a level needed is the one the goal reaches and its exam's (gate.json ownFigures).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a level needed is the level reached', () => {
  it.each([
    [
      'Я з Харкова, вже два роки живу в Польщі з донькою. В Україні я була вчителькою англійської, а тут працюю на складі, бо польську знаю слабо. Найбільше мене турбує мова: без польської на рівні B2 я не можу шукати роботу в школі чи навіть у садочку. Зараз у мене десь A2.',
      /Я досягну рівня B2 знання польської мови/u,
      /рівня B1/u,
    ],
    [
      'Я из Харькова, уже два года живу в Польше с сыном. На Украине я была учительницей, а здесь работаю на складе, потому что польский знаю слабо. Больше всего меня беспокоит язык: без польского на уровне B2 я не могу искать работу в школе. Сейчас у меня где-то A2.',
      /Я достигну уровня B2 знания польского языка/u,
      /следующего уровня/u,
    ],
    [
      'Jestem pielęgniarką z Ukrainy i od roku mieszkam w Niemczech. Pracuję w magazynie. Bez niemieckiego na poziomie B2 nie uznają mi dyplomu, a mam teraz A2.',
      /Osiągnę poziom B2 znajomości języka niemieckiego/u,
      /kolejny poziom|poziomu B1/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
