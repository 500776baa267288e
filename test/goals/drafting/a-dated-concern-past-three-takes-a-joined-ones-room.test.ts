/**
 * Issue 33 (cover35): a story telling four concerns lost the one the person dated ("Im März steht die
 * Beförderung an") when it had nowhere to join, while a concern told in the very sentence of another
 * (a doctor's "lose 10 kilos" beside the blood pressure) kept a goal of its own. Told alone, the dated
 * concern takes that room and the other joins its host; a side remark (sleep) past three takes no room.
 * A loan told with what is left to repay, and a promotion ahead, are concerns (not English "left on a car loan":
 * beside one income it is the budget's, story-concerns-told-plainly).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const goals = (output: string): string[] => output.split('\n').filter((l) => /^\d\. /u.test(l));

describe('a concern past three with nowhere to join takes the room of one told in its host sentence', () => {
  it.each([
    [
      'Ich bin 41, Vertriebsleiter in Stuttgart. Mein Arzt hat gesagt, mein Blutdruck ist zu hoch und ich soll 10 Kilo abnehmen. Im März steht die Beförderung zum Bereichsleiter an. Meine Tochter (15) redet kaum noch mit mir.',
      /Blutdruck.*Außerdem werde ich die ersten sechs der 10 Kilo abnehmen/u,
      /Im März werde ich eine Beförderung erreichen/u,
    ],
    [
      "I'm 44 and a sales manager in Bristol. My doctor says my blood pressure is too high and I should lose 10 kilos. The promotion to regional director is coming up in March. My son (16) barely talks to me anymore.",
      /blood pressure.*I will also lose the first six of the 10 kilos/u,
      /I will get promoted in March/u,
    ],
  ])('%s', async (input, joined, dated) => {
    const lines = goals(await draft(input));
    expect(lines).toHaveLength(3);
    expect(lines.filter((l) => joined.test(l))).toHaveLength(1);
    expect(lines.filter((l) => dated.test(l))).toHaveLength(1);
  });

  // Round 50: being freelance with a tax debt is no clients goal, so the sleep told third has room of its own.
  it('the debt keeps its own goal and sum beside the tax, and sleep told third takes the third room', async () => {
    const lines = goals(
      await draft('Soy autónoma y tengo una deuda con Hacienda de 3.000 euros del año pasado. Además duermo solo 5 horas.'),
    );
    expect(lines[1]).toMatch(/^2\. Voy a saldar mis deudas .*250 euros/u);
    expect(lines[2]).toMatch(/^3\. Voy a dormir mejor .*6 horas en lugar de las 5/u);
    expect(lines.join('\n')).not.toMatch(/flujo estable de clientes/u);
  });
});

describe('a loan told with what is left to repay, and a promotion ahead, are concerns', () => {
  it.each([
    [
      'Lavoro come magazziniere a Verona. Per il prestito della macchina mi restano ancora da pagare 6.000 euro. La sera sono così stanco che non faccio niente.',
      /Ripagherò il mio prestito/u,
    ],
    [
      'Мені 27, я програміст у Львові. Маю кредит 60 000 грн, який треба закрити до кінця року. Ще я набрав 8 кг.',
      /Я виплачу свій кредит/u,
    ],
    [
      'Je travaille dans une banque à Nantes. Une promotion au poste de directeur d’agence est en vue pour septembre. Mais je n’ose jamais prendre la parole en réunion.',
      /je vais obtenir une promotion/u,
    ],
    [
      'Pracuję w banku w Łodzi. We wrześniu czeka mnie awans na kierownika oddziału. Ale boję się zabierać głos na zebraniach.',
      /Zdobędę awans we wrześniu/u,
    ],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});
