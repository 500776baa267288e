/**
 * Issue 33 (cover22): a second job the mentee already has ('Since January I've had a second job tutoring
 * three evenings a week', cover21's f1) is no side job to find; no strength left after shifts for the
 * studying the mentee does ('Чеську вчу сама …, але після змін по 10 годин сил немає', blind reading
 * 22's 08) is fitting the study around the shifts, not a goal dropped or a workload to cut.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a second job already held is none to find', () => {
  it.each([
    [
      "I'm a teacher. Since January I've had a second job tutoring three evenings a week because our rent went up. I owe about £2,800 on a credit card.",
      /find a side job/u,
    ],
    [
      'Soy profesora. Desde enero tengo un segundo trabajo dando clases por las tardes. Debo 3.000 euros de la tarjeta.',
      /trabajo extra|segundo trabajo/u,
    ],
    [
      'Sono insegnante. Da gennaio ho un secondo lavoro, do ripetizioni tre sere a settimana. Ho 3.000 euro di debito sulla carta.',
      /un secondo lavoro|lavorett/u,
    ],
  ])('%s', async (input, sideJob) => {
    const out = await draft(input);
    expect(out).not.toMatch(sideJob);
    expect(out).toMatch(/debt|deuda|debit/u);
  });
});

describe('no strength after shifts for the studying done is fitting it around them', () => {
  it.each([
    [
      'Trabajo de camarera en un hotel y estudio inglés por mi cuenta para el B2. Después de los turnos no tengo fuerzas para nada.',
      /en torno a mis turnos/u,
    ],
    ['Работаю продавцом, учу польский сама по приложению, но после смены по 12 часов сил нет совсем. Хочу сдать B1 к лету.', /B1/u],
    [
      'Ich arbeite in der Pflege und lerne nebenbei für die Sprachprüfung. Nach den Schichten habe ich aber keine Energie mehr.',
      /rund um meine Schichten/u,
    ],
  ])('%s', async (input, kept) => {
    const out = await draft(input);
    expect(out).toMatch(/turnos|смен|Schichten/u);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/carga de trabajo|Arbeitslast/u);
  });
});
