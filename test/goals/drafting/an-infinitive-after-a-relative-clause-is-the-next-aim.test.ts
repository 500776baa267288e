/**
 * Issue 33 (round 66's lead; blind reading 107's 23): "do júna vrátiť svokre 800 €, ktoré mi požičala, urobiť si
 * vodičák na skúter a nájsť si … druhú prácu" lost the licence and the second job: the goal's words ended at the
 * relative clause, and only a conjunction could open the next aim. An infinitive right after the comma that closes
 * the relative clause is the next aim of the list (a relative clause's own verbs are finite); a question word after
 * it ("ale nevím, kde začít") or a plan after a colon opens none. The Spanish "carné" is no first-person past either
 * (the story-verb pattern read it as one, and "sacar el carné, …" ended the goal).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('an infinitive after a relative clause is the next aim', () => {
  it.each([
    [
      'Mám tri ciele: do júna vrátiť svokre 800 €, ktoré mi požičala, urobiť si vodičák na skúter a nájsť si na víkendy druhú prácu.',
      [
        /^1\. Vrátim svokre 800 € do júna/mu,
        /^2\. Urobím si vodičák na skúter do júna/mu,
        /^3\. Nájdem si na víkendy druhú prácu do júna/mu,
      ],
    ],
    [
      'Chci do června vrátit tchyni 800 €, které mi půjčila, udělat si řidičák a najít si na víkendy druhou práci.',
      [/^1\. Vrátím tchyni 800 € do června/mu, /^2\. Udělám si řidičák do června/mu, /^3\. Najdu si na víkendy druhou práci do června/mu],
    ],
    [
      'Quiero devolver a mi suegra los 800 € que me prestó, sacarme el carné de moto y encontrar un segundo trabajo para los fines de semana.',
      [/^1\. Voy a devolver a mi suegra los 800 €/mu, /^2\. Voy a sacarme el carné de moto/mu, /^3\. Voy a encontrar un segundo trabajo/mu],
    ],
    [
      'Quiero aprender inglés, sacar el carné de conducir y leer más.',
      [/^1\. Voy a aprender inglés/mu, /^2\. Voy a sacar el carné de conducir/mu, /^3\. Voy a leer más/mu],
    ],
  ])('%s', (input, goals) => {
    const out = draftGoals(input, NOW);
    for (const goal of goals) expect(out).toMatch(goal);
  });

  it.each([
    ['Chci napsat knihu, ale nevím, kde začít.', /začnu kde|Začnu kde/u],
    ['Мне нужно пройти производственную практику 2 месяца летом, но я не знаю, куда податься.', /куда податься/u],
  ])('a question word after the comma opens no aim: %s', (input, wrong) => {
    expect(draftGoals(input, NOW)).not.toMatch(wrong);
  });
});
