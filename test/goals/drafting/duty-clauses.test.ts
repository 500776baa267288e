/**
 * Issue 33: the quoting gate keeps a duty told after its verb ("Odevzdat mám do konce dubna", "Oddać
 * muszę", "Сдать надо") and a thought about something named by a pronoun ("pienso en ella", "penso
 * nisso") out of the goals: the template conjugated the verb beside the duty ("Odevzdám mám") or wrote
 * "voy a conseguir en ella me dan ataques". The story's own concern answers instead, with its date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a duty told after its verb is no aim', () => {
  it.each([
    [
      'Píšu diplomku. Vedoucí neodpovídá na maily a já nevím, jestli kapitola 3 je správně. Odevzdat mám do konce dubna.',
      /Odevzdám mám/u,
      'do konce dubna',
    ],
    [
      'Oddać muszę do końca kwietnia, a promotor nie odpowiada na maile w sprawie mojej pracy magisterskiej.',
      /Oddam muszę/u,
      'do końca kwietnia',
    ],
    ['Сдать надо до конца апреля, а научный руководитель не отвечает, дипломная работа стоит.', /Сдам надо/u, 'до конца апреля'],
  ])('%s', (input, broken, date) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(broken);
    expect(output).toContain(date);
  });
});

describe('a thought about something named by a pronoun is no aim', () => {
  it.each([
    'Tengo la defensa del TFM dentro de cinco semanas y cada vez que pienso en ella me dan ataques de ansiedad.',
    'Cada vez que pienso en eso me pongo nerviosa, tengo la defensa de mi tesis en enero.',
    'Tenho a defesa da tese daqui a um mês e sempre que penso nisso tenho ataques de pânico.',
  ])('%s', (input) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(/(?:en (?:ella|eso)|nisso) (?:me|tenho)/u);
    expect(output).toMatch(/defensa|defesa/u);
  });
});
