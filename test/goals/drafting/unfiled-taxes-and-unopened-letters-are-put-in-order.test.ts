/**
 * Issue 33 (blind readings 56–58): unfiled tax returns and unopened letters from the tax office got a
 * generic "three things to change", or a stock goal of the topic such as finding clients. The goal is
 * to face them: open the letters, list what is owed and by when, see an adviser, file what is missing.
 * A return the person plans to file by their own date is a stated goal, not this.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('unfiled taxes and unopened letters from the tax office are put in order', () => {
  it.each([
    [
      "I haven't filed my taxes for two years and I don't open the letters from the tax office anymore.",
      'I will get my taxes in order, opening every letter from the tax office this week, listing within two weeks what I owe and by when',
    ],
    [
      'Meine Steuererklärung für 2024 ist überfällig und die Briefe vom Finanzamt liegen ungeöffnet da.',
      'Ich werde meine Steuern in Ordnung bringen; dafür öffne ich noch diese Woche jeden Brief vom Finanzamt',
    ],
    [
      'No he presentado la declaración de la renta en dos años y no abro las cartas de Hacienda.',
      'Voy a poner en orden mis impuestos, abriendo esta semana cada carta de Hacienda',
    ],
    [
      'Mam zaległe zeznanie podatkowe i boję się otwierać pisma z urzędu skarbowego.',
      'Uporządkuję swoje sprawy podatkowe – jeszcze w tym tygodniu otworzę każde pismo z urzędu skarbowego',
    ],
    [
      'Я не подала налоговую декларацию и боюсь открывать письма из налоговой.',
      'Я наведу порядок со своими налогами — ещё на этой неделе открою каждое письмо из налоговой',
    ],
  ])('%s', (text, phrase) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(phrase);
    expect(answer).not.toMatch(/three things I could change|drei Dinge|tres cosas|trzy rzeczy|три вещи/u);
  });

  it('a return planned by a date stays the stated goal', () => {
    const answer = draftGoals('Ich will bis Monatsende meine Steuererklärung machen.', NOV_25);
    expect(answer).toContain('Ich werde bis Monatsende meine Steuererklärung machen');
    expect(answer).not.toContain('Brief vom Finanzamt');
  });
});
