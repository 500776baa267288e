/**
 * Issue 33 (round 56's probes): a second aim told after "and also" with its own want verb ("а ще хочу
 * вивчити чеську", "i jeszcze chcę zdać", "и ещё хочу выучить") was not split off as its own statement,
 * since the conjunction split (statements.json conjunctionSplit) knew the conjunction only right before
 * the want verb: the want verb stayed inside the aim ("Я вивчу хочу чеську", "Zdam chcę egzamin").
 * An "also" word between the conjunction and the want verb is now part of the split, in each language.
 * Minding other people's children as a job ("je fais du baby-sitting", "I babysit", "pracuję jako
 * opiekunka do dzieci") is no baby of one's own waking at night and no relative cared for
 * (situations.json unless of babynights, babysolo, childcare and caregiving; "babysitting" no baby).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('a want verb after "and also" opens its own aim', () => {
  it.each([
    [
      'Моя посвідка на проживання закінчується 01.06.2027, треба її продовжити, а ще хочу вивчити чеську.',
      /Я вивчу чеську/u,
      /Я продовжу посвідку на проживання до 01\.06\.2027/u,
      /хочу/u,
    ],
    ['Chcę znaleźć pracę i jeszcze chcę zdać egzamin z angielskiego.', /Zdam egzamin z angielskiego/u, /pięć godzin tygodniowo/u, /chcę/u],
    ['Мне надо найти работу, и ещё хочу выучить английский.', /Я выучу английский/u, /тест на уровень/u, /хочу/u],
    ['Vorrei trovare un lavoro e poi vorrei imparare il tedesco.', /Imparerò il tedesco/u, /due lezioni a settimana/u, /vorrei|poi/u],
    ['Quero mudar de emprego e ainda quero aprender inglês.', /Vou aprender inglês/u, /duas aulas por semana/u, /quero|ainda/u],
  ])('%s', (text, goal, measure, gone) => {
    const out = draftGoals(text, NOW);
    expect(out).toMatch(goal);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(gone);
  });
});

describe("minding others' children is no baby of one's own and no relative cared for", () => {
  it.each([
    [
      'Je fais du baby-sitting le soir pour payer mes études et je dors mal, je me réveille la nuit. Je voudrais réussir mes examens de janvier.',
      /Je vais retrouver des nuits complètes/u,
      /bébé|moitié de la nuit/u,
    ],
    [
      'Pracuję jako opiekunka do dzieci u jednej rodziny, ale zarabiam mało. Chcę do czerwca zdać egzamin B2 z niemieckiego i znaleźć pracę w przedszkolu.',
      /Znajdę pracę w przedszkolu do czerwca/u,
      /opieką nad bliską osobą/u,
    ],
  ])('%s', (text, kept, gone) => {
    const out = draftGoals(text, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });
});
