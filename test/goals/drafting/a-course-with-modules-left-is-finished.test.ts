/**
 * Issue 33 (round 55's probes): a course under way told by what is left ("faltam 5 módulos", "zostávajú mi
 * 3 moduly", "mi mancano 3 moduli", "осталось два модуля") had no goal of its own in ten languages: it
 * became the basics of its subject learnt, an exam booked or a generic plan, since only "halfway through"
 * and "done 3 of 8 modules" were the course-begun situation's cues. Modules left, in every language, are
 * that situation too, so the rest of the course is finished module by module; a language course keeps
 * the language goal (the situation's unless), never beside it a second goal for the same course.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a course with modules left is finished module by module', () => {
  it.each([
    [
      'Estou a meio do meu curso de contabilidade online, faltam 5 módulos, e quero acabá-lo até março.',
      /Até março vou terminar o resto do meu curso/u,
      /aprender o básico de contabilidade/u,
    ],
    [
      'Sto facendo un corso di grafica online, mi mancano 3 moduli, ma non trovo mai il tempo.',
      /Finirò il resto del mio corso entro i prossimi tre mesi, completando almeno due lezioni o moduli a settimana/u,
      /tre cose che posso cambiare/u,
    ],
    [
      'Dělám kurz účetnictví, zbývají mi 2 moduly a pořád to odkládám.',
      /Dokončím zbytek svého kurzu během tří měsíců – každý týden budu procházet aspoň dvě lekce nebo moduly/u,
      /základy účetnictví/u,
    ],
    [
      'Ich mache einen Online-Kurs in Buchhaltung, mir fehlen noch 4 Module, und ich schiebe es immer auf.',
      /werde ich den Rest meines Kurses abschließen; dafür arbeite ich jede Woche/u,
      /Grundlagen der Buchhaltung/u,
    ],
    [
      'Quero terminar o curso de inglês B2 antes de junho, faltam 3 módulos.',
      /Vou terminar o curso de inglês B2 antes de junho/u,
      /resto do meu curso/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
