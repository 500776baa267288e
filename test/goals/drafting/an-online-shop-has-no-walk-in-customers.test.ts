/**
 * Issue 33 (round 57's probes): an online shop was given the walk-in business's steps (blind reading 91's 16: "uma
 * loja de semijoias online" got "uma oferta nova (um menu de almoço, catering, um evento ou um cartão de cliente),
 * anotando todo dia quantos clientes entram"). A shop told as online ("loja ~ online", "sklep internetowy",
 * "Onlineshop", "інтернет-магазин") is the walk-in situation's unless: no lunch menu and no customers counted at the door.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an online shop has no walk-in customers', () => {
  it.each([
    [
      'Sou MEI, tenho uma loja de semijoias online há 2 anos. Faturo uns 7 mil por mês mas misturo tudo, a conta da loja com a minha, e no fim do mês nunca sei se tive lucro. Tenho uma dívida no cartão de uns 9 mil com juros altíssimos.',
      'Vou pagar a dívida do meu cartão de crédito',
      'menu de almoço',
    ],
    [
      'Od roku prowadzę mały sklep internetowy, ale nie mogę pokryć kosztów, a sprzedaż spadła po wakacjach.',
      'co tydzień będę się kontaktować z co najmniej pięcioma dawnymi lub potencjalnymi klientami',
      'lunch dnia',
    ],
  ])('%s', (text, wanted, gone) => {
    const draft = draftGoals(text, NOV_25);
    expect(draft).toContain(wanted);
    expect(draft).not.toContain(gone);
  });
});
