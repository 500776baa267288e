/**
 * Issue 33, blind reading 13 (branch lang13): an aside in parentheses is the mentee's context, never
 * part of the aim. "(j'ai eu 640 il y a deux ans)" and "(me quedan unos 1.200 €)" were pasted inside
 * goals; a figure the aside tells still paces the goal; a partner named only in an aside shares no
 * aim; an aside cut before its end ("(ważyłam wtedy 62 kg") leaves nothing behind; a past try told
 * after the aim ("like last time when …", "jak ostatnio") is the story too.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26, 10));

describe('an aside stays out of the goal, the deadline and the figure stay in', () => {
  it.each([
    [
      'en',
      'I want to pay off my car loan (about £4,300 left) by next September. I earn £2,100 a month after tax.',
      /about £4,300/u,
      [/^I will pay off my car loan by next September/u, /£480 every month/u],
    ],
    [
      'fr',
      "Mon objectif : obtenir le DELF B2 d'ici mars (j'ai le B1 depuis 2022) pour m'inscrire en master à Lille.",
      /j'ai le B1/u,
      [/^Je vais obtenir le DELF B2 d'ici mars pour m'inscrire/u],
    ],
    [
      'es',
      'Quiero terminar de pagar la tarjeta de crédito antes de diciembre (me quedan unos 1.200 €). Cobro 1.700 al mes.',
      /me quedan/u,
      [/^Voy a terminar de pagar la tarjeta de crédito antes de diciembre, pagando/u, /los 1\.200 € completos/u],
    ],
    [
      'pl',
      'Chcę do końca marca schudnąć 7 kg (ważę 84) i zacząć biegać trzy razy w tygodniu.',
      /ważę 84/u,
      [/Schudnę 7 kg do końca marca – /u],
    ],
    [
      'ru',
      'Хочу к марту накопить 300 тысяч рублей на подушку безопасности (сейчас есть 80).',
      /сейчас есть/u,
      [/^Я накоплю 300 тысяч рублей на подушку безопасности к марту — /u],
    ],
    [
      'de',
      'Ich möchte bis Juni meinen Meister machen (weil ich mich selbständig machen will).',
      /weil ich/u,
      [/bis Juni meinen Meister machen; dafür/u],
    ],
    [
      'uk',
      'Хочу до травня скласти IELTS на 7.0 (минулого разу було 6.0) і вступити на магістратуру в Польщі.',
      /минулого разу/u,
      [/Я складу IELTS на 7\.0 до травня — /u],
    ],
  ] as const)('%s: %s', (_lang, input, pasted, kept) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(pasted);
    expect(out).not.toMatch(/\(/u);
    for (const k of kept) expect(out).toMatch(k);
  });

  it('an aside cut before its end leaves no half of it', () => {
    const out = draftGoals('Chciałabym wrócić do formy sprzed ciąży (ważyłam wtedy 62 kg, teraz 74).', NOW);
    expect(out).toMatch(/^Wrócę do formy sprzed ciąży w ciągu/u);
    expect(out).not.toMatch(/\(|ważyłam/u);
  });

  it('a partner told only in an aside shares no aim', () => {
    const out = draftGoals(
      'I want to learn Spanish before we move to Valencia in August (my husband already speaks it) and find a remote job there.',
      NOW,
    );
    expect(out).toMatch(/I will learn Spanish before we move to Valencia in August, /u);
    expect(out).not.toMatch(/husband/u);
  });
});

describe('a past try told after the aim is the story', () => {
  it.each([
    [
      'I want to run a 10k in May and not get hurt like last time when my knee gave out.',
      /like last time|knee gave out/u,
      /I will run a 10k in May and not get hurt, /u,
    ],
    [
      'Ich will im Mai einen Halbmarathon laufen und mich nicht verletzen wie letztes Mal.',
      /wie letztes Mal/u,
      /im Mai einen Halbmarathon laufen und mich nicht verletzen; dafür/u,
    ],
    [
      'Chcę przebiec maraton w październiku i nie nabawić się kontuzji jak ostatnio.',
      /jak ostatnio/u,
      /Przebiegnę maraton w październiku – /u,
    ],
    ['Хочу пробежать полумарафон в мае и не получить травму как в прошлый раз.', /прошлый раз/u, /Я пробегу полумарафон в мае — /u],
  ] as const)('%s', (input, story, aim) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(story);
    expect(out).toMatch(aim);
  });
});

describe('a concession or a threat beside the aim is no part of it', () => {
  it.each([
    [
      'Quiero, aunque me cuesta, hablar con mi jefe sobre el sueldo antes de marzo.',
      /aunque/u,
      /^Voy a hablar con mi jefe sobre el sueldo antes de marzo, /u,
    ],
    [
      "Je voudrais, même si j'ai peur, prendre la parole en réunion au moins une fois par semaine.",
      /même si|obtenir/u,
      /prenant la parole/u,
    ],
    ['Мне нужно до конца января сдать три экзамена, иначе меня отчислят.', /иначе|отчислят до/u, /Я сдам три экзамена до конца января — /u],
    [
      'Muszę do czerwca zdać egzamin z angielskiego, inaczej nie dostanę awansu.',
      /inaczej|awansu/u,
      /^Zdam egzamin z angielskiego do czerwca – /u,
    ],
  ] as const)('%s', (input, pasted, aim) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(aim);
  });
});

// Blind reading 14's "Chcę rzucić palenie (palę ok. 15 dziennie od 12 lat) i zacząć pływać": the daily
// figure in the aside is how much they smoke now, so the goal tapers it; it is no daily habit to tick off.
describe('a daily figure in an aside is the story, not a habit to keep', () => {
  it.each([
    [
      'Chcę rzucić palenie (palę ok. 15 dziennie od 12 lat) i zacząć regularnie pływać.',
      /w ciągu 8 tygodni – co tydzień będę zmniejszać dzienną liczbę papierosów o 2/u,
    ],
    [
      'I want to quit smoking (I smoke about 15 a day) and start swimming.',
      /within the next 8 weeks, cutting down by 2 cigarettes a day every week/u,
    ],
    ['Chci přestat kouřit (kouřím asi 15 denně) a začít plavat.', /během 8 týdnů – každý týden snížím denní počet cigaret o 2/u],
  ])('%s', (input, tapers) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(tapers);
    expect(out).not.toMatch(/calendar|kalendarzu|kalendáři/u);
  });
});
