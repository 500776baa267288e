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
      ['Najdu si práci jako UX designérka do konce roku – ', 'Zlepším angličtinu do konce roku – '],
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
    // Both verbs are conjugated (issue 33, verbs.ts joinedFuture), as every joined infinitive is.
    expect(output.startsWith('Naučím se a zlepším angličtinu ')).toBe(true);
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

describe('narrative intents: a described problem becomes the goal that addresses it', () => {
  it.each([
    ['My confidence is low.', 'I will build up my confidence ', /one thing every week that takes courage/],
    ['I have a problem with procrastination.', 'I will overcome my problem with procrastination ', /25-minute focus block/],
    ['I struggle with procrastination.', 'I will get better at dealing with procrastination ', /25-minute focus block/],
    ['I lack confidence.', 'I will build up my confidence ', /takes courage/],
    ['I am not very organised.', 'I will plan each of the next six weeks ', /three priorities/],
    ['Mám problém s prokrastinací.', 'Poradím si s prokrastinací během dvou měsíců – ', /25minutovým blokem/],
    ['Mám nízké sebevědomí.', 'Posílím své sebevědomí ', /vyžaduje odvahu/],
    ['Mam problem z prokrastynacją.', 'Poradzę sobie z prokrastynacją ', /25-minutowego/],
    ['У мене проблема з прокрастинацією.', 'Я впораюся з прокрастинацією ', /25-хвилинного/],
    ['У меня проблема с прокрастинацией.', 'Я справлюсь с прокрастинацией ', /25-минутном/],
    [
      'Ich habe ein Problem mit Prokrastination.',
      'In den nächsten zwei Monaten werde ich mein Problem mit Prokrastination lösen; ',
      /Fokusblock/,
    ],
    ['Tengo un problema con la procrastinación.', 'Voy a resolver mi problema con la procrastinación ', /25 minutos/],
    ["J'ai un problème avec la procrastination.", 'Je vais régler mon problème avec la procrastination ', /25 minutes/],
    ['Ho un problema con la procrastinazione.', 'Risolverò il mio problema con la procrastinazione ', /25 minuti/],
    // No mark of either norm: the possessive's article, written in both (a-possessive-takes-its-article-in-portugal).
    ['Tenho um problema com a procrastinação.', 'Vou resolver o meu problema com a procrastinação ', /25 minutos/],
  ])('%j', (input, start, measure) => {
    const output = draftGoals(input);
    expect(output.startsWith(start), output).toBe(true);
    expect(output).toMatch(measure);
  });

  it('reads a problem next to an intention as two goals', () => {
    const goals = goalsOf(draftGoals('I procrastinate a lot and I want to sleep more.'));
    expect(goals).toHaveLength(2);
    expect(goals[0]).toMatch(/^I will stop procrastinating /);
    expect(goals[1]).toMatch(/^I will sleep more over the next two months, going to bed by 23:00/);
  });
});

describe('measures that fit the topic', () => {
  it.each([
    ['I want to sleep more.', /going to bed by 23:00 .* hours of sleep/],
    ['I want to run my first 10k race.', /training plan towards that distance/],
    ['I want to get my AWS certification.', /five hours a week, taking a full practice exam/],
    ['I want to find a new job.', /applications a month, aiming for two interviews/],
    [
      'I want to move into instructional design.',
      /^I will move into instructional design over the next twelve months, talking to three people who already work in the new field/,
    ],
    ['Chci změnit obor a jít do IT.', /během dvanácti měsíců/],
    ['Chci víc spát.', /nejpozději ve 23:00/],
  ])('%j', (input, measure) => {
    expect(draftGoals(input)).toMatch(measure);
  });

  // A sum beyond its near date names what is reached by then, and the mentee's whole sum in the same sentence (income.json whyRestated).
  it('keeps a figure the mentee wrote', () => {
    expect(draftGoals('I want to save 5000 euros by December.', new Date(Date.UTC(2026, 10, 25, 10)))).toMatch(
      /^I will save 1,000 euros by December, .*; at that pace I will reach the full 5,000 euros /,
    );
    expect(draftGoals('Chci zhubnout 7 kg do léta.')).toMatch(/^Zhubnu 7 kg do léta – /);
  });
});

describe('never "No response." for a meaningful input', () => {
  it.each([
    [
      'English and German mixed',
      'Ich want to improve mein Englisch und find a new job.',
      // Issue 33: a sentence of 8 words or more is never quoted whole; the frame names its topic alone.
      /^I will work towards the language goal I described within /,
    ],
    ['Swedish', 'Jag vill lära mig spanska.', /^I will work towards the goal I described \("Jag vill lära mig spanska"\)/],
    // Issue 33: Hungarian is answered in Hungarian (hungarian.ts), no longer quoted in English.
    ['Hungarian', 'Szeretnék vezetői pozícióba kerülni.', /^A következő tizenkét hónapban elérem az előléptetést: /],
    ['a bare Spanish infinitive', 'aprender a nadar', /^Voy a aprender a nadar /],
    ['an Italian list item', 'Mettermi in forma', /^Mi metterò in forma /],
    // "There" only looks like an Italian infinitive ("-ere"): an English story stays English (blind reading 9's week).
    ['an English story opening with "There"', 'There is a lot of pressure at work and I can’t sleep.', /^I will sleep better /],
    ['an English problem opening with "There"', 'There is a safety hazard at work.', /^I will take 30 minutes /],
  ])('%s', (_name, input, expected) => {
    expect(draftGoals(input)).toMatch(expected);
  });

  it('keeps a list of infinitives under one learned verb', () => {
    expect(draftGoals('Chtěla bych se naučit vařit, plavat a tancovat.')).toMatch(/^Naučím se vařit, plavat a tancovat /);
  });
});
