/**
 * Issue 33: "хочу перестать", "and I want to stop", "will damit aufhören" with nothing after the stop
 * but a pointer names nothing to stop; its goal read "Я перестану в течение трёх месяцев". No goal is
 * built from it (gate.json stopAlone); a stop that names what it stops is an aim as before.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a stop with nothing to stop is no aim', () => {
  it.each([
    [
      'Я постоянно срываюсь на сладкое по вечерам, хочу перестать. Я хочу похудеть на 5 кг к лету.',
      'похудею на 5 кг',
      'перестану в течение',
    ],
    ['Постійно їм солодке ввечері, хочу перестати.', 'Я ', 'перестану протягом'],
    ['Ich esse abends ständig Süßes und will damit aufhören.', 'Ich ', 'damit aufhören;'],
  ])('%s', async (input, kept, gone) => {
    const output = await draft(input);
    expect(output).toContain(kept);
    expect(output).not.toContain(gone);
  });

  it('a stop that names what it stops is still the aim', async () => {
    expect(await draft('Хочу перестать срываться на детей.')).toContain('перестану срываться на детей');
  });
});
