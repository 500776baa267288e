/**
 * Issue 33: a date told with its booking ("Já marquei o exame de inglês para 14 de maio", "reservé el
 * examen para el 14 de mayo") is ahead, not the date of something that happened: the goal is paced to
 * it, not to a time frame of its own (blind readers: "an exam already booked for 14 May told … in four
 * months"). The booking verbs are life.json's `booked`.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';
import { isPast } from '../../../src/goals/drafting/life.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('a booked date is ahead', () => {
  it.each([
    ['Sou enfermeira. Já marquei o exame de inglês para 14 de maio, mas ainda estou no nível B1 e preciso de B2.', /14 de maio/u],
    ['Trabajo de enfermera. Ya reservé el examen de inglés para el 14 de mayo, pero sigo en B1 y necesito B2.', /14 de mayo/u],
    // A guard: the Russian booking was read as ahead already.
    ['Я работаю программистом. Я записался на экзамен по английскому на 14 мая, но пока у меня уровень B1, а нужен B2.', /14 мая/u],
  ])('%s', (input, date) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(date);
    expect(out).not.toMatch(/6 meses|6 meses|6 месяцев/u);
  });

  it.each(['marquei', 'reservé', 'zapisałam', 'přihlásila', 'записалася'])('"%s" is no past verb for a date', (w) => {
    expect(isPast(w, '', undefined)).toBe(false);
  });
  it.each([['zdałam', 'pl'] as const, ['terminé', 'es'] as const])('"%s" still is', (w, l) => {
    expect(isPast(w, '', l)).toBe(true);
  });
});
