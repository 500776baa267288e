/**
 * Issue 33, after round 1 of helper narr33: an employer told to close or likely to ("весной фирму могут закрыть",
 * "Meine Firma schließt im Frühjahr", "la empresa va a cerrar en marzo") is a new job to find, as a site or a factory
 * closing already was, in every language; the firm's date is no date of the other goals beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a firm that closes is a new job to find', () => {
  it.each([
    [
      'Мне 38, я бухгалтер в небольшой фирме. Весной фирму могут закрыть, и я не знаю, что делать. Дочь почти не разговаривает со мной.',
      /найду новую работу/u,
    ],
    ['Я менеджерка в невеликій компанії. Навесні фірму можуть закрити. Я дуже втомлена.', /знайду нову роботу/u],
    ['Ich bin Buchhalterin. Meine Firma schließt im Frühjahr und ich schlafe schlecht.', /eine neue Stelle finden/u],
    ['Soy administrativa y la empresa va a cerrar en marzo. Además fumo mucho.', /^1\. Para marzo voy a encontrar un nuevo trabajo/mu],
    [
      "Lavoro come magazziniere e l'azienda potrebbe chiudere in primavera. Ho preso 10 chili.",
      /troverò un nuovo lavoro[^\n]*\n2\. Perderò sei chili su 10 entro i prossimi tre mesi/u,
    ],
    ["I'm an accountant and the company may close in spring. I also sleep badly.", /find a new job/u],
  ])('%s', (input, goal) => {
    expect(draftGoals(input, NOW)).toMatch(goal);
  });
});
