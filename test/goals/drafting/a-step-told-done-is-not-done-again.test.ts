/**
 * Issue 33 (blind reading 49's 17): "Llevo 14 meses esperando la homologación del título" got the recognition goal's first
 * steps ("averiguando … qué organismo tramita la homologación …, presentando la solicitud"): a filing made fourteen months
 * ago, done again. Waiting for the recognition, or an application told filed ("I applied for recognition", "Anerkennung
 * … beantragt"), now asks after it instead (gate.json ownFigures: the English pattern read "recogni[sz]", never
 * "recognition"). Likewise a place on a master's told won ("I've been admitted") is no application to send.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a step the person told done is not done again', () => {
  it.each([
    [
      'Llevo un año esperando la homologación de mi título de médico y mientras tanto trabajo de camarera.',
      'preguntando cada mes al organismo cómo va mi solicitud',
      /qué organismo tramita/u,
    ],
    [
      "I applied for recognition of my nursing degree eight months ago and I'm still waiting for an answer. Meanwhile I work in a care home.",
      'asking the office every month how my application stands',
      /filing the application/u,
    ],
    [
      'Ich habe die Anerkennung meines Abschlusses als Ingenieur schon vor einem Jahr beantragt und warte noch immer. Ich arbeite im Lager.',
      'frage ich jeden Monat bei der Stelle nach, wie weit mein Antrag ist',
      /stelle den Antrag/u,
    ],
    [
      "I've been admitted to a master's in Edinburgh starting in September but the fees are 12,000 and I only have 5,000 saved.",
      'I will',
      /apply for a master's/u,
    ],
  ])('%s', (text, step, redone) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(step);
    expect(answer).not.toMatch(redone);
  });
});
