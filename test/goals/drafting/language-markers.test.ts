/**
 * Issue 33: an answer is written in the input's language only — never a Russian frame, deadline or
 * measure around a Ukrainian phrase ("Я стремлюсь почати … в течение трёх месяцев"), never a Czech
 * measure in a Slovak answer. Checked over many outputs (every corpus input, its first sentence alone,
 * short inputs per topic) and over every wording the drafter holds (templates, situations.json), by
 * letters and words that only the neighbouring language writes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inflect } from '../../../src/goals/drafting/gender.js';
import { detectLanguage, type Language } from '../../../src/goals/drafting/language.js';
import { TEMPLATES } from '../../../src/goals/drafting/templates/index.js';
import { TOPIC_IDS } from '../../../src/goals/drafting/topics.js';
import { draftGoals } from '../../../src/goals/offline.js';

/** Letters and words of a neighbouring language that the answer's own language never writes. */
const FOREIGN: Partial<Record<Language, RegExp>> = {
  uk: /[ыэъё]|в течение|не меньше|каждую|каждый|каждое|раз в неделю|чтобы|буду заниматься/iu,
  ru: /[іїєґ]|протягом|щонайменше|щотижня|щомісяця|щодня/iu,
  cs: /[äôĺŕľłąę]|(?<!\p{L})(?:som|sa|budem|mesiac|týždeň)(?!\p{L})/iu,
  sk: /[řěůłąę]|(?<!\p{L})(?:jsem|se|budu|měsíc|týden|alespoň)(?!\p{L})/iu,
  pl: /[řěůäôĺŕľ]/iu,
  es: /[ãõçàèìòù]|ção|zione|(?<!\p{L})(?:não|em|uma|ogni|settimana)(?!\p{L})/iu,
  pt: /[ñìòù¿¡]|ción|zione|(?<!\p{L})(?:cada semana y|ogni|settimana|pero)(?!\p{L})/iu,
  it: /[ñãõç¿¡]|ción|ção|(?<!\p{L})(?:cada|semana|mês|por semana)(?!\p{L})/iu,
};

const corpus = JSON.parse(readFileSync(new URL('./situation-corpus.json', import.meta.url), 'utf8')) as {
  cases: { language: Language | 'hu'; input: string }[];
};

/** Short inputs per topic, the kind a detector has the least evidence for. */
const SHORT: [Language, string][] = [
  ['uk', 'Хочу почати регулярно займатися спортом.'],
  ['uk', 'Хочу навчитися плавати'],
  ['uk', 'Хочу схуднути на 5 кг'],
  ['uk', 'Хочу кинути курити'],
  ['uk', 'Хочу більше спати'],
  ['uk', 'Хочу вивчити англійську'],
  ['uk', 'Хочу знайти нову роботу'],
  ['uk', 'Хочу заощадити гроші на машину'],
  ['uk', 'Хочу перестати відкладати справи'],
  ['uk', 'Хочу займатися йогою'],
  ['uk', 'Хочу прочитати 12 книжок'],
  ['uk', 'Хочу не працювати у вихідні'],
  ['ru', 'Хочу начать регулярно заниматься спортом.'],
  ['ru', 'Хочу научиться плавать'],
  ['ru', 'Хочу похудеть на 5 кг'],
  ['ru', 'Хочу бросить курить'],
  ['ru', 'Хочу больше спать'],
  ['ru', 'Хочу выучить английский'],
  ['ru', 'Хочу найти новую работу'],
  ['ru', 'Хочу не работать по выходным'],
  ['sk', 'Mám problém s rannými vstávaniami a stále meškám do práce.'],
  ['sk', 'Chcem schudnúť 5 kíl'],
  ['sk', 'Chcem prestať fajčiť'],
  ['cs', 'Chci zhubnout 5 kilo'],
  ['cs', 'Chci přestat kouřit'],
  ['es', 'Quiero dejar de fumar'],
  ['pt', 'Quero deixar de fumar'],
  ['it', 'Voglio smettere di fumare'],
];

/** The first sentence of an input alone: a shorter text, less evidence. */
const firstSentence = (input: string): string => input.split(/(?<=[.!?])\s/u)[0]!;

const checked = new Set(Object.keys(FOREIGN));
const inputs: [Language, string][] = [
  ...SHORT,
  ...corpus.cases.flatMap((c): [Language, string][] =>
    c.language === 'hu' || !checked.has(c.language)
      ? []
      : [
          [c.language, c.input],
          [c.language, firstSentence(c.input)],
        ],
  ),
].filter(([, input], i, all) => all.findIndex(([, other]) => other === input) === i);

describe('answers in one language only', () => {
  it.each(inputs)('%s: %s', (language, input) => {
    const output = draftGoals(input);
    // A first sentence alone may state nothing; what is answered must be in the input's language.
    if (output === 'No response.') return;
    expect(detectLanguage(output)).toBe(language);
    expect(output).not.toMatch(FOREIGN[language]!);
  });

  it.each(Object.keys(FOREIGN) as Language[])('%s: every template wording', (language) => {
    const template = TEMPLATES[language];
    for (const topic of TOPIC_IDS) {
      expect(template.timeFrame(topic)).not.toMatch(FOREIGN[language]!);
      const { measure, measured } = template.measures[topic];
      for (const text of [measure, measured ?? '']) {
        for (const gender of [undefined, 'feminine', 'masculine'] as const) expect(inflect(text, gender)).not.toMatch(FOREIGN[language]!);
      }
    }
  });

  it.each(Object.keys(FOREIGN) as Language[])('%s: every situation wording', (language) => {
    const situations = JSON.parse(readFileSync(new URL('../../../src/goals/drafting/situations.json', import.meta.url), 'utf8')) as {
      goal: Record<string, string>;
      measure?: Record<string, string>;
    }[];
    for (const s of situations) {
      for (const text of [s.goal[language], s.measure?.[language]]) {
        if (text === undefined) continue;
        for (const gender of [undefined, 'feminine', 'masculine'] as const) expect(inflect(text, gender)).not.toMatch(FOREIGN[language]!);
      }
    }
  });
});

// Measures11's fresh round: "Хочу стати волонтером у притулку для тварин" was answered in Russian
// ("Моя цель — стати волонтером … в течение трёх месяцев"): its words were all shared but "стати".
describe('a short Ukrainian wish with few Ukrainian-only words', () => {
  it.each([
    ['Хочу стати волонтером у притулку для тварин.', 'uk'],
    ['Хочу наступного року більше часу для себе.', 'uk'],
    ['Хочу стать волонтёром в приюте для животных.', 'ru'],
  ] as const)('%s → %s', (input, lang) => {
    expect(detectLanguage(input)).toBe(lang);
    expect(draftGoals(input)).not.toMatch(FOREIGN[lang]!);
  });
});
