/**
 * Issue 33, after round 1 of helper narr34: a job search told in the present ("шукаю нову роботу", "ищу новую
 * работу", "busco otro trabajo", "I'm looking for a new job") is a concern of its own beside the others told, in every
 * language, not dropped for a raise to ask for; told in a stated goal's own sentence ("a new job with a higher
 * salary") it is that goal, with the search's steps, not a talk with the manager, and no second job goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 28));

describe('a job search told is a goal of its own', () => {
  it.each([
    [
      'Мені 27 років, я програміст, переїхав до Праги рік тому. Хочу скласти іспит з чеської на рівень B1 у травні. Шукаю нову роботу з вищою зарплатою, бо оренда зросте на 3 000 крон з січня. Почуваюся самотньо.',
      /^2\. Я знайду нову роботу/mu,
    ],
    ['Я программист. Ищу новую работу с более высокой зарплатой, потому что аренда вырастет с января.', /^Я найду новую работу/u],
    ['Sono contabile. Cerco un nuovo lavoro con uno stipendio più alto perché l affitto aumenta a gennaio.', /troverò un nuovo lavoro/u],
    ['Som účtovníčka. Hľadám novú prácu s vyšším platom, lebo od januára stúpne nájom.', /^Nájdem si novú prácu/u],
    [
      'Soy contable. Busco otro trabajo porque el alquiler sube en enero. Además fumo 20 cigarrillos al día.',
      /encontrar un nuevo trabajo/u,
    ],
    ['Jestem księgową. Szukam innej pracy, bo czynsz wzrośnie od stycznia. Ważę 90 kg.', /Znajdę nową pracę/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });

  it.each([
    'I am a programmer. I am looking for a new job with a higher salary because my rent goes up by 3,000 in January.',
    'Je suis comptable. Je cherche un nouveau travail avec un meilleur salaire parce que mon loyer augmente en janvier.',
  ])('%s: one job goal, with the search’s steps', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(/applications|candidatures/u);
    expect(out).not.toMatch(/manager|responsable|\n2\./u);
  });
});
