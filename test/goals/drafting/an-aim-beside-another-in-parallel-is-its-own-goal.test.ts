/**
 * Issue 33 (round 61's probes of people retraining or building something beside their job): a second
 * aim joined by "alongside" words ('a vedle toho rozjet vlastní malý projekt', 'y en paralelo terminar
 * el curso', 'e in parallelo avviare un piccolo progetto') was pasted into the first goal and measured by
 * one of the two ('Mým cílem je najít si práci na částečný úvazek a vedle toho rozjet …'), or kept the
 * joiner's adverb ('Skończę równolegle kurs SQL', 'werde ich daneben meinen Excel-Kurs abschließen'):
 * these words join two aims like 'a mezitím' or 'und nebenbei' (intents.json joiners, ten languages),
 * so each aim is a goal with its own measure and the adverb is no part of either.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an aim joined "in parallel" is a goal of its own', () => {
  it.each([
    [
      'Chtěla bych si najít práci na částečný úvazek a vedle toho rozjet vlastní malý projekt.',
      '1. Najdu si práci na částečný úvazek během šesti měsíců – každý měsíc pošlu alespoň pět přihlášek',
      '2. Mým cílem je rozjet vlastní malý projekt',
      /vedle toho/u,
    ],
    [
      'Quiero cambiar de trabajo antes del verano y en paralelo terminar el curso de Excel.',
      '1. Voy a cambiar de trabajo antes del verano, enviando al menos cinco candidaturas',
      '2. Antes del verano voy a terminar el curso de Excel, estudiando al menos cuatro horas por semana',
      /en paralelo/u,
    ],
    [
      'Voglio trovare un lavoro part-time e in parallelo avviare un piccolo progetto.',
      '1. Troverò un lavoro part-time entro i prossimi sei mesi, inviando almeno cinque candidature',
      '2. Avvierò un piccolo progetto',
      /in parallelo/u,
    ],
    [
      'Chcę znaleźć nową pracę do marca i równolegle skończyć kurs SQL.',
      '1. Znajdę nową pracę do marca',
      '2. Skończę kurs SQL do marca',
      /równolegle/u,
    ],
    [
      'Ich will bis Juni eine neue Stelle finden und daneben meinen Excel-Kurs abschließen.',
      '1. Ich werde bis Juni eine neue Stelle finden',
      '2. Bis Juni werde ich meinen Excel-Kurs abschließen',
      /daneben/u,
    ],
  ])('%s', (input, first, second, joiner) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(first);
    expect(out).toContain(second);
    expect(out).not.toMatch(joiner);
  });
});
