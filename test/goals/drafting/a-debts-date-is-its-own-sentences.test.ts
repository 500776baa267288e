/**
 * Issue 33, after blind reading 35 (9): among several goals, a debt the story tells takes its sum and date from its own
 * sentence and the ones after it, not from another concern's date told before it ("a seleção da UFMG é em maio" dated the
 * card debt "até maio"; a driving test in March paid £3,000 off by March), nor paces a year's "este año" in weeks.
 * A date told after the debt ("Manžel o tom neví. Chci to splatit do konce roku 2027.") stays its own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe("another concern's date is no debt's", () => {
  it.each([
    [
      'Sou professora e trabalho 40 horas por semana. Queria fazer mestrado, a seleção é em maio. Também tenho uma dívida no cartão de uns 6 mil reais.',
      /^2\. Vou pagar a dívida do meu cartão de crédito nos próximos doze meses/mu,
    ],
    [
      "I'm 30 and I want to pass my driving test in March. I also owe £3,000 on my credit card and I sleep badly.",
      /^2\. I will pay off my debts within the next twelve months, .*£250 every month/mu,
    ],
    [
      'Ich bin 35 und will im Juni meine Meisterprüfung machen. Außerdem habe ich 4.000 Euro Schulden auf der Kreditkarte. Ich schlafe schlecht.',
      /^2\. In den nächsten zwölf Monaten werde ich meine Kreditkartenschulden abbezahlen/mu,
    ],
    [
      'Tengo una pequeña tienda de ropa y este año las ventas han bajado un 20 %. No sé si seguir o cerrarla. Mi hija de 16 años casi no me habla. Tengo 8.000 euros de deudas con el banco. Fumo un paquete al día.',
      /^3\. Voy a saldar mis deudas en los próximos doce meses, .*670 euros/mu,
    ],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });

  it('a date told after the debt is its own', () => {
    const input = 'Mám dluh 60 000 Kč na kreditce a každý měsíc mi chybí asi 2 000. Manžel o tom neví. Chci to splatit do konce roku 2027.';
    expect(draftGoals(input, NOW)).toMatch(/^1\. Splatím dluh na své kreditní kartě do konce roku 2027/mu);
  });
});
