/**
 * Issue 33 (cover35): "Sto mandando curriculum da settembre, … solo due colloqui" (blind reading 43) told
 * a job search that no cue read in Italian: the answer kept only the dream of working abroad. Sending
 * CVs or applications, now or done, is a job search told, in every language.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('CVs being sent are a job search told', () => {
  it.each([
    [
      "Ciao, sono Marco, ho 23 anni e mi sono appena laureato in ingegneria gestionale a Padova. Sto mandando curriculum da settembre, ne avrò mandati una quarantina e ho fatto solo due colloqui. Vivo ancora con i miei e la cosa comincia a pesarmi. Il mio inglese è ok ma non abbastanza per lavorare all'estero, che sarebbe il mio sogno.",
      /Troverò un nuovo lavoro/u,
    ],
    ["J'ai 27 ans. J'ai envoyé quarante CV depuis juin et je n'ai eu que deux entretiens.", /Je vais trouver un nouvel emploi/u],
    ['Mám 27 let. Od června posílám životopisy a mám za sebou jen dva pohovory.', /Najdu si novou práci/u],
    ['Мне 27. С июня рассылаю резюме, было всего два собеседования.', /Я найду новую работу/u],
  ])('%s', async (input, goal) => {
    expect(await draft(input)).toMatch(goal);
  });
});
