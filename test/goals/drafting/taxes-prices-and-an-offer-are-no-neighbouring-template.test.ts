/**
 * Issue 33 (blind readings 57's 7, 58's 15, 60's 15): a freelancer with unfiled taxes and six unopened letters, and one
 * who charges too little ("siempre cobro poco"), were both told to prospect five new clients a week; an offer told as
 * "uma proposta para trabalhar em Roterdão" beside a girlfriend became a talk to mend the relationship. Each is its own
 * situation: the taxes put in order (which beat the client hunt), the rates raised, the offer decided by its date.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('taxes, prices and an offer are no neighbouring template', () => {
  it.each([
    [
      'ok so im a freelance graphic designer and i havent filed my taxes for 2022 or 2023 lol. not lol actually. i probably owe like 5k and i get anxious every time i see a letter from the tax office so i just dont open them. theres like 6 unopened ones on my desk rn',
      'I will get my taxes in order, opening every letter from the tax office this week',
      /potential clients/u,
    ],
    [
      'Soy freelance designer y trabajo con clientes de UK y España. El problema es que I never know how much to charge, siempre cobro poco, like 20 euros la hora, y acabo trabajando 55 horas a la semana. I want to earn the same working less, ¿pero cómo?',
      'Voy a subir mis tarifas',
      /potential clients|clientes potenciales/u,
    ],
    [
      'Recebi uma proposta para trabalhar em Roterdão como engenheiro de software, com um salário quase três vezes maior do que ganho no Porto. A minha namorada não quer sair de Portugal e a minha mãe está a recuperar de uma operação. Tenho até 15 de dezembro para dar uma resposta e não consigo decidir.',
      'Até 15 de dezembro vou decidir sobre a proposta de emprego',
      /melhorar a minha relação/u,
    ],
  ])('%s', (text, fitting, stock) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(fitting);
    expect(out).not.toMatch(stock);
  });
});
