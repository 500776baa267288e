/**
 * Issue 33, blind reading 21's 05: two years of lower back pain at a desk job lost its goal beside the
 * weight the doctor mentioned, and a working day at the computer read as computer skills to learn. Pain
 * in the lower back ('zona lumbar', 'bas du dos', 'dolore lombare', 'Kreuzschmerzen') is movement built
 * into the working day, beside the weight goal; a day at the computer is no lack of computer basics.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('lower back pain beside a weight to lose keeps both', () => {
  it.each([
    [
      "J'ai mal dans le bas du dos depuis un an. Je pèse 80 kilos et le médecin veut que j'en perde 6.",
      /bouger davantage pendant ma journée de travail/u,
      /80 kg à 74 kg/u,
    ],
    [
      'Da due anni ho un dolore lombare, lavoro in ufficio. Il medico dice che devo perdere 8 chili.',
      /più movimento nella mia giornata di lavoro/u,
      /pes[oa]/u,
    ],
    [
      'Seit Monaten habe ich Kreuzschmerzen und habe im letzten Jahr 10 Kilo zugenommen.',
      /mehr Bewegung in meinen Arbeitstag/u,
      /10 Kilo abnehmen/u,
    ],
    [
      'Llevo un año con dolor en la zona lumbar y peso 85 kilos; el médico me ha dicho que tengo que adelgazar.',
      /moverme más durante la jornada/u,
      /peso/u,
    ],
  ])('%s', async (input, back, weight) => {
    const out = await draft(input);
    expect(out).toMatch(back);
    expect(out).toMatch(weight);
  });
});

describe('a working day at the computer is no computer basics to learn', () => {
  it.each([
    ["J'ai mal dans le bas du dos depuis un an, je travaille toute la journée à l'ordinateur.", /bases de l'informatique/u],
    ['Trabajo ocho horas al día frente al ordenador y no sé decir que no a mi jefe, me duele la espalda.', /ordenador a nivel básico/u],
    ['Ich sitze acht Stunden am Tag vor dem Computer und schlafe schlecht.', /Grundlagen am Computer/u],
  ])('%s', async (input, basics) => {
    expect(await draft(input)).not.toMatch(basics);
  });

  it('keeps computer basics for a mentee who says they lack them', async () => {
    expect(await draft('Mam 58 lat i słabo znam się na komputerze, a w nowej pracy wymagają Excela.')).toMatch(/obsługi komputera/u);
  });
});
