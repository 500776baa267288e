/**
 * Issue 33 (blind reading 111's 24 and 15, filler69's probes): travelling to work alone with a white cane was
 * measured by "five applications a month" (the goal's "to work" read as a job) or the weekly-steps filler, and
 * Braille by the filler. Independent travel is an orientation and mobility trainer asked for, each route practised
 * with them and then walked alone with them behind, one new route a month; Braille a course through the association
 * for the blind and the letters practised daily (aims.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a white cane and Braille have steps of their own', () => {
  it.each([
    ['By the summer I want to be able to get to work on my own by bus with my white cane.', /orientation and mobility trainer/u],
    [
      'Ich möchte bis zum Frühjahr mit dem Blindenstock allein mit der U-Bahn zur Arbeit fahren können.',
      /Trainer für Orientierung und Mobilität/u,
    ],
    ['Chcę do czerwca nauczyć się samodzielnie poruszać po mieście z białą laską.', /instruktora orientacji przestrzennej/u],
    ['Quiero aprender a moverme solo por la ciudad con el bastón blanco antes de marzo.', /instructor de orientación y movilidad/u],
    [
      'Моя мета — за пів року самостійно їздити на роботу громадським транспортом з білою тростиною.',
      /інструктора з орієнтування та мобільності/u,
    ],
  ])('%s', (input, trainer) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(trainer);
    expect(out).not.toMatch(/applications|заявок|every step it takes|alle nötigen Schritte|wszystkie potrzebne kroki|todos los pasos/u);
  });

  it.each([
    ["Je voudrais apprendre le braille d'ici l'été.", /cours de braille/u],
    ['Моя мета — за пів року навчитися користуватися шрифтом Брайля.', /курс шрифту Брайля/u],
    ['Chci se do června naučit Braillovo písmo.', /kurz Braillova písma/u],
  ])('%s', (input, course) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(course);
    expect(out).not.toMatch(/toutes les étapes nécessaires|всі потрібні кроки|všechny potřebné kroky/u);
  });
});
