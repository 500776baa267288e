/**
 * Issue 33, blind reading 11: a business that exists but is no trade of the word list (a
 * Fahrradwerkstatt, a candle shop online) fell back to "three things about my situation" or to the
 * hours-a-week filler. A business is read from what the story says of it: opened or had for years,
 * and its orders or sales counted — then the goal is more customers for the business already run.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const GROW =
  /more customers to my existing business|mehr Kunden für den Betrieb|plus de clients dans mon activité|más clientes a mi negocio|więcej klientów do swojej firmy|víc zákazníků do svého podniku/u;
const FILLER =
  /five hours a week|fünf Stunden pro Woche|pět hodin týdně|cinco horas a la semana|cinq heures par semaine|pięć godzin tygodniowo/u;

describe('a business told by its orders or sales is grown', () => {
  it.each([
    'Ich habe seit 2018 eine Schreinerei. Die Aufträge sind dieses Jahr um ein Drittel gesunken.',
    'We opened a pottery studio three years ago. We only get about 20 orders a month and need more.',
    'Hace cinco años abrimos una tienda de bicicletas. Ahora tenemos muy pocos pedidos, unos 10 al mes.',
    "J'ai ouvert un salon de thé en 2021. Nous faisons environ 200 ventes par mois, c'est trop peu.",
    'Otworzyłam pracownię krawiecką dwa lata temu. Mam za mało zleceń, około 15 w miesiącu.',
    'My wife and I opened a bike repair shop four years ago. Orders dropped from about 80 to 45 a month.',
    'Prowadzimy piekarnię od 2015 roku. Zamówienia spadły o połowę od wiosny.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(GROW);
    expect(out).not.toMatch(FILLER);
  });
});
