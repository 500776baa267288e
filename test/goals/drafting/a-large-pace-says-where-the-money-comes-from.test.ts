/**
 * Issue 33 (blind reading 49's 20 and 25): "12 tys. zł do końca roku" paced as "2 400 zł co tydzień", "R$ 15 mil até
 * dezembro" as "R$ 3.000 toda semana": paces few can keep, with no step saying where the money comes from. A pace we
 * derive that is large for its currency (income.json large), with no income told, is followed by that step (income.json
 * means); a sum with a pay told is paced within it instead (pace-within-income), and a small pace needs no such step.
 * A saving whose near date asks twice that large pace puts aside the large pace a month and says what it reaches by
 * then (blind reading 65's 17: "R$ 2.000 toda semana" is no plan either), still with the step of where it comes from.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a large pace says where the money comes from', () => {
  it.each([
    [
      'Chcę spłacić 12 tys. zł długu na karcie kredytowej do końca roku.',
      'co tydzień będę spłacać 2 400 zł i w każdą niedzielę sprawdzać, czy dług maleje zgodnie z planem. Żeby znaleźć te pieniądze, w pierwszym tygodniu przejrzę swoje wydatki',
    ],
    [
      'Vou juntar R$ 15 mil até dezembro pra abrir meu food truck de açaí.',
      'Vou juntar R$ 4.000 até dezembro pra abrir meu food truck de açaí, guardando R$ 4.000 todo mês e conferindo no dia 1 de cada mês se estou dentro do plano; nesse ritmo, chegarei aos R$ 15.000 completos nos próximos 4 meses. Para juntar esse dinheiro, vou rever',
    ],
    [
      'I want to save 5000 euros by December.',
      'I will save 1,000 euros by December, setting aside 1,000 euros every month and checking on the 1st of each month that I am on track; at that pace I will reach the full 5,000 euros within the next 5 months. To find that money, I will go through my spending in the first week',
    ],
    [
      'Ich will bis Ende des Jahres 4.000 Euro sparen.',
      'Ich werde bis Ende des Jahres 1.000 Euro sparen; dafür lege ich jeden Monat 1.000 Euro zurück und prüfe am 1. jedes Monats, ob ich im Plan liege; in diesem Tempo erreiche ich die vollen 4.000 Euro innerhalb von 4 Monaten. Um das Geld aufzubringen,',
    ],
    [
      'Хочу накопить 150 000 рублей до Нового года.',
      'Я накоплю 50 000 рублей до Нового года — каждый месяц буду откладывать 50 000 рублей и 1-го числа проверять, иду ли я по плану; в таком темпе я достигну всей суммы 150 000 рублей в течение 3 месяцев. Чтобы найти эти деньги,',
    ],
  ])('%s', (text, said) => {
    expect(draftGoals(text, NOV_25)).toContain(said);
  });

  it('a small pace needs no step of where the money comes from', () => {
    const goals = draftGoals('I want to save 300 euros by Christmas.', NOV_25);
    expect(goals).toContain('300 euros');
    expect(goals).not.toContain('To find that money');
  });
});
