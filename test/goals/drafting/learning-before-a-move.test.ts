/**
 * Issue 33, blind reading 15: what a goal does before an event is its topic — "aprender alemán antes de
 * mudarme a Múnich" is learning a language (lessons, a level test), not the move (jobs, a flat, papers).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generate = async (text: string): Promise<string> =>
  (await createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26))).generate(text)).output;
const MOVE = /candidatur|vivienda|alloggio|moradia|logement|documenti|papeles|colchón|tre mesi di spese/u;

describe('a language learnt before a move is the language topic', () => {
  it.each([
    ['Quiero aprender alemán antes de mudarme a Múnich en septiembre.', /aprender alemán.*dos clases por semana.*prueba de nivel/u],
    [
      'Voglio imparare lo spagnolo prima di trasferirmi a Valencia a giugno.',
      /imparerò lo spagnolo.*due lezioni a settimana.*test di livello/iu,
    ],
    ['Quero aprender inglês antes de me mudar para Dublin em agosto.', /aprender inglês.*duas aulas por semana.*teste de nível/u],
    ["Je veux apprendre l'allemand avant de déménager à Berlin en mars.", /apprendre l'allemand.*deux cours par semaine.*test de niveau/u],
    ['Chcę nauczyć się niemieckiego przed przeprowadzką do Berlina w czerwcu.', /niemieckiego.*dwie lekcje w tygodniu.*test poziomujący/u],
  ])('%s', async (input, language) => {
    const out = await generate(input);
    expect(out).toMatch(language);
    expect(out).not.toMatch(MOVE);
    // The move keeps the goal's date.
    expect(out).toMatch(/septiembre|giugno|agosto|mars|czerwcu/u);
  });

  it.each([
    [
      'Ich will Spanisch lernen, bevor ich im Mai nach Madrid ziehe.',
      /^Ich werde Spanisch lernen, bevor ich im Mai nach Madrid ziehe; dafür nehme ich/u,
    ],
    ['Ich möchte Englisch lernen, bevor ich im Herbst nach Irland gehe.', /^Ich werde Englisch lernen, bevor ich im Herbst/u],
  ])('a German clause after the infinitive keeps it a verb: %s', async (input, said) => {
    const out = await generate(input);
    expect(out).toMatch(said);
    expect(out).not.toMatch(/mein Ziel:/u);
  });

  it('the move itself, or money saved before it, keeps its own topic', async () => {
    expect(await generate('Quiero ahorrar 4.000 euros antes de mudarme a Madrid en junio.')).toMatch(/apartando 580 euros cada mes/u);
    expect(await generate('I want to move abroad before my daughter starts school, to Spain.')).not.toMatch(/lessons a week|level test/u);
  });
});
