/**
 * Issue 33 (blind readings 113's 1 and 115's 5, round 70): a fear's second part after "and" was pasted as
 * the goal ("What worries me most is that I will get stuck … and never work with numbers again" made
 * "I will never work with numbers again"), and a fear of not finding work became a stop ("Lo que más me
 * preocupa es que … no voy a encontrar trabajo" made "voy a dejar de encontrar trabajo"). A part after
 * "and" shares the fear of the part before it (gate.ts feared); a negated "I will" after a fear is the
 * aim feared to be missed, read without its negation (intents.ts fromCue).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a fear reaches past "and", and a feared "I will not" is the aim missed', () => {
  it.each([
    [
      'I owe £1,800 to a friend. What worries me most is that I will get stuck in the warehouse forever and never work with numbers again.',
      /^I will pay off my debts/u,
      /I will never work/u,
    ],
    [
      "I also owe £2,000 to my brother. I'm afraid that I will lose the flat and never find a new one we can afford.",
      /^I will /u,
      /I will never find/u,
    ],
    [
      'Lo que más me preocupa es que cuando termine el curso no voy a encontrar trabajo, porque todos piden experiencia.',
      /^Cuando termine voy a encontrar trabajo, enviando al menos cinco candidaturas/u,
      /dejar de encontrar/u,
    ],
    [
      'O que mais me preocupa é que no fim do curso não vou conseguir emprego num hospital, porque não tenho contatos.',
      /^Vou conseguir emprego num hospital nos próximos seis meses, enviando/u,
      /deixar de conseguir/u,
    ],
    [
      'Больше всего меня беспокоит, что после курсов я не буду работать по специальности.',
      /^Я буду работать по специальности/u,
      /перестану работать/u,
    ],
    ['Найбільше мене турбує, що після курсів я не буду працювати за фахом.', /^Я буду працювати за фахом/u, /перестану працювати/u],
    [
      'Lo que me da miedo es que el año que viene no voy a aprobar el examen de inglés.',
      /^El año que viene voy a aprobar el examen de inglés/u,
      /dejar de aprobar/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
