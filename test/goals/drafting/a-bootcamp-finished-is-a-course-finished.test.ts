/**
 * Issue 33 (the lead's round-69 probes, career changers into tech): "finire il bootcamp di programmazione entro
 * marzo", "terminar el bootcamp" got the weekly-steps filler, as a bootcamp was no word of a course. A bootcamp begun
 * is a course to finish (aims.json): the modules left with a date each, hours a week and the final exam in time.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a bootcamp finished is a course finished', () => {
  it.each([
    ['Voglio finire il bootcamp di programmazione entro marzo.', /annotando questa settimana i moduli e i compiti che mi restano/u],
    ['Quiero terminar el bootcamp antes de abril.', /anotando esta semana los módulos y trabajos que me quedan/u],
    ['Chci do března dokončit bootcamp.', /sepíšu moduly a úkoly, které mi zbývají/u],
  ])('%s', (input, steps) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(steps);
    expect(out).not.toMatch(/tutti i passi necessari|todos los pasos necesarios|všechny potřebné kroky/u);
  });
});
