/**
 * Issue 33 (round 27): "Bis Weihnachten werde ich acht Kilo abgenommen" was pasted with its participle ("werde ich
 * acht Kilo abgenommen;") and measured as training, not weight. The future needs the infinitive: a weak participle
 * gives its stem and "-en", a strong one its infinitive from intents.json's table; "… haben" and an infinitive with
 * "ge" ("gewinnen") stay as told.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a German future takes the infinitive, not the participle', () => {
  it.each([
    [
      'Bis Weihnachten werde ich acht Kilo abgenommen.',
      'Bis Weihnachten werde ich acht Kilo abnehmen; dafür wiege ich mich',
      /abgenommen/u,
    ],
    ['Bis Weihnachten werde ich acht Kilo zugenommen.', 'werde ich acht Kilo zunehmen;', /zugenommen/u],
    ['Ich werde bis Juni 5000 € gespart.', 'Ich werde bis Juni 5000 € sparen;', /gespart/u],
  ])('%s', (input, infinitive, participle) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(infinitive);
    expect(out).not.toMatch(participle);
  });

  it('keeps a told perfect and an infinitive with "ge"', () => {
    expect(draftGoals('Ich werde bis Juni 5 kg abgenommen haben.', NOV_25)).toContain('5 kg abgenommen haben');
    expect(draftGoals('Ich werde den Wettbewerb gewinnen.', NOV_25)).toContain('den Wettbewerb gewinnen');
  });
});
