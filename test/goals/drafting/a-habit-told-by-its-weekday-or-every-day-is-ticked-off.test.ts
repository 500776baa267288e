/**
 * Issue 33 (round 50's readings): "Я хочу щонеділі провідувати маму", "I want to call my grandmother every Sunday" were
 * measured by the weekly-steps filler ("writing down in the first week every step it takes"), and "go to the gym
 * every Monday and Thursday" by "at least three times a week": a habit the person gives its own day or "every day" has
 * no steps to list, and our rate contradicted theirs. A weekday or weekend named with "every" is a weekly rate of the
 * person's (plan.json everyWeek), "every day" a daily one (plan.json daily): each time is ticked off in a calendar.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));
const FILLER = /every step|Schritte zu diesem|pasos necesarios|потрібні кроки|нужные шаги|kroky k tomuto|three times|trois fois/u;

describe('a habit told by its weekday or every day is ticked off', () => {
  it.each([
    ['I want to call my grandmother every Sunday.', 'I will call my grandmother every Sunday', 'marking each time in a calendar'],
    [
      'I want to go to the gym every monday and thursday',
      'I will go to the gym every Monday and Thursday',
      'marking each time in a calendar',
    ],
    ['Ich möchte jeden Sonntag meine Oma anrufen.', 'jeden Sonntag meine Oma anrufen', 'jedes Mal einen Eintrag im Kalender'],
    ['Quiero llamar a mi abuela todos los domingos.', 'Voy a llamar a mi abuela todos los domingos', 'apuntando cada vez en un calendario'],
    [
      'Je veux appeler ma grand-mère tous les dimanches.',
      'Je vais appeler ma grand-mère tous les dimanches',
      'à chaque fois dans un calendrier',
    ],
    ['Chci každou neděli volat babičce.', 'každou neděli volat babičce', 'pokaždé si to zapíšu do kalendáře'],
    ['Я хочу щонеділі провідувати маму.', 'щонеділі провідувати маму', 'щоразу позначатиму це в календарі'],
    ['Хочу каждое воскресенье звонить бабушке.', 'каждое воскресенье звонить бабушке', 'буду каждый раз отмечать это в календаре'],
    ['I want to walk my dog every day.', 'I will walk my dog every day', 'marking each day I keep to it in a calendar'],
    ['Хочу щодня телефонувати мамі.', 'щодня телефонувати мамі', 'позначатиму в календарі кожен день'],
    ['Quero meditar todos os dias, nem que seja 10 minutos.', 'Vou meditar todos os dias', 'marcando no calendário cada dia'],
  ])('%s', (input, goal, measure) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).toContain(measure);
    expect(answer).not.toMatch(FILLER);
  });
});
