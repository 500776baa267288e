/**
 * Issue 33: a need told after the aim ("quero ir para a área de gestão, para isso preciso de uma
 * pós-graduação", "… and I need a Green Belt for that") ended the aim and was lost with it. The
 * statements read it apart (gate.ts needApart): the aim and the need each a goal, the need without
 * its pointer at the aim ("para isso", "for that"). A need of the aim itself, told by a pronoun
 * ("preciso dela para o novo emprego"), stays its purpose.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a need told is a goal', () => {
  it.each([
    ['Sou técnica de laboratório e quero ser coordenadora, para isso preciso de um mestrado.', /ser coordenadora/u, /um mestrado/u],
    ['I work in a call centre and I want to become a team leader and I need a CCNA for that.', /become a team leader/u, /a CCNA/u],
    [
      'Soy dependienta y quiero ser encargada, para eso necesito un título de gestión comercial.',
      /ser encargada/u,
      /un título de gestión comercial/u,
    ],
    [
      "Je suis aide-soignante et je veux devenir infirmière, pour ça j'ai besoin d'un diplôme d'État.",
      /devenir infirmière/u,
      /un diplôme d'État/u,
    ],
    ['Chci se stát vedoucí směny a potřebuju k tomu certifikát IPMA.', /vedoucí směny/u, /certifikát IPMA/u],
  ])('%s', (input, aim, need) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(aim);
    expect(out).toMatch(need);
    // One goal a line, the pointer at the aim gone from the need's.
    expect(out).not.toMatch(/para isso|for that|para eso|pour ça|k tomu/u);
  });

  it('a need of the aim itself stays its purpose', () => {
    const out = draftGoals('Quero tirar a carteira de motorista até março, preciso dela para o novo emprego.', NOV_26);
    expect(out).not.toMatch(/dela para o novo emprego/u);
  });

  // A purpose before the need ("Para homologar mi título necesito un C1") is no aim to split from it: the level keeps its exam steps.
  it.each([
    [
      'Soy enfermera venezolana y vivo en Alemania. Para homologar mi título necesito un C1 de alemán y ahora tengo un B1.',
      /simulacro de examen C1/u,
    ],
    ['Sono infermiera in Germania. Per il riconoscimento del diploma mi serve un C1 di tedesco, ora ho un B1.', /simulazione d'esame C1/u],
  ])('a purpose before the need keeps the level goal whole: %s', (input, exam) => {
    expect(draftGoals(input, NOV_26)).toMatch(exam);
  });
});
