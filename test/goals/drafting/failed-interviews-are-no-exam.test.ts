/**
 * Issue 33 (cover30, blind reading 27's 8): interviews failed ("Já fiz duas e reprovei nas duas" after
 * "nas entrevistas") are no exam to pass at the next attempt; English named as what holds one back in
 * interviews is the English goal; a remote job to get is a job search with its applications, not a sum
 * to save; a credit card "estourado" or maxed out is a debt. An exam failed beside one interview to come
 * stays an exam.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date('2026-11-26T12:00:00Z'));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;
const EXAM = /next attempt|próxima tentativa|próximo intento|kolejnym podejściu|следующей попытки|nächsten Versuch/u;

describe('failed interviews are no exam', () => {
  it.each([
    [
      'Oi, sou o Diego, 31 anos, moro em BH e trabalho como dev júnior numa startup. Quero muito conseguir uma vaga remota pra empresa de fora ganhando em dólar, mas meu inglês travado me atrapalha nas entrevistas. Já fiz duas e reprovei nas duas. Também tô com o cartão estourado, uns 7 mil reais, e isso tá me tirando o sono.',
      [/candidaturas/u, /inglês/u, /dívida/u],
    ],
    [
      "I'm a junior developer. I want to get a remote job with a US company, but my English holds me back in interviews. I did two and failed both.",
      [/applications a week/u, /level in English/u],
    ],
    [
      'Soy programador en Valencia. Quiero conseguir un trabajo remoto para una empresa de fuera, pero mi inglés me bloquea en las entrevistas. Hice dos y suspendí las dos.',
      [/candidaturas/u, /nivel de inglés/u],
    ],
    [
      'Jestem programistą w Krakowie. Chcę znaleźć pracę zdalną dla firmy z USA, ale mój angielski blokuje mnie na rozmowach kwalifikacyjnych. Byłem na dwóch i oblałem obie.',
      [/aplikacji/u, /języka angielskiego/u],
    ],
    [
      'Работаю тестировщиком в Казани. Хочу найти удалённую работу в иностранной компании, но мой английский подводит на собеседованиях. Было два собеседования, и я не сдал оба.',
      [/откликов/u, /английского языка/u],
    ],
  ])('%s', async (input, wanted) => {
    const out = await draft(input);
    expect(out).not.toMatch(EXAM);
    expect(out).not.toMatch(/10%|10 %/u);
    for (const w of wanted) expect(out).toMatch(w);
  });

  it('an exam failed beside one interview to come stays an exam', async () => {
    expect(await draft('I failed my driving theory exam twice and I have a job interview next week.')).toMatch(/next attempt/u);
  });
});
