/**
 * Issue 33 (round 26): the date of the event an aim prepares for ("die Prüfung ist am 12. Mai", "the exam is in March
 * 2027", "Termín je 20. června") gave way to the stock horizon ("in den nächsten vier Monaten"), since only a deadline's
 * own word ("by", "bis") was shared from the text. An event's day or month, told in the aim's sentence, the one after it,
 * or the one before an aim that is no other matter, is the aim's deadline "by" that date (pace.ts). A year is kept when
 * today's date tells it is ahead (specifics.ts deadlineIn). Not another matter's date ("Também quero…", "I also want…").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("an event's date is the aim's deadline", () => {
  it.each([
    ['Ich will die Prüfung bestehen. Sie ist am 12. Mai.', 'Bis zum 12. Mai werde ich die Prüfung bestehen', /nächsten vier Monaten/u],
    ['I want to pass my driving exam. The exam is in March 2027.', 'I will pass my driving exam by March 2027,', /four months/u],
    ['Chci udělat zkoušku. Termín je 20. června 2027.', 'Udělám zkoušku do 20. června 2027 –', /čtyř měsíců/u],
    ['Quiero aprobar el examen, que es en junio de 2027.', 'Para junio de 2027 voy a aprobar el examen', /cuatro meses/u],
    ['Chcę zdać egzamin. Egzamin jest 15 czerwca.', 'Zdam egzamin do 15 czerwca –', /czterech miesięcy/u],
    ['Svatba je v srpnu 2027 a chci zhubnout 8 kg.', 'Zhubnu 8 kg do srpna 2027 –', /v srpnu 2027|tří měsíců/u],
  ])('%s', (text, kept, stock) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(stock);
  });

  it('leaves a past year and another matter alone', () => {
    const past = draftGoals('I want to pass my driving exam. I failed it in March 2025.', NOV_25);
    expect(past).not.toMatch(/2025/u);
    const other = draftGoals(
      'Estou a preparar-me para o exame nacional de Matemática em junho. Também quero deixar de gastar tanto em compras online, que me estão a custar uns 200 euros por mês.',
      NOV_25,
    );
    expect(other).not.toContain('Até junho vou deixar de gastar');
  });
});
