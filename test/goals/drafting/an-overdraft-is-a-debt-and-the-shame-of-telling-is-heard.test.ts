/**
 * Issue 33 (blind readings 71's 3, 72's 3 and 73's 3): a person told of consumer credits and an overdraft every month and
 * of the shame of telling their partner, and got one vague goal to take control of their finances: an overdraft and
 * credits in the plural named no debt, and the shame told with "contar" or "contárselo" named no secret. An overdraft is
 * a debt in every language, and the shame of telling the partner gets its goal of talking the plan through together.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an overdraft is a debt, and the shame of telling the partner is heard', () => {
  it.each([
    [
      "J'ai accumulé 8 400 € de crédits à la consommation sur trois cartes, plus un découvert de 600 € presque tous les mois. J'ai honte d'en parler à mon compagnon.",
      ['je vais rembourser mes dettes', 'Je vais parler de mes dettes à mon compagnon'],
      /reprendre le contrôle de mes finances/u,
    ],
    [
      'Mein Konto ist jeden Monat um 500 Euro überzogen und ich schäme mich, es meinem Mann zu erzählen.',
      ['werde ich meine Schulden abbauen', 'Ich werde meine Schulden meinem Mann offenlegen'],
      /meine Finanzen in den Griff/u,
    ],
    [
      'Tengo 4.000 € de deuda y cada mes tengo un descubierto de 300 €. Me da vergüenza contárselo a mi pareja.',
      ['voy a saldar mis deudas', 'Voy a hablar abiertamente de las deudas con mi pareja'],
      /^En los próximos/u,
    ],
    [
      'Estou usando o cheque especial todo mês e devo R$ 6.000 no cartão. Tenho vergonha de contar para o meu marido.',
      ['Vou pagar a dívida do meu cartão de crédito', 'Vou falar abertamente das dívidas com o meu marido'],
      /^Vou pagar/u,
    ],
    [
      'I am in my overdraft by 600 every month and too embarrassed to tell my wife.',
      ['I will pay off my debts', 'I will tell my wife about the debts'],
      /^I will pay off/u,
    ],
  ])('%s', (input, goals, broken) => {
    const out = draftGoals(input, NOV_25);
    for (const goal of goals) expect(out).toContain(goal);
    expect(out).not.toMatch(broken);
  });
});
