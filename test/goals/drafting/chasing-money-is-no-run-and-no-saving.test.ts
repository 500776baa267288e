/**
 * Issue 33 (round 50's probes): "Je veux arrêter de courir après l'argent" was "Je vais arrêter de courir après
 * l'argent …, en courant au moins trois fois par semaine": the idiom's verb read as running, its step a run; in
 * Czech and English "honit peníze", "chasing money" were measured as money put aside. Chasing money is an idiom of
 * work-life balance in every language that has it (topics.json, a "time" rule before "running" and "money").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('chasing money is no run and no saving', () => {
  it.each([
    [
      "Je veux arrêter de courir après l'argent.",
      "Je vais arrêter de courir après l'argent au cours des deux prochains mois, en planifiant",
      /en courant|distance/u,
    ],
    [
      'Quero parar de correr atrás do dinheiro.',
      'Vou parar de correr atrás do dinheiro nos próximos dois meses, organizando',
      /correndo|distância/u,
    ],
    [
      'Vorrei smettere di correre dietro ai soldi.',
      'Smetterò di correre dietro ai soldi entro i prossimi due mesi, pianificando',
      /correndo|distanza/u,
    ],
    [
      'Quiero dejar de correr detrás del dinero.',
      'Voy a dejar de correr detrás del dinero en los próximos dos meses, planificando',
      /corriendo|distancia/u,
    ],
    ['Chci přestat honit peníze.', 'Přestanu honit peníze během dvou měsíců – každé pondělí', /odložím|rozpočet/u],
    ['I want to stop chasing money.', 'I will stop chasing money over the next two months, planning', /setting aside|budget/u],
  ])('%s', (input, said, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(said);
    expect(answer).not.toMatch(gone);
  });
});
