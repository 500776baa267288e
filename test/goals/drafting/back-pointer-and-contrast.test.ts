/**
 * Issue 33, blind reading 10: nothing of the story pasted into a goal, no pronoun pointing at nothing.
 * - "… und davon meine Miete decken", "… a z toho platit hypotéku", "… e viverci": what is done "from
 *   it" names its thing only in the aim before, so it is no goal of its own and no part of the quote;
 *   the date told after it stays with the aim.
 * - Russian and Ukrainian ", а …" after an aim turns to the story ("а в прошлом году прочитала только
 *   3"); "а ещё/а також" still adds a second aim.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));
const lines = (out: string): string[] => out.split('\n').filter((l) => /\p{L}/u.test(l) && !/SMART/u.test(l));

describe('a clause done "from it" is neither a goal nor part of one', () => {
  it.each([
    [
      'Ich möchte einen kleinen Laden eröffnen und davon meine Miete decken. Bisher habe ich 5000 Euro gespart.',
      /Laden eröffnen/u,
      /davon meine|Miete decken/u,
    ],
    ['Chci si otevřít kavárnu a z toho platit hypotéku. Zatím mám našetřeno 200 000 Kč.', /otevřít si kavárnu/u, /z toho|hypoték/u],
    ['Vorrei aprire un negozio di biciclette e viverci, ma ho solo 8000 euro.', /Aprirò un negozio di biciclette/u, /^Ci |vivrò/mu],
    ['Chcę otworzyć piekarnię i z tego się utrzymać do 2028 roku.', /Otworzę piekarnię do 2028 roku/u, /z tego|utrzymać/u],
    ['Хочу открыть пекарню и с этого жить до 2028 года.', /открыть пекарню до 2028 года/u, /с этого|жить/u],
    ['Хочу відкрити пекарню і з цього жити до 2028 року.', /відкрити пекарню до 2028 року/u, /з цього|жити до/u],
    ['I want to open a bakery and live off it by 2028.', /^I will open a bakery by 2028/mu, /live off|off it/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
    for (const line of lines(out)) expect(line).toMatch(/\d|\p{L}+ (?:týdn|Woche|settiman|tydzie|недел|тижд|week)/u);
  });

  it('keeps a pointer whose thing the sentence before names ("wygrzebać się z tego wszystkiego" of debts)', () => {
    const out = draftGoals('Mam 6 000 zł na karcie kredytowej i pożyczyłam 1 500 zł od mamy. Chcę się z tego wszystkiego wygrzebać.', NOW);
    expect(out).not.toMatch(/wygrzebać się w ciągu/u);
    expect(out).toMatch(/Spłacę/u);
  });
});

describe('Russian and Ukrainian ", а …" after an aim is the story', () => {
  it.each([
    ['Хочу прочитать 20 книг за год, а в прошлом году прочитала только 3.', /Я прочитаю 20 книг за год/u, /прошлом году|только 3/u],
    ['Хочу прочитати 20 книжок за рік, а минулого року прочитала лише 3.', /Я прочитаю 20 книжок за рік/u, /минулого року|лише 3/u],
    ['Хочу пробежать полумарафон в мае, а сейчас бегаю только 3 км.', /полумарафон/u, /сейчас бегаю|только 3 км/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('"а ещё" still adds a second aim', () => {
    const out = draftGoals('Хочу выучить английский до лета, а ещё бросить курить.', NOW);
    expect(out).toMatch(/выучу английский/u);
    expect(out).toMatch(/брошу курить/u);
  });
});

describe('"and" followed by a subject of its own starts the story', () => {
  it.each([
    [
      'Za dva měsíce musím udělat zkoušku z angličtiny a ještě jsem ani nezačal.',
      /^Udělám zkoušku z angličtiny za dva měsíce – /u,
      /nezačal|jsem/u,
    ],
    ['Chcem do mája spraviť skúšku z matematiky a ešte som nezačal.', /spraviť skúšku z matematiky do mája – /u, /nezačal|som/u],
    [
      'Muszę zdać egzamin z niemieckiego do lutego i jeszcze nie zacząłem się uczyć.',
      /^Zdam egzamin z niemieckiego do lutego – /u,
      /zacząłem/u,
    ],
    [
      'Tengo que aprobar el examen de inglés en marzo y todavía no he empezado.',
      /^Voy a aprobar el examen de inglés en marzo, /u,
      /no he empezado/u,
    ],
    [
      "Devo superare l'esame di diritto entro febbraio e non ho ancora iniziato.",
      /^Supererò l'esame di diritto entro febbraio, /u,
      /non ho ancora/u,
    ],
    [
      "Devo perdere 12 chili entro agosto per l'operazione al ginocchio e non riesco a smettere di mangiare di notte.",
      /^Perderò 12 chili entro agosto per l'operazione al ginocchio, /u,
      /non riesco/u,
    ],
    [
      'Tengo que bajar 10 kilos antes de junio y no consigo dejar de picar por la noche.',
      /^Voy a bajar 10 kilos antes de junio, /u,
      /no consigo/u,
    ],
    ['Хочу бросить курить до весны и не могу продержаться даже день.', /^Я брошу курить до весны — /u, /не могу/u],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('an "and" that adds a second aim still does', () => {
    const out = draftGoals('Хочу выучить английский до лета и бросить курить.', NOW);
    expect(out).toMatch(/выучу английский до лета/u);
    expect(out).toMatch(/брошу курить/u);
  });
});
