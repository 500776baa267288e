/**
 * Issue 33 (round 51's probes): "Mein Mann hat ein Jobangebot in Hamburg bekommen und wir ziehen im März
 * dorthin" was answered by a goal to decide on the job offer, comparing both jobs' net pay and asking the
 * new employer questions, as was "My wife got a job offer in Canada and we're moving in spring": the offer
 * is the partner's and the move is settled. The job offer's `unless` holds the partner as the one who got
 * or has the offer, in eleven languages (it held only "offered my wife", "meinem Mann", the dative); and a
 * partner's offer tells that the move is for a job, so settling in the new city is the goal (settle's needs).
 * One's own offer is still the choice to weigh.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));
const DECIDE = /job offer|Jobangebot|oferta de trabajo|пропозиції роботи|offerta di lavoro|nabídce práce/u;

describe("a partner's job offer is no offer to decide", () => {
  it.each([
    [
      'Mein Mann hat ein Jobangebot in Hamburg bekommen und wir ziehen im März dorthin. Ich mache mir Sorgen, dass ich dort niemanden kenne.',
      /^Im März werde ich mich gemeinsam mit meinem Mann vor dem Start in der neuen Stadt einrichten/u,
      /besichtige jede Woche mindestens drei Wohnungen/u,
    ],
    [
      "My wife got a job offer in Canada and we're moving in spring. I'm worried I won't find work there as an electrician.",
      /^Together with my wife, I will settle in the new city/u,
      /joining one club, class or group/u,
    ],
    [
      'Мій чоловік отримав пропозицію роботи в Канаді, ми переїжджаємо навесні. Я хочу покращити англійську і знайти друзів на новому місці.',
      /1\. Я покращу англійську/u,
      /2\. Я знайду друзів на новому місці/u,
    ],
    [
      'Mi marido tiene una oferta de trabajo en Alemania y nos mudamos en verano. Yo no hablo alemán y me preocupa.',
      /voy a subir un nivel de alemán/u,
      /dos clases por semana/u,
    ],
  ])('%s', (input, start, measure) => {
    const goals = draftGoals(input, NOW);
    expect(goals).toMatch(start);
    expect(goals).toMatch(measure);
    expect(goals).not.toMatch(DECIDE);
  });

  it("one's own offer is still weighed", () => {
    expect(draftGoals("I got a job offer in Berlin and I'm not sure whether to move.", NOW)).toMatch(
      /^I will decide on the job offer after comparing both jobs' figures/u,
    );
  });
});
