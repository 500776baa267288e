/**
 * Issue 33 (blind reading 114's 16): a mother who scrapes by on odd jobs and says she needs a proper remote
 * job was told to agree remote days with a "руководитель" she does not have; so was a commuter looking for
 * a job with home office. A remote job sought is a job to find, not remote days to ask of an employer:
 * these are the remote situation's unless.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('no remote days for a remote job sought', () => {
  it.each([
    [
      'Ich suche einen Job mit Homeoffice, weil ich jeden Tag 80 Minuten pendle und zwei Kinder habe.',
      /eine neue Stelle finden/u,
      /Homeoffice-Tage/u,
    ],
    [
      'Сейчас перебиваюсь подработками, нужна нормальная удалённая работа, но боюсь, что если выйду в офис, то не успею вовремя приехать.',
      /^Я /u,
      /днях удалённой работы/u,
    ],
    [
      "Cherche un emploi en télétravail, j'ai 1h30 de trajet aller retour chaque jour en voiture.",
      /trouver un nouvel emploi/u,
      /jours de télétravail/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
