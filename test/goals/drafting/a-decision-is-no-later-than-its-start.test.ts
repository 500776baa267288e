/**
 * Issue 33 (cover32, blind 28's 15): a job offer whose move is "en febrero" and no date to answer by
 * was decided "Para febrero", too late for a move in February: the month told is the start the
 * decision weighs. With no date to answer by, the decision keeps its own frame (two months), and the
 * start dates nothing.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a decision is no later than its start', () => {
  it.each([
    [
      'Soy de Guadalajara, tengo 33 años y trabajo como contador en un despacho. Me ofrecieron un puesto en Monterrey con 30% más de sueldo pero tendría que mudarme en febrero y mi esposa no quiere dejar su trabajo. No sé ni por dónde empezar a decidir.',
      /^Voy a decidir sobre la oferta de trabajo[^.]*en los próximos dos meses/u,
      /febrero/u,
    ],
    [
      "I got a job offer in Leeds, a lot more money. I'd have to start in February and my wife doesn't want to move.",
      /decide on the job offer[^.]*over the next two months/u,
      /February/u,
    ],
  ])('%s', async (input, decided, start) => {
    const out = await draft(input);
    expect(out).toMatch(decided);
    expect(out).not.toMatch(start);
  });
});
