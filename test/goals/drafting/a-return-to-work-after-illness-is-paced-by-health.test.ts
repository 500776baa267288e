/**
 * Issue 33 (blind reading 109's 11 and 15, round 65): a nurse after spine surgery feared going back to lifting patients
 * ("Больше всего боюсь, что вернусь и через месяц опять слягу") and got "Моя цель — поднимать и переворачивать лежачих
 * больных …", the ward's duty pasted as her aim; a man after a heart attack who had quit smoking ("Палити кинув одразу після
 * лікарні") got a plan to cut down cigarettes. A return to work after an illness is its own situation (situations.json
 * healthreturn: the doctor asked which tasks and hours, a gradual return agreed in writing, the body's week noted), a duty
 * told of the workplace ("у нас надо") is no aim, and a quitting told done without its "я" is done (gate.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a return to work after illness is paced by health', () => {
  it.each([
    [
      'Мне 58 лет, я медсестра. Год назад сделали операцию на позвоночнике. Заведующая зовёт обратно, но у нас надо поднимать и переворачивать лежачих больных, ночные смены по 12 часов. Больше всего боюсь, что вернусь и через месяц опять слягу.',
      /вернусь к работе после болезни в темпе, который позволяет моё здоровье — в течение двух недель спрошу врача/u,
      /поднимать и переворачивать|Через месяц я/u,
    ],
    [
      'Мені 56, у квітні був інфаркт. Палити кинув одразу після лікарні. Найбільше мене турбує, чи зможу я повернутися на завод з першого березня.',
      /повернуся до роботи після хвороби в темпі, який дозволяє моє здоров’я/u,
      /палити кинув|сигарет/u,
    ],
    [
      'What worries me most is whether my back will hold up if I go back to nursing after the surgery.',
      /^I will go back to work after my illness at a pace my health allows, asking my doctor within two weeks/u,
      /three things I could change/u,
    ],
    [
      'Ich habe Angst vor der stufenweisen Wiedereingliederung im Februar.',
      /in einem Tempo in die Arbeit zurückkehren, das meine Gesundheit zulässt; dafür frage ich/u,
      /ersten zwei Wochen mit meiner Führungskraft/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
