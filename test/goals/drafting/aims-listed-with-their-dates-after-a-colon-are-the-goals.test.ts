/**
 * Issue 33 (blind reading 110 #25, the lead's round-69 probes): "Quero pôr ordem nas finanças da minha padaria:
 * separar a conta pessoal da conta da empresa até ao fim do mês e ter uma reserva de 5 mil euros daqui a um ano"
 * was one goal, "nos próximos quatro meses, seguindo o meu plano: …", the list pasted back with two dates of its own
 * and no monthly saving for the reserve. Aims listed after an undated heading's colon, each told with its date, are
 * the goals: the account by the end of the month, the reserve paced a month. An undated list stays the heading's
 * plan (the-mentees-own-steps tests), and a list opened by a date is left as it is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('aims listed with their dates after a colon are the goals', () => {
  it.each([
    [
      'Quero pôr ordem nas finanças da minha padaria: separar a conta pessoal da conta da empresa até ao fim do mês e ter uma reserva de 5 mil euros daqui a um ano.',
      /^1\. Vou separar a conta pessoal da conta da empresa até ao fim do mês, /mu,
      /^2\. Vou ter uma reserva de 5 mil euros daqui a um ano, guardando 420 euros todos os meses/mu,
    ],
    [
      'Quiero ordenar las finanzas de mi taller: separar la cuenta personal de la de la empresa antes de fin de mes y tener un colchón de 3.000 euros dentro de un año.',
      /^1\. Voy a separar la cuenta personal de la de la empresa antes de fin de mes, /mu,
      /^2\. Voy a tener un colchón de 3\.000 euros dentro de un año, apartando 250 euros cada mes/mu,
    ],
    [
      'Voglio rimettere in ordine le finanze del negozio: aprire un conto separato entro fine mese e mettere da parte 3.000 euro entro un anno.',
      /^1\. Aprirò un conto separato entro fine mese, /mu,
      /^2\. Metterò da parte 3\.000 euro entro un anno, mettendo da parte 250 euro ogni mese/mu,
    ],
    [
      'Chcę ogarnąć finanse firmy: założyć osobne konto do końca miesiąca i odłożyć 10 000 zł w ciągu roku.',
      /^1\. Założę osobne konto do końca miesiąca – /mu,
      /^2\. Odłożę 10 000 zł w ciągu roku – co miesiąc będę odkładać 840 zł/mu,
    ],
    [
      'Хочу навести лад у фінансах: відкрити окремий рахунок до кінця місяця і відкласти 40 тисяч гривень за рік.',
      /^1\. Я відкрию окремий рахунок до кінця місяця — /mu,
      /^2\. Я відкладу 40 тисяч гривень за рік — щомісяця відкладатиму 3 350 гривень/mu,
    ],
    [
      'I want to get my finances in order: open a separate business account by the end of the month and build a reserve of 5,000 euros within a year.',
      /^1\. I will open a separate business account by the end of the month, /mu,
      /^2\. I will build a reserve of 5,000 euros within a year, setting aside 420 euros every month/mu,
    ],
  ])('%s', (input, first, second) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(first);
    expect(out).toMatch(second);
    expect(out).not.toMatch(/plano:|plan:|piano:|:\s\p{Ll}/u);
  });
});
