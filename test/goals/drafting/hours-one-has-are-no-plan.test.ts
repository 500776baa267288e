/**
 * Issue 33 (stated26): the hours a mentee says they have ('I have about 8 hours a week outside my job', 'Tengo unas 6
 * horas a la semana', 'Mám asi 6 hodin týdně') are the time there is, not a plan to paste into the first goal
 * ('following my own plan: i have 8 hours a week …'); hours of study told ('I will study 10 hours a week') still are.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('hours one has are no plan', () => {
  it.each([
    [
      'I want to pass the AWS Solutions Architect Associate exam and ship my side project (a budgeting app for students) by the end of Q2 2027. I have about 8 hours a week outside my job.',
      /exam .*practice exam/u,
    ],
    ['I want to pass the CPA exam by next summer. I have about 10 hours a week.', /by next summer, studying .*practice exam/u],
    ['Quiero aprobar el examen de inglés C1 antes de junio. Tengo unas 6 horas a la semana libres.', /antes de junio, estudiando/u],
    ['Chci do června složit zkoušku C1 z angličtiny. Mám asi 6 hodin týdně.', /do června – budu se učit/u],
  ])('%s', async (input, goal) => {
    const out = await draft(input);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/own plan|propio plan|svého plánu|\bi have|tengo|mám/u);
  });

  it('hours of study told stay the plan', async () => {
    expect(await draft('I want to pass the CPA exam by next summer. I will study 10 hours a week.')).toMatch(
      /own plan: study 10 hours a week/u,
    );
  });
});
