/**
 * Issue 33 (the development set): "Mám problém s rannými vstávaniami a stále meškám do práce" got five job applications a
 * month, since "práce" (work) named the goal's topic. Getting up in the morning, and being late for work for it, is sleep:
 * the work is only where the person arrives late.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('late for work from getting up is sleep, not a job search', () => {
  it.each([
    ['Mám problém s rannými vstávaniami a stále meškám do práce.', 'pôjdem spať najneskôr o 23:00', /žiadostí|pohovor/u],
    ['Mám problém s ranním vstáváním a pořád chodím pozdě do práce.', 'půjdu spát nejpozději ve 23:00', /přihlášek|pohovor/u],
    ['Mam problem z porannym wstawaniem i ciągle spóźniam się do pracy.', 'pójdę spać najpóźniej o 23:00', /aplikacji|rozmów/u],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
