/**
 * Issue 33 (round 64, blind readings 101–103): rent owed told by the months unpaid ("dlužím dva nájmy",
 * "debo dos meses de alquiler", "mit zwei Monatsmieten im Rückstand", "indietro di due mesi con l'affitto",
 * "заборгувала за оренду") was read as generic debts: two goals ("Splatím své dluhy …" beside the rent, or
 * "Voy a conseguir os meses de alquiler" from "debo" read as "I must"), or a job search's steps for the rent.
 * It is the rent-arrears situation, one goal about the rent owed: the landlord talked to, the arrears paid
 * in instalments on top of the rent.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('rent owed by the month is one rent goal', () => {
  it.each([
    [
      'Po rozchodu jsem zůstala s dětmi sama a dlužím dva nájmy, tedy asi 24 000 Kč. Majitel mi volal, že jestli to do konce ledna nesplatím, budu muset odejít.',
      /^Doplatím dlužný nájem a udržím si bydlení – ještě tento týden promluvím s pronajímatelem/u,
      /Splatím své dluhy/u,
    ],
    [
      'Debo dos meses de alquiler, 1.400 euros en total, porque estuve de baja. El casero es comprensivo pero quiero ponerme al día antes de marzo.',
      /^Voy a ponerme al día con el alquiler y conservar mi casa, hablando con mi casero/u,
      /conseguir os meses|saldar mis deudas/u,
    ],
    [
      'Ich bin mit zwei Monatsmieten im Rückstand, insgesamt 1.800 €. Seit ich arbeitslos bin, wird es jeden Monat enger. Ich will die Miete bis April nachzahlen.',
      /Ich werde meine Mietrückstände abbauen und meine Wohnung behalten; dafür spreche ich noch diese Woche mit meinem Vermieter/u,
      /Miete bis April nachzahlen; dafür schicke ich/u,
    ],
    [
      "Sono indietro di due mesi con l'affitto, circa 1.300 euro, perché il mio contratto è finito a ottobre. Voglio mettermi in pari entro marzo.",
      /^Recupererò l'affitto arretrato e manterrò la mia casa, parlando con il proprietario/u,
      /annotando nella prima settimana tutti i passi/u,
    ],
    [
      'Estou com dois meses de aluguel atrasado, uns 2.400 reais, porque fiquei desempregado em setembro. Quero quitar isso até março e voltar a trabalhar.',
      /Vou pôr a renda em dia e manter minha casa, falando com o senhorio/u,
      /pagar minhas dívidas/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
