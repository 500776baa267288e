/**
 * Issue 33 (round 58's probes): a second aim joined by a phrase that means "on top of that" ("and on top of that save
 * £1,500", "a do tego zdać na prawo jazdy", "y encima ahorrar 200 euros al mes", "e ainda por cima juntar 2000 euros",
 * "und zusätzlich 2.000 Euro sparen") was pasted into the first goal, one goal measured by the second aim alone (the
 * maturę measured by driving lessons), or kept the joiner's word ("Ich werde zusätzlich … sparen"). Such phrases are
 * joiners as "and also" is (intents.json joiners, english.ts's fillers before a verb), in every language that says them,
 * so each aim is a goal of its own. A fact of one's work or studies told after a comma and "and" (", a pracuję na pół
 * etatu w sklepie", ", y trabajo a media jornada", ", e lavoro anche il sabato") is the story, never pasted into the goal
 * (clauseCut.commaOnly: only after a comma, as "trovare casa e lavoro" is a noun pair).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('an aim joined by "on top of that" is its own goal', () => {
  it.each([
    [
      'I want to finish my bookkeeping course by March and on top of that save £1,500 for a car by the summer.',
      '1. I will finish my bookkeeping course by March, studying',
      '2. I will save £1,500 for a car by the summer, setting aside £220 every month',
      'on top of that',
    ],
    [
      'Chcę zdać maturę z matematyki i angielskiego w maju, a do tego zdać na prawo jazdy przed wakacjami.',
      '1. Zdam maturę z matematyki i angielskiego w maju – będę się uczyć',
      '2. Zdam na prawo jazdy przed wakacjami – co tydzień będę odbywać co najmniej dwie jazdy',
      'a do tego',
    ],
    [
      'Quiero sacarme el carnet antes de agosto y encima ahorrar 200 euros al mes para un coche.',
      '1. Voy a sacarme el carnet antes de agosto',
      '2. Voy a ahorrar 200 euros al mes para un coche',
      'encima',
    ],
    [
      'Quero tirar a carta até junho e ainda por cima juntar 2000 euros até dezembro.',
      '1. Vou tirar a carta até junho, tendo pelo menos duas aulas de condução por semana',
      '2. Vou juntar 2000 euros até dezembro',
      'ainda por cima',
    ],
    [
      'Ich will bis Juni den Führerschein machen und zusätzlich 2.000 Euro bis Dezember sparen.',
      '1. Ich werde bis Juni den Führerschein machen; dafür nehme ich mindestens zwei Fahrstunden',
      '2. Ich werde 2.000 Euro bis Dezember sparen',
      'werde zusätzlich',
    ],
  ])('%s', (text, first, second, gone) => {
    const out = draftGoals(text, NOW);
    expect(out).toContain(first);
    expect(out).toContain(second);
    expect(out).not.toContain(gone);
  });

  it.each([
    [
      'Moim celem jest odbyć praktyki w szpitalu do końca semestru, a pracuję na pół etatu w sklepie.',
      'Moim celem jest odbyć praktyki w szpitalu do końca semestru – w ciągu najbliższych czterech tygodni',
      'pracuję',
    ],
    [
      'Quiero terminar el máster en junio, y trabajo a media jornada en una tienda.',
      'Voy a terminar el máster en junio, ',
      'trabajo a media',
    ],
    [
      'Voglio finire la tesi entro marzo, e lavoro anche il sabato in un bar.',
      'Finirò la tesi entro marzo, scrivendo almeno cinque pagine',
      'bar',
    ],
  ])('%s', (text, goal, gone) => {
    const out = draftGoals(text, NOW);
    expect(out).toContain(goal);
    expect(out).not.toContain(gone);
  });
});
