/**
 * Issue 33 (blind reading 49's 20 and 25): "12 tys. zł do końca roku" paced as "2 400 zł co tydzień", "R$ 15 mil até
 * dezembro" as "R$ 3.000 toda semana": paces few can keep, with no step saying where the money comes from. A pace we
 * derive that is large for its currency (income.json large), with no income told, is followed by that step (income.json
 * means); a sum with a pay told is paced within it instead (pace-within-income), and a small pace needs no such step.
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
      'guardando R$ 3.000 toda semana e conferindo todo domingo se estou dentro do plano. Para juntar esse dinheiro, vou rever',
    ],
    [
      'I want to save 5000 euros by December.',
      'setting aside 1,000 euros every week and checking every Sunday that I am on track. To find that money, I will go through my spending in the first week',
    ],
    [
      'Ich will bis Ende des Jahres 4.000 Euro sparen.',
      'lege ich jede Woche 800 Euro zurück und prüfe jeden Sonntag, ob ich im Plan liege. Um das Geld aufzubringen,',
    ],
    [
      'Хочу накопить 150 000 рублей до Нового года.',
      'каждую неделю буду откладывать 30 000 рублей и по воскресеньям проверять, иду ли я по плану. Чтобы найти эти деньги,',
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
