/**
 * Issue 33 (blind reading 65's 17 and 6): "R$ 10 mil até dezembro" with no income told was paced at "R$ 2.000 toda
 * semana", a sum few can put aside; "Bis zum Sommer" beside a pace past it ended "die vollen … innerhalb von 25 Monaten",
 * a second date contradicting the first. A saving whose near date asks twice the large pace for its currency with no
 * income told puts aside the large pace a month (income.json whyBeyond); a pace beyond the pay or the date says what it
 * makes by the person's date and when it reaches the whole sum (income.json whyByThen; a saving naming its sum names that
 * part as its goal, whyRestated), a debt keeping its own pace.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a saving too large for a near date says what it reaches by then', () => {
  it.each([
    [
      'Quero juntar R$ 10 mil para uma reserva de emergência até dezembro e parar de usar o cheque especial.',
      'juntar R$ 4.000 para uma reserva de emergência até dezembro, guardando R$ 4.000 todo mês e conferindo no dia 1 de cada mês se estou dentro do plano; nesse ritmo, chegarei aos R$ 10.000 completos nos próximos 3 meses. Para juntar esse dinheiro',
      /R\$ 2\.000 toda semana/u,
    ],
    [
      'Quiero ahorrar 8.000 € antes de diciembre para la entrada de un coche.',
      'Voy a ahorrar 1.000 € antes de diciembre para la entrada de un coche, apartando 1.000 € cada mes y comprobando el día 1 de cada mes que voy al día; a este ritmo, llegaré a los 8.000 € completos en los próximos 8 meses.',
      /1\.600 € cada semana/u,
    ],
    [
      'Хочу накопить 300 тысяч рублей до Нового года на машину.',
      'Я накоплю 50 000 рублей до Нового года на машину — каждый месяц буду откладывать 50 000 рублей и 1-го числа проверять, иду ли я по плану; в таком темпе я достигну всей суммы 300 000 рублей в течение 6 месяцев.',
      /60 000 рублей/u,
    ],
    [
      'Ich hab ca. 14.000 € Schulden, davon 5.000 auf der Kreditkarte und der Rest ein Autokredit. Ich verdiene 2.300 netto und ich will das bis zum Sommer in den Griff kriegen.',
      'dafür zahle ich jeden Monat 760 € zurück und prüfe am 1. jedes Monats, ob der Restbetrag planmäßig sinkt. Bis dahin sind das 5.320 €; in diesem Tempo erreiche ich die vollen 14.000 € innerhalb von 19 Monaten.',
      /sinkt\. In diesem Tempo/u,
    ],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });

  it('a debt with a near date keeps its pace: its date is often a creditor’s', () => {
    expect(draftGoals('Chcę spłacić 12 tys. zł długu na karcie kredytowej do końca roku.', NOV_25)).toContain(
      'co tydzień będę spłacać 2 400 zł',
    );
  });
});
