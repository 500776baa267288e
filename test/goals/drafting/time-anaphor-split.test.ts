/**
 * Issue 33: "zdać egzamin, a do tego czasu awansować" — a time that only points at another ("by
 * then", "do tego czasu", "до того времени") stood between the conjunction and the second verb, so
 * the split did not see the second aim, and once the pointer was dropped the goal read "Zdam
 * egzamin, a awansować …". The pointer is dropped before the statement is read: two aims, two goals,
 * every verb conjugated.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a time anaphor between two aims splits them', () => {
  it.each([
    [
      'pl',
      'Chciałabym w przyszłym roku zdać egzamin, a do tego czasu awansować na starszą księgową.',
      /Zdam egzamin/u,
      /awansować na starszą księgową w/u,
      /, a awansować/u,
    ],
    ['pl', 'Chcę schudnąć, a do tego czasu rzucić palenie.', /Schudnę/u, /Rzucę palenie/u, /Zdobędę schudnąć|, a rzucić/u],
    ['cs', 'Chci udělat zkoušku a do té doby se přestěhovat.', /Udělám zkoušku/u, /Přestěhuji se/u, /a se přestěhovat/u],
    ['ru', 'Хочу сдать экзамен, а до того времени найти работу.', /Я сдам экзамен/u, /Я найду работу/u, /, а найти/u],
    ['fr', "Je veux finir ma thèse en juin et d'ici là trouver un poste.", /finir ma thèse en juin/u, /trouver un poste/u, /d'ici là/u],
  ])('%s: %s', (_lang, input, first, second, broken) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/^.+\n1\. /u);
    expect(out).toMatch(first);
    expect(out).toMatch(second);
    expect(out).not.toMatch(broken);
  });
});
