/**
 * Issue 33 (round 64, the lead's probes): "O que mais me pesa é não ter tempo para a minha filha", "I never have
 * time for my kids", "Nie mam czasu dla córki" named no situation: the answer was the own-words step ("three things I
 * could change in my situation") or, in Czech, the sentence pasted as an aim ("Mým cílem je nemám čas na své děti").
 * Too little time for one's children or family is a situation of its own (situations.json `familytime`), answered
 * with the family-time measure of own-measures.json: evenings and a weekend day kept free, planned and ticked off.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('no time for one’s children is time kept for the family', () => {
  it.each([
    [
      'Sou professora há 15 anos. À noite corrijo testes até tarde. O que mais me pesa é não ter tempo para a minha filha de 4 anos.',
      /Vou passar mais tempo com a minha família nos próximos dois meses, reservando pelo menos três noites por semana/u,
    ],
    [
      'I never have time for my kids.',
      /^I will make regular time for my family over the next two months, keeping at least three evenings/u,
    ],
    ['Nemám čas na své děti.', /^Najdu si pravidelný čas na rodinu během dvou měsíců – vyhradím si alespoň tři večery/u],
    [
      'Nie mam czasu dla córki, bo pracuję po 12 godzin.',
      /Znajdę stały czas dla rodziny w ciągu dwóch miesięcy – zarezerwuję co najmniej trzy wieczory/u,
    ],
    [
      'Ich arbeite 50 Stunden und habe keine Zeit für meine Kinder.',
      /werde ich mir jede Woche feste Zeit für meine Familie nehmen; dafür halte ich/u,
    ],
    ['Non ho tempo per i miei figli, lavoro sempre.', /Troverò ogni settimana del tempo fisso per la mia famiglia/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/three things I could change|tres coisas que posso mudar|cílem je nemám|trzy rzeczy, które mogę zmienić/u);
  });
});
