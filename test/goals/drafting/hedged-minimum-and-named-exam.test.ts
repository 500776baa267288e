/**
 * Issue 33, blind reading 16: "Začnu investovat, aspoň nějakou malou částku měsíčně během dvanácti
 * měsíců" and "voltar a escrever no meu blog toda semana, nem que seja um post curto" pasted the
 * mentee's hedge, a minimum with no figure, into the goal; a minimum with a figure is the aim's
 * measure and stays, without its comma. The Hungarian "leteszem a vizsgát" dropped the B2 German
 * exam the mentee named, and "Decemberre" (by December) read as Italian ("Decemberrò"). A German
 * decision's steps follow "dafür", not "außerdem".
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a minimum told with no figure is no part of the aim', () => {
  it.each([
    [
      'Chci do konce roku našetřit 60 000 Kč jako rezervu. A taky bych chtěl konečně začít investovat, aspoň nějakou malou částku měsíčně.',
      /aspoň nějakou/u,
      /Začnu investovat během/u,
    ],
    ['Quero ler 24 livros este ano e voltar a escrever no meu blog toda semana, nem que seja um post curto.', /nem que seja/u, /blog/u],
    ['I want to get back to writing my blog every week, even if only a short post.', /even if only/u, /blog every week/u],
    ['Хочу снова начать читать, хотя бы немного каждый вечер.', /хотя бы немного/u, /читать/u],
    ['Vorrei ricominciare a suonare la chitarra, almeno un po’ ogni settimana.', /un po’/u, /chitarra/u],
  ])('%s', (input, hedge, aim) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(hedge);
    expect(output).toMatch(aim);
  });

  it('a minimum with a figure is the measure, without the comma before it', () => {
    const output = draftGoals('I want to run, at least 3 times a week, and lose 5 kg by March.', NOW);
    expect(output).toMatch(/I will run at least 3 times a week by March/u);
    expect(output).toMatch(/lose 5 kg by March/u);
  });
});

describe('the Hungarian exam as the mentee names it', () => {
  it.each([
    [
      'Szeretném decemberig letenni a B2-es német nyelvvizsgát, mert anélkül nem kapom meg a diplomámat.',
      /^Decemberig leteszem a B2-es német nyelvvizsgát: /u,
    ],
    ['Jövőre szeretném letenni a C1 angol nyelvvizsgát.', /leteszem a C1 angol nyelvvizsgát/u],
    ['Decemberre szeretném letenni a német nyelvvizsgát.', /^Decemberre leteszem a német nyelvvizsgát: hetente/u],
    ['Le kell tennem a nyelvvizsgát nyárig.', /^Nyárig leteszem a nyelvvizsgát: /u],
    ['Márciusra szeretnék lefogyni 5 kilót.', /^Márciusra .*5 kilót/u],
  ])('%s', (input, expected) => {
    expect(draftGoals(input, NOW)).toMatch(expected);
  });
});

describe('German: a decision’s steps follow "dafür"; a step’s next step "außerdem"', () => {
  it('decision', () => {
    const output = draftGoals(
      'Ich bin im Oktober für mein Studium nach Leipzig gezogen. Ich kenne hier niemanden. Manchmal überlege ich, das Studium abzubrechen und zurückzugehen.',
      NOW,
    );
    expect(output).toMatch(/entscheiden und ihn angehen; dafür schreibe ich/u);
    expect(output).not.toMatch(/außerdem schreibe/u);
  });

  it('a first step', () => {
    expect(draftGoals('Ich möchte einfach zufriedener sein.', NOW)).toMatch(/gut gelaufen sind; außerdem mache ich/u);
  });
});

describe('Hungarian sleep and energy around night shifts', () => {
  it.each([
    ['Harmincnyolc éves ápoló vagyok, éjszakás műszakban dolgozom. Alig alszom öt órát, és mindig fáradt vagyok.'],
    ['Éjszakai műszakban dolgozom egy gyárban, és nappal nem tudok aludni.'],
  ])('%s', (input) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(/minden éjszakás műszak után legalább hét óra egybefüggő alvást/u);
    expect(output).not.toMatch(/23:00-kor lefekszem|18:00-ig befejezem/u);
  });

  it('a day worker keeps the bedtime', () => {
    expect(draftGoals('Rosszul alszom, mert késő estig dolgozom, és reggel fáradt vagyok.', NOW)).toMatch(/23:00-kor lefekszem/u);
  });
});

describe('a Hungarian exam told of someone else is theirs', () => {
  it('the son’s school-leaving exam is no goal of the parent’s', () => {
    const output = draftGoals(
      'Negyvenkét éves vagyok, könyvelő. A főnöknőm szerint túl lassan dolgozom. Közben a fiam érettségizik tavasszal. Esténként alig alszom.',
      NOW,
    );
    expect(output).not.toMatch(/érettségi|vizsgát/u);
    expect(output).toMatch(/munkám tempóján/u);
  });
  it('one’s own is named', () => {
    expect(draftGoals('Tavasszal érettségizem, és félek a matektól.', NOW)).toMatch(/leteszem az érettségit: /u);
  });
});

describe('Hungarian: living alone oneself is loneliness, a parent living alone is care', () => {
  it('the widow who lives alone', () => {
    const output = draftGoals(
      'A férjem tavaly meghalt, és azóta egyedül élek. Esténként nagyon magányos vagyok. Tavasz óta 9 kilót híztam.',
      NOW,
    );
    expect(output).not.toMatch(/gondoskodás terhét/u);
    expect(output).toMatch(/új embereket ismerek meg/u);
    expect(output).toMatch(/leadok 9 kilót/u);
  });
  it('the mother who lives alone', () => {
    expect(draftGoals('Anyám 80 éves és egyedül él Pécsen, hetente kétszer járok hozzá.', NOW)).toMatch(/gondoskodás terhét/u);
  });
});

describe('"at least" before a level hedges it; the level is the goal', () => {
  it.each([
    ['Хочу до літа вивчити німецьку хоча б до A2.', /^Я вивчу німецьку до A2 до літа — /u, /хоча б/u],
    ['Хочу к лету подтянуть немецкий хотя бы до B1.', /^Я подтяну немецкий до B1 к лету — /u, /хотя бы/u],
    [
      'Chcę do wakacji nauczyć się niemieckiego przynajmniej na poziom A2.',
      /^Nauczę się niemieckiego na poziom A2 do wakacji – /u,
      /przynajmniej/u,
    ],
    ['Chci se do léta naučit německy aspoň na úroveň A2.', /^Naučím se německy na úroveň A2 do léta – /u, /aspoň na/u],
  ])('%s', (input, goal, hedge) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(goal);
    expect(output).not.toMatch(hedge);
  });
});
