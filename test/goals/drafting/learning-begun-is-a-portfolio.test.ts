/**
 * Issue 33 (cover30, blind reading 27's 10): a change of field whose learning has begun ("od maja uczę
 * się Pythona", "вечорами вчу JavaScript", "teaching myself web development") goes on from where it is:
 * a portfolio of projects of one's own, not the first step of someone who has yet to start. A language
 * learnt (Spanish) is no field to show in a portfolio.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T12:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a change whose learning has begun is a portfolio', () => {
  it.each([
    ['Працюю продавчинею і вечорами вчу Python за відео на YouTube.', /створю портфоліо з власних проєктів/u],
    ['Pracuję na kasie w markecie. Od pół roku uczę się programowania w Pythonie.', /Zbuduję portfolio z własnych projektów/u],
    ['Trabajo de repartidor y por las noches estudio programación web. Me siento cansado.', /crear un portfolio con proyectos propios/u],
    ['Pracuji ve skladu a po večerech se učím programovat. Chci si taky zlepšit kondici.', /Vytvořím si portfolio z vlastních projektů/u],
    ["I work in retail and I'm teaching myself web development in the evenings.", /build a portfolio of my own projects/u],
    ["Je travaille dans un entrepôt et j'apprends le code le soir sur internet.", /constituer un portfolio de projets personnels/u],
    [
      'Faccio il magazziniere e la sera imparo la programmazione con video su YouTube. Vorrei cambiare lavoro entro due anni.',
      /Costruirò un portfolio con progetti miei/u,
    ],
  ])('%s', async (input, portfolio) => {
    expect(await draft(input)).toMatch(portfolio);
  });

  it.each(["I work in a shop and I'm learning Spanish in the evenings.", "I'm learning to drive and studying for my accounting exam."])(
    'no portfolio for a language or an exam learnt: %s',
    async (input) => {
      expect(await draft(input)).not.toMatch(/portfolio/u);
    },
  );
});
