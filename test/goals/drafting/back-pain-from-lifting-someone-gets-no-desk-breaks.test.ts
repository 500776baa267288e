/**
 * Issue 33 (blind reading 72's 4): a carer whose back hurts from lifting her mother ("me duele la espalda de levantarla")
 * got hourly desk breaks, the measure of back pain from sitting, or a diet and exercise habit. Lifting a person is no
 * desk work: the sitting and health situations do not count in a sentence that says so (situations.json unless), and
 * a desk worker's back pain keeps its breaks.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('back pain from lifting someone gets no desk breaks', () => {
  it.each([
    [
      'Cuido sola a mi madre, mis hermanos no ayudan. Estoy agotada y me duele la espalda de levantarla.',
      'Voy a repartir los cuidados con mis hermanos',
      /cada hora de trabajo/u,
    ],
    [
      'I look after my dad since his fall and my back hurts from lifting him in and out of bed. My sister never helps.',
      'I will share the care with my sister',
      /every hour I work/u,
    ],
    [
      'Opiekuję się mamą po udarze i od podnoszenia bolą mnie plecy. Brat nie pomaga.',
      'Podzielę opiekę z bratem',
      /co godzinę pracy|zdrowsze nawyki/u,
    ],
    [
      'Accudisco mia madre e ho mal di schiena a sollevarla ogni giorno.',
      'Condividerò la cura di mia madre',
      /ogni ora di lavoro|abitudini più sane/u,
    ],
    ['I sit at a desk all day and my back hurts.', 'I will build movement into my working day and ease my back', /^$/u],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    if (expected !== undefined) expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
