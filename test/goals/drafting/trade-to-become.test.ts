/**
 * Issue 33, stated14: a trade to become ("Diventerò elettricista", "Zostanę elektrykiem",
 * "Je vais devenir menuisier") is a career change, measured by the way into it (people in the field, a
 * trial day, the course it asks for, or the degree a profession takes), never the stock "write down
 * every step it takes". "Become happier", "a better person" name no trade and keep their own steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
/** The stock weekly-steps filler of each language. */
const STOCK =
  /every step it takes|tutti i passi necessari|toutes les étapes nécessaires|todos los pasos necesarios|todos os passos necessários|wszystkie potrzebne kroki|všechny potřebné kroky|všetky potrebné kroky|все нужные шаги|всі потрібні кроки|alle nötigen Schritte/u;

describe('a trade to become is a career change', () => {
  it.each([
    ['Voglio diventare elettricista.', /Diventerò elettricista/u, /corso/u],
    ['Chcę zostać elektrykiem.', /Zostanę elektrykiem/u, /kurs/u],
    ['Je veux devenir menuisier.', /devenir menuisier/u, /formation/u],
    ['Chci se stát truhlářem.', /truhlářem/u, /kurz/u],
    ['Quiero ser fontanero.', /fontanero/u, /curso/u],
    ['Ich möchte Elektrikerin werden.', /Elektrikerin/u, /Kurs|Qualifikation/u],
    ['Хочу стать электриком.', /электриком/u, /курс/u],
    ['Vorrei fare l’elettricista entro due anni.', /entro due anni/u, /corso/u],
    ['Quero ser eletricista até 2028.', /até 2028/u, /curso/u],
  ])('%s', (input, kept, way) => {
    const out = draftGoals(input.replace('’', "'"), NOW);
    expect(out).toMatch(kept);
    expect(out).toMatch(way);
    expect(out).not.toMatch(STOCK);
    expect(out).toMatch(/\d|dodici|douze|doce|dwunastu|dvanácti|zwölf|двенадцати|due anni/u);
  });

  it.each(['I want to become happier.', 'Quiero ser más feliz.', 'Chci se stát lepším člověkem.', 'Je veux devenir plus patient.'])(
    '%s is no trade',
    (input) => {
      expect(draftGoals(input, NOW)).not.toMatch(/new field|nuevo sector|nového oboru|nouveau domaine|career/iu);
    },
  );
});
