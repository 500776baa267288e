/**
 * Issue 33 (blind reading 33's 23, 34's 22; the helper's own round): a stated aim written as a bare infinitive after
 * its deadline ("Do wakacji odłożyć 6 000 zł", "A do června udělat řidičák na motorku") or after "(and) also"
 * ("И ещё бросить курить до Нового года") was read as no aim: the whole input fell to the vague first step, or the
 * aim was lost to a stock goal without its date ("в течение трёх месяцев", "řidičský průkaz během šesti měsíců").
 * The deadline then follows its verb phrase, as in a split aim, and "also" is dropped, when an infinitive follows.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a bare aim after its date or "also" is stated', () => {
  it.each([
    [
      'Cele: do końca marca znaleźć pracę jako księgowa. Do wakacji odłożyć 6 000 zł na kurs ACCA.',
      [/Znajdę pracę jako księgowa do końca marca/u, /Odłożę 6 000 zł na kurs ACCA do wakacji/u],
    ],
    ['Do konce února chci zhubnout 8 kilo. A do června udělat řidičák na motorku.', [/řidičák na motorku do června/u]],
    ['Хочу выучить английский до уровня B2. И ещё бросить курить до Нового года.', [/брошу курить до Нового года/u]],
    ['Chcę zdać egzamin B2 z niemieckiego. I jeszcze rzucić palenie do wakacji.', [/Rzucę palenie do wakacji/u]],
    ['Цілі: до літа закрити кредитку. До кінця року вивчити польську до B1.', [/польську до B1 до кінця року/u]],
  ])('%s', (input, wanted) => {
    const out = draftGoals(input, NOV_26);
    for (const w of wanted) expect(out).toMatch(w);
    expect(out).not.toMatch(/spiszę trzy rzeczy|в течение трёх месяцев|w ciągu trzech miesięcy|Do wakacji|До кінця/u);
  });

  it('keeps a deadline that a duty word would cut where it stands', () => {
    expect(draftGoals('К маю бросить курить.', NOV_26)).toMatch(/брошу курить к маю/u);
  });
});
