/**
 * Issue 33 (final round of stated16b): a season told as an adverb ("навесні", "wiosną", "latem") is the
 * aim's own time; it was not read as one, so the other aim's deadline was added after it ("Я звільнюся з
 * магазину навесні до кінця року", "Przebiegnę latem półmaraton w ciągu sześciu miesięcy"): two deadlines
 * in one sentence (specifics.json timeFrames).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe('a season adverb is the goal’s own deadline, never doubled', () => {
  it.each([
    [
      'Хочу до кінця року отримати сертифікат з бухобліку і звільнитися з магазину навесні.',
      /^2\. Я звільнюся з магазину навесні — /mu,
      /навесні до кінця року/u,
    ],
    ['Хочу взимку навчитися кататися на лижах.', /взимку/u, /взимку (?:протягом|до|за)/u],
    [
      'Chcę do końca roku skończyć kurs księgowości i wiosną zmienić pracę.',
      /^2\. Zmienię pracę wiosną – /mu,
      /do końca roku – co miesiąc/u,
    ],
    ['Chcę latem przebiec półmaraton.', /^Przebiegnę półmaraton latem – /mu, /w ciągu sześciu miesięcy/u],
    ['Хочу летом пробежать полумарафон.', /летом/u, /летом (?:в течение|за|к)/u],
  ])('%s', (input, own, doubled) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(own);
    expect(out).not.toMatch(doubled);
  });
});
