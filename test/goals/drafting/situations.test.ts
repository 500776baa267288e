/**
 * Issue 33, item 1: a text about the mentee's life names a situation, not a goal, and is answered
 * with the goals that address it — in its own language, each with a figure and a time frame, and
 * never `No response.`. The inputs were written for these tests.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/goals/drafting/language.js';
import { situationsFrom, situationsIn } from '../../../src/goals/drafting/situations.js';
import { NO_RESPONSE } from '../../../src/goals/generator.js';
import { draftGoals } from '../../../src/goals/offline.js';
import { FIXTURES } from '../drafting-fixtures.js';

/** The goal lines of an output: the numbered items under a heading, or the one sentence. */
export function goalLines(output: string): string[] {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 1 ? lines.slice(1).map((l) => l.replace(/^\d+\. /, '')) : lines;
}

interface Narrative {
  language: Language;
  input: string;
  /** Words of the goal or measure each situation's goal must contain, in the order mentioned. */
  expect: string[];
}

const NARRATIVES: Narrative[] = [
  {
    language: 'en',
    input: "I've been out of work for eight months and I'm losing hope. I send applications but nobody answers.",
    expect: ['applications'],
  },
  { language: 'en', input: 'I keep putting things off and miss deadlines at work, my boss is getting annoyed.', expect: ['25-minute'] },
  { language: 'en', input: "I'm exhausted all the time and I think I'm burning out.", expect: ['18:00'] },
  { language: 'en', input: 'I feel lonely since I moved to a new city and I smoke a pack a day.', expect: ['club', 'cigarettes'] },
  {
    language: 'en',
    input: 'I failed my exam last month and I am always broke at the end of the month.',
    expect: ['practice exam', 'budget'],
  },
  {
    language: 'de',
    input: 'Ich bin seit acht Monaten arbeitslos und verliere langsam die Hoffnung. Niemand antwortet auf meine Bewerbungen.',
    expect: ['Bewerbungen'],
  },
  {
    language: 'de',
    input: 'Ich bin total erschöpft, schlafe schlecht und habe Schulden.',
    expect: ['Schlaf und Ruhe', '23 Uhr', 'festen Betrag zurück'],
  },
  {
    language: 'it',
    input: 'Sono disoccupato da otto mesi e sto perdendo la speranza. Nessuno risponde alle mie candidature.',
    expect: ['candidature'],
  },
  { language: 'it', input: 'Mi sento sola da quando mi sono trasferita a Milano e non conosco nessuno.', expect: ['club'] },
  { language: 'pl', input: 'Od ośmiu miesięcy jestem bezrobotny i tracę nadzieję. Nikt nie odpowiada na moje CV.', expect: ['aplikacji'] },
  { language: 'pl', input: 'Palę paczkę papierosów dziennie i ciągle jestem zmęczona.', expect: ['papierosów'] },
  { language: 'pl', input: 'Nie zdałam egzaminu na prawo jazdy i czuję się głupio.', expect: ['jazdy z instruktorem', 'odwagi'] },
  { language: 'uk', input: 'Я вже вісім місяців без роботи і втрачаю надію. Ніхто не відповідає на мої резюме.', expect: ['заявок'] },
  { language: 'uk', input: 'Я постійно відкладаю справи на останню хвилину і не вірю в себе.', expect: ['25-хвилинного', 'сміливості'] },
  { language: 'cs', input: 'Už osm měsíců jsem bez práce a ztrácím naději. Na moje životopisy nikdo neodpovídá.', expect: ['přihlášek'] },
  { language: 'cs', input: 'Pořád všechno odkládám na poslední chvíli a nestíhám termíny. Šéf je naštvaný.', expect: ['25minutovým'] },
  { language: 'cs', input: 'Nenávidím svou práci, každý den se tam nudím.', expect: ['nového oboru'] },
  { language: 'sk', input: 'Už osem mesiacov som bez práce a strácam nádej.', expect: ['žiadostí'] },
  { language: 'ru', input: 'Я уже восемь месяцев без работы и теряю надежду. Никто не отвечает на мои резюме.', expect: ['собеседованию'] },
  {
    language: 'es',
    input: 'Llevo ocho meses en paro y estoy perdiendo la esperanza. Nadie responde a mis solicitudes.',
    expect: ['entrevistas'],
  },
  {
    language: 'fr',
    input: 'Je suis au chômage depuis huit mois et je perds espoir. Personne ne répond à mes candidatures.',
    expect: ['candidatures'],
  },
  {
    language: 'pt',
    input: 'Estou desempregado há oito meses e estou perdendo a esperança. Ninguém responde aos meus currículos.',
    expect: ['entrevistas'],
  },
];

describe('a described situation becomes the goals that address it', () => {
  it.each(NARRATIVES)('$language: $input', ({ language, input, expect: expected }) => {
    const output = draftGoals(input);
    expect(output).not.toBe(NO_RESPONSE);
    const fixture = FIXTURES.find((f) => f.language === language)!;
    const lines = goalLines(output);
    expect(lines).toHaveLength(expected.length);
    if (lines.length > 1) expect(output.split('\n')[0]).toBe(fixture.heading);
    lines.forEach((line, i) => {
      expect(line).toContain(expected[i]);
      expect(line).toMatch(fixture.number);
      expect(line).toMatch(fixture.time);
    });
  });

  it('answers at most three situations, the first ones mentioned', () => {
    const text = 'I lost my job, I have debts, I feel lonely, I smoke and I cannot sleep.';
    expect(situationsIn(text)).toEqual(['unemployment', 'debts', 'loneliness']);
    expect(goalLines(draftGoals(text))).toHaveLength(3);
  });

  it('reads no situation into words that only start like a cue', () => {
    // Slovak "dlho" (long) and Polish "długo" are no debts; "smokey" is no smoking.
    expect(situationsIn('Dlho som rozmýšľal. Długo myślałem. A smokey jazz bar.')).toEqual([]);
  });

  it('still answers "No response." to input with no content', () => {
    for (const input of ['', '   ', '...', '?!', 'hello']) expect(draftGoals(input)).toBe(NO_RESPONSE);
  });
});

describe('situations.json', () => {
  const data = JSON.parse(readFileSync(new URL('../../../src/goals/drafting/situations.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >[];

  it('is read whole: every situation with its cues and a goal in every language', () => {
    const read = situationsFrom(data);
    expect(read.map((s) => s.id)).toEqual(data.map((s) => s.id));
    expect(read.every((s) => s.cues.length > 0 && Object.keys(s.goal).length === 11)).toBe(true);
  });

  it('refuses a misspelt id or topic, a missing language, and cues that are not texts, naming the situation', () => {
    const first = data[0]!;
    const goal = first.goal as Record<string, string>;
    expect(() => situationsFrom([{ ...first, id: 'unemploymnet' }])).toThrow(/situation 1 \(unemploymnet\): an id not in SITUATION_IDS/);
    expect(() => situationsFrom([first, { ...first, topic: 'jobs' }])).toThrow(/situation 2 \(unemployment\): a topic not in TOPIC_IDS/);
    const { cs: _cs, ...withoutCzech } = goal;
    expect(() => situationsFrom([{ ...first, goal: withoutCzech }])).toThrow(/goal: no text in cs/);
    expect(() => situationsFrom([{ ...first, measure: { ...goal, pt: '' } }])).toThrow(/measure: no text in pt/);
    expect(() => situationsFrom([{ ...first, cues: ['laid off', 7] }])).toThrow(/cues must be a list of texts/);
    expect(() => situationsFrom({})).toThrow(/not a list of situations/);
  });
});

describe('a month the story has behind it is no deadline', () => {
  it.each([
    ['Seit ihrem Sturz im Oktober mache ich mir ständig Sorgen um meine Mutter und schlafe schlecht.', /^Im Oktober|im Oktober werde/],
    ["Ho provato a smettere di fumare tre volte, l'ultima a marzo, ma ho ripreso dopo due settimane.", /^A marzo|entro marzo/],
    ['Since March I have been out of work and I am losing hope.', /by March|in March/],
  ])('%s', (input, absent) => {
    const output = draftGoals(input);
    expect(output).not.toMatch(absent);
    expect(output).not.toBe('No response.');
  });

  it('keeps a month ahead of the story as its date', () => {
    expect(draftGoals('Die Abgabe meiner Masterarbeit ist im Juli und ich komme einfach nicht voran.')).toMatch(/Juli/);
  });
});
