/**
 * The writer's gender (src/goals/drafting/gender.ts) and the goals that agree with it: a woman's
 * input gets feminine forms, a man's masculine ones, an unmarked input the neutral wording; and a
 * feminine form never appears for a man's input, nor a masculine one for a woman's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gendered, inflect, writerGender, type Gender } from '../../../src/goals/drafting/gender.js';
import { LANGUAGES } from '../../../src/goals/drafting/language.js';
import { TEMPLATES } from '../../../src/goals/drafting/templates/index.js';
import { TOPIC_IDS } from '../../../src/goals/drafting/topics.js';
import { genderedFutures, parseVerbPhrase, polishPast } from '../../../src/goals/drafting/verbs.js';
import { draftGoals } from '../../../src/goals/offline.js';
import { expectLinear, fill, TIMEOUT_MS } from '../../support/linear-time.js';

type Expected = Gender | 'neutral';

describe('writerGender', () => {
  it.each<[string, Expected]>([
    // Czech: an l-participle or an adjective next to "jsem" / "bych".
    ['Chtěla bych zlepšit angličtinu.', 'feminine'],
    ['Chtěl bych zlepšit angličtinu.', 'masculine'],
    ['Ráda bych se naučila vařit.', 'feminine'],
    ['Rád bych se naučil vařit.', 'masculine'],
    ['Plánovala jsem to už dlouho.', 'feminine'],
    ['Byla bych ráda, kdybych našla práci.', 'feminine'],
    ['Jsem připravená na změnu.', 'feminine'],
    ['Jsem si jistý, že to zvládnu.', 'masculine'],
    ['Chci zlepšit angličtinu.', 'neutral'],
    ['Jsem Pavel a chci se naučit anglicky.', 'neutral'], // a name after "jsem" is no participle
    ['Můj manžel by chtěl, abych víc sportovala.', 'neutral'], // "by" is the third person
    ['Rád(a) bych se naučil(a) vařit.', 'neutral'], // both offered
    ['Chtěla/chtěl bych zlepšit angličtinu.', 'neutral'],
    // Slovak: next to "som" / "by som".
    ['Chcela by som zlepšiť angličtinu.', 'feminine'],
    ['Chcel by som zlepšiť angličtinu.', 'masculine'],
    ['Rada by som sa naučila po nemecky.', 'feminine'],
    ['Rozhodol som sa zmeniť prácu.', 'masculine'],
    ['Som rozhodnutá zmeniť prácu.', 'feminine'],
    ['Chcem zmeniť prácu.', 'neutral'],
    // Polish: the person endings, "powinnam", an adjective after "jestem".
    ['Chciałabym nauczyć się niemieckiego.', 'feminine'],
    ['Chciałbym nauczyć się niemieckiego.', 'masculine'],
    ['Chciałam zawsze nauczyć się grać.', 'feminine'],
    ['Mogłabym więcej biegać.', 'feminine'],
    ['Zacząłem biegać rok temu.', 'masculine'],
    ['Jestem gotowa na zmianę pracy.', 'feminine'],
    ['Jestem gotowy na zmianę pracy.', 'masculine'],
    ['Powinnam więcej spać.', 'feminine'],
    ['Zamierzam nauczyć się niemieckiego.', 'neutral'],
    ['Chcę kierować działem IT.', 'neutral'], // an instrumental noun, not "-łem" of the past
    ['Pracuję z Michałem nad projektem.', 'neutral'],
    ['Wysyłam już 20 CV tygodniowo i nic.', 'neutral'], // the present of "wysyłać", not a past "-yłam"
    ['Co tydzień przesyłam szefowi raport.', 'neutral'],
    ['Chciał(a)bym więcej czytać.', 'neutral'],
    // Ukrainian: after "я", or next to "б/би".
    ['Хотіла б знайти нову роботу.', 'feminine'],
    ['Я хотіла знайти нову роботу.', 'feminine'],
    ['Я готова змінити професію.', 'feminine'],
    ['Я хотів би знайти нову роботу.', 'masculine'],
    ['Хотів би більше займатися спортом.', 'masculine'],
    ['Вона хотіла б, щоб я відпочивала більше.', 'feminine'], // "вона хотіла б" is not the writer; "я відпочивала" is
    ['Вона хотіла б, щоб я спав більше.', 'masculine'],
    ['Хочу знайти нову роботу.', 'neutral'],
    ['Я знов хочу бігати.', 'neutral'],
    // Russian.
    ['Хотела бы найти новую работу.', 'feminine'],
    ['Я намерена выучить английский.', 'feminine'],
    ['Хотел бы найти новую работу.', 'masculine'],
    ['Я готов сменить профессию.', 'masculine'],
    ['Хотелось бы больше спать.', 'neutral'],
    ['Хочу найти новую работу.', 'neutral'],
    // Both genders marked: neither is taken.
    ['Chtěla bych najít práci. Chtěl bych víc sportovat.', 'neutral'],
    ['I want to find a new job.', 'neutral'],
  ])('%j → %s', (input, expected) => {
    expect(writerGender(input) ?? 'neutral').toBe(expected);
  });

  it(
    'reads 100 kB of markers in one pass, and only the first 20 000 characters',
    async () => {
      const markers = (n: number) => fill('jsem chtěla bych ráda som я б хотіла chciałabym ', n);
      expect(writerGender(markers(100_000))).toBe('feminine');
      // That only the first 20 000 characters are read: a marker after them is not seen.
      expect(writerGender(`${'Chci zlepšit angličtinu. '.repeat(4000)}Chtěla bych.`)).toBeUndefined();
      await expectLinear((n) => writerGender(markers(n)));
    },
    TIMEOUT_MS,
  );
});

describe('gendered template words', () => {
  it('chooses the feminine, the masculine or the neutral words of a slot', () => {
    const text = `na každý ${gendered('půjdu připravená', 'půjdu připravený', 'se připravím')} a ${gendered('x', 'y', '')}`;
    expect(inflect(text, 'feminine')).toBe('na každý půjdu připravená a x');
    expect(inflect(text, 'masculine')).toBe('na každý půjdu připravený a y');
    expect(inflect(text, undefined)).toBe('na každý se připravím a ');
    expect(inflect('bez rodu', 'feminine')).toBe('bez rodu');
  });

  it.each(LANGUAGES)('%s: every measure resolves to plain text in every gender', (lang) => {
    for (const topic of TOPIC_IDS) {
      const { measure, measured } = TEMPLATES[lang].measures[topic];
      for (const text of [measure, measured ?? '']) {
        for (const gender of ['feminine', 'masculine', undefined] as const) {
          expect(inflect(text, gender), `${lang}/${topic}/${gender}`).not.toMatch(/[{}|]/);
        }
      }
    }
  });

  it('gives gendered measures in cs, sk, pl, uk and ru only', () => {
    const withSlots = LANGUAGES.filter((lang) => TOPIC_IDS.some((t) => TEMPLATES[lang].measures[t].measure.includes('{')));
    expect(withSlots.sort()).toEqual(['cs', 'pl', 'ru', 'sk', 'uk']);
  });
});

describe('Polish futures with the l-participle', () => {
  it.each([
    ['czytać', 'czytała', 'czytał'],
    ['mieć', 'miała', 'miał'],
    ['uczyć', 'uczyła', 'uczył'],
    ['pić', 'piła', 'pił'],
    ['zarządzać', 'zarządzała', 'zarządzał'],
    ['jeść', 'jadła', 'jadł'],
  ])('%s → %s / %s', (infinitive, feminine, masculine) => {
    expect(polishPast(infinitive, 'feminine')).toBe(feminine);
    expect(polishPast(infinitive, 'masculine')).toBe(masculine);
  });

  it('genders the future of an imperfective verb only', () => {
    expect(genderedFutures(parseVerbPhrase('więcej się uczyć', 'pl')!, 'pl')).toEqual({
      feminine: 'będę się więcej uczyła',
      masculine: 'będę się więcej uczył',
    });
    expect(genderedFutures(parseVerbPhrase('nauczyć się pływać', 'pl')!, 'pl')).toBeUndefined(); // "nauczę się"
    expect(genderedFutures(parseVerbPhrase('być lepszą menedżerką', 'pl')!, 'pl')).toBeUndefined(); // "będę lepszą …"
    expect(genderedFutures(parseVerbPhrase('více číst', 'cs')!, 'cs')).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// The goals: what each gender gets, and what it never gets.

/** Words only the feminine (masculine) side of a template slot has, per language. */
function slotWords(): Record<Gender, Set<string>> {
  const words: Record<Gender, Set<string>> = { feminine: new Set(), masculine: new Set() };
  const slot = /\{([^{}|]*)\|([^{}|]*)\|([^{}|]*)\}/g;
  for (const lang of LANGUAGES) {
    for (const topic of TOPIC_IDS) {
      const { measure, measured } = TEMPLATES[lang].measures[topic];
      for (const m of `${measure} ${measured ?? ''}`.matchAll(slot)) {
        const f = new Set(m[1]!.split(/[\s,]+/));
        const male = new Set(m[2]!.split(/[\s,]+/));
        for (const w of f) if (w !== '' && !male.has(w)) words.feminine.add(w);
        for (const w of male) if (w !== '' && !f.has(w)) words.masculine.add(w);
      }
    }
  }
  return words;
}

const SLOT_WORDS = slotWords();
/** Polish "będę (się) (więcej) czytała" / "czytał". */
const POLISH_PARTICIPLE: Record<Gender, RegExp> = {
  feminine: /(?<!\p{L})będę(?: \p{L}+){0,2} \p{L}+ła(?!\p{L})/u,
  masculine: /(?<!\p{L})będę(?: \p{L}+){0,2} \p{L}+ł(?!\p{L})/u,
};

function genderedFormsIn(output: string, gender: Gender): string[] {
  const found = output.split(/[\s,.;:–—]+/).filter((w) => SLOT_WORDS[gender].has(w));
  const polish = POLISH_PARTICIPLE[gender].exec(output);
  return polish ? [...found, polish[0]] : found;
}

const other = (g: Gender): Gender => (g === 'feminine' ? 'masculine' : 'feminine');

describe('goals in the writer’s gender', () => {
  it('has words of its own on each side of a slot', () => {
    expect([...SLOT_WORDS.feminine]).toEqual(expect.arrayContaining(['připravená', 'pripravená', 'готова', 'підготовленою']));
    expect([...SLOT_WORDS.masculine]).toEqual(expect.arrayContaining(['připravený', 'pripravený', 'готов', 'підготовленим']));
  });

  // The same goals written by a woman, by a man, and without a mark.
  it.each([
    [
      'cs',
      'Chtěla bych najít novou práci a složit zkoušku.',
      'Chtěl bych najít novou práci a složit zkoušku.',
      'Chci najít novou práci a složit zkoušku.',
      ['půjdu připravená po cvičném pohovoru', 'půjdu na ni připravená'],
      ['půjdu připravený po cvičném pohovoru', 'půjdu na ni připravený'],
    ],
    [
      'cs',
      'Mám nízké sebevědomí. Ráda bych si řekla o vyšší plat.',
      'Mám nízké sebevědomí. Rád bych si řekl o vyšší plat.',
      'Mám nízké sebevědomí. Chci si říct o vyšší plat.',
      ['co jsem zvládla', 'přijdu na ni připravená'],
      ['co jsem zvládl', 'přijdu na ni připravený'],
    ],
    [
      'sk',
      'Chcela by som si nájsť novú prácu a získať certifikát AWS.',
      'Chcel by som si nájsť novú prácu a získať certifikát AWS.',
      'Chcem si nájsť novú prácu a získať certifikát AWS.',
      ['pôjdem pripravená po cvičnom pohovore', 'pôjdem na ňu pripravená'],
      ['pôjdem pripravený po cvičnom pohovore', 'pôjdem na ňu pripravený'],
    ],
    [
      'sk',
      'Mám nízke sebavedomie. Rada by som požiadala o zvýšenie platu.',
      'Mám nízke sebavedomie. Rád by som požiadal o zvýšenie platu.',
      'Mám nízke sebavedomie. Chcem požiadať o zvýšenie platu.',
      ['čo som zvládla', 'prídem naň pripravená'],
      ['čo som zvládol', 'prídem naň pripravený'],
    ],
    [
      'pl',
      'Chciałabym więcej biegać i zdać egzamin IELTS.',
      'Chciałbym więcej biegać i zdać egzamin IELTS.',
      'Chcę więcej biegać i zdać egzamin IELTS.',
      ['Będę więcej biegała', 'będę biegała co najmniej', 'i zapisywała dystans', 'będę się uczyła'],
      ['Będę więcej biegał', 'będę biegał co najmniej', 'i zapisywał dystans', 'będę się uczył'],
    ],
    [
      'pl',
      'Chciałabym lepiej zarządzać czasem i mieć więcej czasu dla rodziny.',
      'Chciałbym lepiej zarządzać czasem i mieć więcej czasu dla rodziny.',
      'Chcę lepiej zarządzać czasem i mieć więcej czasu dla rodziny.',
      ['Będę lepiej zarządzała czasem', 'Będę miała więcej czasu'],
      ['Będę lepiej zarządzał czasem', 'Będę miał więcej czasu'],
    ],
    [
      'uk',
      'Хотіла б знайти нову роботу і скласти іспит IELTS.',
      'Хотів би знайти нову роботу і скласти іспит IELTS.',
      'Хочу знайти нову роботу і скласти іспит IELTS.',
      ['приходитиму підготовленою', 'до неї буду готова'],
      ['приходитиму підготовленим', 'до неї буду готовий'],
    ],
    [
      'uk',
      'У мене низька впевненість. Я готова над цим працювати.',
      'У мене низька впевненість. Я готовий над цим працювати.',
      'У мене низька впевненість.',
      ['на що я наважилася'],
      ['на що я наважився'],
    ],
    [
      'ru',
      'Хотела бы найти новую работу и сдать экзамен IELTS.',
      'Хотел бы найти новую работу и сдать экзамен IELTS.',
      'Хочу найти новую работу и сдать экзамен IELTS.',
      ['приходить на каждое собеседование подготовленной', 'к ней буду готова'],
      ['приходить на каждое собеседование подготовленным', 'к ней буду готов'],
    ],
  ] as const)('%s: %j', (_lang, feminineInput, masculineInput, neutralInput, feminine, masculine) => {
    const outputs = { feminine: draftGoals(feminineInput), masculine: draftGoals(masculineInput) };
    const neutral = draftGoals(neutralInput);
    for (const phrase of feminine) expect(outputs.feminine).toContain(phrase);
    for (const phrase of masculine) expect(outputs.masculine).toContain(phrase);
    for (const g of ['feminine', 'masculine'] as const) {
      expect(genderedFormsIn(outputs[g], other(g)), outputs[g]).toEqual([]);
      expect(genderedFormsIn(neutral, g), neutral).toEqual([]);
    }
    // The woman's and the man's goals are the same sentences but for the gendered words.
    const words = (text: string) => text.split(' ').length;
    expect(words(outputs.feminine)).toBe(words(outputs.masculine));
  });

  const corpus = (lang: string) =>
    (
      JSON.parse(readFileSync(new URL(`../../fixtures/goal-corpus/${lang}.json`, import.meta.url), 'utf8')) as {
        cases: { input: string; goals: string[] }[];
      }
    ).cases;

  it.each(['cs', 'sk', 'pl', 'uk', 'ru'])('%s corpus: no goal has a form of the other gender, nor an unmarked input any', (lang) => {
    let gendered = 0;
    for (const { input, goals } of corpus(lang)) {
      const gender = writerGender(input);
      const text = goals.join('\n');
      if (gender === undefined) {
        expect(genderedFormsIn(text, 'feminine'), input).toEqual([]);
        expect(genderedFormsIn(text, 'masculine'), input).toEqual([]);
      } else {
        expect(genderedFormsIn(text, other(gender)), input).toEqual([]);
        if (genderedFormsIn(text, gender).length > 0) gendered++;
      }
    }
    expect(gendered, 'inputs whose goals have a gendered form').toBeGreaterThanOrEqual(2);
  });
});
