import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_RESPONSE } from '../../src/goals/generator.js';
import { draftGoals } from '../../src/goals/offline.js';

/** The goal lines of an output: the numbered lines under a heading, or the single sentence. */
function goalsOf(output: string): string[] {
  if (output === NO_RESPONSE) return [];
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  if (lines.length > 1 && /:$/.test(lines[0]!)) return lines.slice(1).map((l) => l.replace(/^\d+\. /, ''));
  return lines;
}

describe('one goal per intention', () => {
  it.each([
    [
      'Chci si najít práci jako UX designérka do konce roku a zlepšit angličtinu.',
      ['Najdu si práci jako UX designérka do konce roku – ', 'Zlepším angličtinu během šesti měsíců – '],
    ],
    ['Chciałabym nauczyć się niemieckiego i zmienić pracę.', ['Nauczę się niemieckiego w ciągu', 'Zmienię pracę w ciągu']],
    ['Chcem schudnúť 5 kg a naučiť sa hrať na gitare.', ['Schudnem 5 kg ', 'Naučím sa hrať na gitare ']],
    ['Хочу вивчити англійську і знайти нову роботу.', ['Я вивчу англійську ', 'Я знайду нову роботу ']],
    [
      'I want to get my AWS certification and also run my first 10k race.',
      ['I will get my AWS certification within', 'I will run my first 10k race within'],
    ],
    [
      'I want to find a new job, and maybe also start going to the gym again.',
      ['I will find a new job within', 'I will start going to the gym again '],
    ],
    ['Ich möchte mein Englisch verbessern und mehr Sport machen.', ['werde ich mein Englisch verbessern;', 'werde ich mehr Sport machen;']],
    ['Quiero aprender inglés y encontrar un nuevo trabajo.', ['Voy a aprender inglés ', 'Voy a encontrar un nuevo trabajo ']],
    ["Je veux apprendre l'anglais et trouver un nouveau travail.", ["Je vais apprendre l'anglais ", 'Je vais trouver un nouveau travail ']],
    ['Learn Spanish, run a marathon and read 12 books', ['I will learn Spanish ', 'I will run a marathon ', 'I will read 12 books ']],
    ['Zlepšit angličtinu a najít novou práci', ['Zlepším angličtinu ', 'Najdu novou práci ']],
  ])('%j', (input, starts) => {
    const goals = goalsOf(draftGoals(input));
    expect(goals).toHaveLength(starts.length);
    starts.forEach((start, i) => expect(goals[i], goals[i]).toContain(start));
  });

  it.each([
    // Noun pairs stay together.
    ['I want to learn salt and pepper cooking.', 1],
    ['Chci se zlepšit v Excel a Word.', 1],
    ['Chcę poprawić angielski i niemiecki.', 1],
    ['Ich möchte Englisch und Spanisch lernen.', 1],
    ['Quiero mejorar mi inglés y mi francés.', 1],
    // One object shared by two verbs, or a verb that takes the second one: one goal.
    ['I want to learn and improve my English.', 1],
    ['I want to learn to play the guitar and sing.', 1],
    ['Chci se naučit hrát na kytaru a zpívat.', 1],
    ['I want to improve my Spanish with patience and practice every week.', 1],
  ])('%j stays one goal', (input, count) => {
    expect(goalsOf(draftGoals(input))).toHaveLength(count);
  });

  it('never leaves an infinitive after a first-person future of a shared object', () => {
    const output = draftGoals('Chci se naučit a zlepšit angličtinu.');
    expect(output.startsWith('Mým cílem je naučit se a zlepšit angličtinu ')).toBe(true);
  });

  it('keeps at most five goals from one sentence, in its order', () => {
    const goals = goalsOf(
      draftGoals('I want to learn Spanish, run a marathon, read 12 books, find a new job, save money and get a promotion.'),
    );
    expect(goals).toHaveLength(5);
    expect(goals[0]).toMatch(/^I will learn Spanish /);
    expect(goals[4]).toMatch(/^I will save money and get a promotion /);
  });
});

// Two verb phrases joined by a conjunction never share one goal (property test).
const PHRASES: Record<string, { cue: string[]; joiners: string[]; phrases: [string, string][] }> = {
  en: {
    cue: ['I want to ', 'I would like to ', ''],
    joiners: [' and ', ' and also ', ', and ', ' as well as '],
    phrases: [
      ['learn Spanish', 'Spanish'],
      ['find a new job', 'job'],
      ['run a half marathon', 'marathon'],
      ['read twelve books', 'books'],
      ['get my AWS certification', 'AWS'],
      ['save money for a flat', 'flat'],
      ['improve my public speaking', 'speaking'],
    ],
  },
  cs: {
    cue: ['Chci ', 'Chtěla bych ', 'Rád bych ', ''],
    joiners: [' a ', ' a také ', ', a zároveň '],
    phrases: [
      ['zlepšit angličtinu', 'angličtin'],
      ['najít novou práci', 'práci'],
      ['uběhnout půlmaraton', 'půlmaraton'],
      ['přečíst dvanáct knih', 'knih'],
      ['získat certifikát AWS', 'AWS'],
      ['ušetřit na byt', 'byt'],
    ],
  },
  sk: {
    cue: ['Chcem ', 'Chcela by som ', ''],
    joiners: [' a ', ' a tiež '],
    phrases: [
      ['zlepšiť angličtinu', 'angličtin'],
      ['nájsť novú prácu', 'prácu'],
      ['schudnúť päť kíl', 'kíl'],
      ['prečítať dvanásť kníh', 'kníh'],
      ['získať certifikát AWS', 'AWS'],
    ],
  },
  pl: {
    cue: ['Chcę ', 'Chciałabym ', ''],
    joiners: [' i ', ' a także ', ' oraz '],
    phrases: [
      ['poprawić angielski', 'angielski'],
      ['znaleźć nową pracę', 'pracę'],
      ['przebiec półmaraton', 'półmaraton'],
      ['przeczytać dwanaście książek', 'książek'],
      ['zdobyć certyfikat AWS', 'AWS'],
    ],
  },
  uk: {
    cue: ['Хочу ', 'Я хочу ', ''],
    joiners: [' і ', ' та ', ' а також '],
    phrases: [
      ['покращити англійську', 'англійськ'],
      ['знайти нову роботу', 'роботу'],
      ['пробігти марафон', 'марафон'],
      ['прочитати дванадцять книжок', 'книжок'],
      ['отримати сертифікат AWS', 'AWS'],
    ],
  },
  de: {
    cue: ['Ich möchte ', 'Ich will ', ''],
    joiners: [' und ', ' und außerdem '],
    phrases: [
      ['mein Englisch verbessern', 'Englisch'],
      ['eine neue Stelle finden', 'Stelle'],
      ['einen Marathon laufen', 'Marathon'],
      ['mehr Bücher lesen', 'Bücher'],
    ],
  },
  es: {
    cue: ['Quiero ', 'Me gustaría ', ''],
    joiners: [' y ', ' y también '],
    phrases: [
      ['mejorar mi inglés', 'inglés'],
      ['encontrar un nuevo trabajo', 'trabajo'],
      ['correr un maratón', 'maratón'],
      ['leer doce libros', 'libros'],
    ],
  },
  fr: {
    cue: ['Je veux ', "J'aimerais ", ''],
    joiners: [' et ', ' et aussi '],
    phrases: [
      ['améliorer mon anglais', 'anglais'],
      ['trouver un nouveau travail', 'travail'],
      ['courir un marathon', 'marathon'],
      ['lire douze livres', 'livres'],
    ],
  },
};

describe('property: a conjunction of two verb phrases gives two goals', () => {
  it('never puts both intentions into one goal', () => {
    const arb = fc.constantFrom(...Object.keys(PHRASES)).chain((lang) => {
      const p = PHRASES[lang]!;
      return fc.record({
        lang: fc.constant(lang),
        cue: fc.constantFrom(...p.cue),
        joiner: fc.constantFrom(...p.joiners),
        pair: fc.uniqueArray(fc.constantFrom(...p.phrases), { minLength: 2, maxLength: 2, selector: (x) => x[0] }),
      });
    });
    fc.assert(
      fc.property(arb, ({ cue, joiner, pair }) => {
        const [[a, aWord], [b, bWord]] = pair as [[string, string], [string, string]];
        const first = cue === '' ? a.charAt(0).toUpperCase() + a.slice(1) : a;
        const input = `${cue}${first}${joiner}${b}.`;
        const goals = goalsOf(draftGoals(input));
        expect(goals, `${input}\n${goals.join('\n')}`).toHaveLength(2);
        expect(goals[0]).toContain(aWord);
        expect(goals[0]).not.toContain(bWord);
        expect(goals[1]).toContain(bWord);
        expect(goals[1]).not.toContain(aWord);
      }),
      { numRuns: 300, seed: 19 },
    );
  });
});
