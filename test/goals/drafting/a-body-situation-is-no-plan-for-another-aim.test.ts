/**
 * Issue 33 (blind reading 29's 6): in a story, an aim whose words name no topic ("sair da sala de aula") took the
 * topic and the steps of the first situation the story tells beside it, twelve kilos gained: "Vou sair da sala de
 * aula …, me pesando uma vez por semana". A situation of the body (weight, smoking, sleep; offline-words.json
 * "body") is such an aim's plan only when told in its own sentence; otherwise it keeps a goal of its own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_28 = new Date(Date.UTC(2026, 10, 28, 10));

describe('a situation of the body is no plan for another aim', () => {
  it.each([
    [
      'Sou professora de escola pública em Recife. Faz uns anos que penso em sair da sala de aula e trabalhar com design instrucional. Sustento a casa sozinha. Também engordei uns 12 kg depois da pandemia.',
      /sair da sala de aula[^\n]*(?:pesando|refeições)/u,
      /12 quilos/u,
    ],
    [
      'I teach maths at a secondary school. For a few years I have wanted to leave the classroom for good. My kids are small. I have also put on about 10 kg since the pandemic.',
      /leave the classroom[^\n]*(?:weighing|meals)/u,
      /10 kilos|10 kg/u,
    ],
  ])('%s', (input, mixed, own) => {
    const out = draftGoals(input, NOV_28);
    expect(out).not.toMatch(mixed);
    expect(out).toMatch(own);
  });

  it('still gives a one-sentence wish to start again the exercise it is about', () => {
    expect(draftGoals("I haven't exercised in a year and I want to start again.", NOV_28)).toMatch(
      /exercising at least three times a week/u,
    );
  });
});
