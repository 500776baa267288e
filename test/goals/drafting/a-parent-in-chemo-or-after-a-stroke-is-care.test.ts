/**
 * Issue 33 (round 26 fresh readings 32 and 50): a mother in chemotherapy or after a stroke ("mozgová príhoda")
 * who needs care was read only as a mention of the mother, a relationship to talk through ("Vou melhorar a minha
 * relação com a minha filha", from "sou filha única"). The carer's situation is the care to share and time kept
 * for oneself.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a parent in chemotherapy or after a stroke is care to share', () => {
  it.each([
    [
      'A minha mãe está a fazer quimioterapia e eu sou filha única. Trabalho a tempo inteiro e estou a ficar sem forças.',
      'Vou partilhar o cuidado da minha mãe e guardar tempo para mim',
      /relação com a minha filha/u,
    ],
    [
      'Moja mama je po mozgovej príhode a potrebuje opateru. Brat žije v Anglicku, takže je to všetko na mne.',
      'Podelím sa s ďalšími ľuďmi o starostlivosť o svoju mamu',
      /Zlepším vzťah/u,
    ],
    ['Můj táta je po mozkové příhodě a potřebuje péči.', 'Rozdělím péči o svého tátu s dalšími lidmi', /Zlepším vztah/u],
    ['My dad has been on chemo since March and I drive him to every appointment.', 'I will share the care for my father', /relationship/u],
  ])('%s', (text, phrase, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(phrase);
    expect(goals).not.toMatch(broken);
  });
});
