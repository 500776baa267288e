/**
 * Issue 33 (cover32, blind 29's 10 and 20, blind 28's 9): an exam the story names is the goal's —
 * the maturita, the Abitur, the bac, the selectividad, the entrance exams, the concurso — not "the
 * exam" (examprep's `named` in situations.json). A school-leaving or entrance exam's date is set for
 * the candidate: its plan checks the date and what it covers and starts with the weakest subject,
 * rather than "booking the exam date in advance".
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a school exam is named', () => {
  it.each([
    [
      'Volám sa Marek, mám 19 rokov a minulý rok som nezmaturoval z matematiky. Opravnú maturitu môžem robiť v máji. Teraz robím v sklade v Nitre na zmeny.',
      /^Urobím maturitu v máji – [^.]*overím presný termín/u,
    ],
    ['Mám 19 let a v červnu mě čekají přijímačky na VŠB. Matika mi nejde a hodně hraju hry.', /Složím přijímací zkoušky v červnu/u],
    [
      'Ich mache im Mai Abitur und habe Angst, dass ich Mathe nicht schaffe. Ich lerne kaum.',
      /^Im Mai werde ich das Abitur bestehen; dafür [^.]*schwächstes Fach/u,
    ],
    ['Je suis en terminale, le bac est en juin. Je dors mal depuis septembre.', /réussir le bac/u],
    ['Trabajo en una tienda los sábados. En junio tengo la EBAU y las matemáticas me cuestan mucho.', /aprobar la selectividad/u],
    ['Minha meta é passar no concurso do INSS em 2027 estudando 3 horas por dia de segunda a sábado.', /passar no concurso/u],
  ])('%s', async (input, named) => {
    const out = await draft(input);
    expect(out).toMatch(named);
    expect(out).not.toMatch(/zarezerv|buche den Prüfungstermin|réserver la date|reservando la fecha|passar no exame/u);
  });
});
