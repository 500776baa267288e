/**
 * Issue 33 (breaker round 27): in Spanish and Portuguese a first-person preterite after a comma ("Quero voltar a
 * jogar futebol, parei há 5 anos …") is the person's story, not the goal's words; the goal pasted it whole
 * ("Vou voltar a jogar futebol, parei há 5 anos por causa de uma lesão no joelho nos próximos dois meses"). The
 * goal's words now end at that comma, as they already did for the Polish past ("…, oblałem").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a first-person past verb after a comma is the story, not the goal', () => {
  it.each([
    [
      'Quero voltar a jogar futebol, parei há 5 anos por causa de uma lesão no joelho.',
      'Vou voltar a jogar futebol nos próximos',
      /parei há 5 anos/u,
    ],
    ['Quero mudar de emprego, trabalhei 10 anos na mesma empresa.', 'Vou mudar de emprego nos próximos', /trabalhei 10 anos/u],
    ['Quero voltar a nadar, tentei várias vezes mas desisti.', 'Vou voltar a nadar nos próximos', /tentei/u],
    ['Quiero cambiar de trabajo, trabajé 10 años en la misma empresa.', 'Voy a cambiar de trabajo en los próximos', /trabajé/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });

  it('keeps a noun ending like a past verb in the goal', () => {
    expect(draftGoals('Quiero abrir una cafetería, un bar y un café.', NOV_25)).toContain('abrir una cafetería, un bar y un café');
  });
});
