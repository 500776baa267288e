/**
 * Issue 33: cues are matched as word beginnings on folded words (src/goals/drafting/cues.ts), so an
 * inflected or reworded form is found ("Streit wegen …", "nevedla", "підвищили до керівника") while a
 * word that only starts like a cue is not ("vedle", "nevedlo", "a stroke of luck").
 */
import { describe, expect, it } from 'vitest';
import { firstCues, fold, foldedWords, indexCues } from '../../../src/goals/drafting/cues.js';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { expectLinear, fill, TIMEOUT_MS } from '../../support/linear-time.js';

describe('folded words', () => {
  it('drops case and marks, and spells marked letters plainly', () => {
    expect(fold('Ständig ŁÓDŹ Straße')).toBe('standig lodz strasse');
    expect(foldedWords("It's closing — DOWN")).toEqual(['it', 's', 'closing', 'down']);
  });
});

describe('cue syntax', () => {
  const index = indexCues([['streit', 'nevedla=', 'підвищ ~ керівн', '!vedle', 'ved'], ['it s closing']]);
  const at = (text: string): number[] => [...firstCues(foldedWords(text), index).entries()].map(([owner, i]) => owner * 100 + i);

  it('matches a stem at a word start, in any case and with or without accents', () => {
    expect(at('Wir haben ständig Streit wegen der Arbeit')).toEqual([3]);
    expect(at('wir streiten')).toEqual([1]);
    expect(at('vedouci')).toEqual([0]);
  });

  it('keeps a word marked "=" whole and never matches an excluded beginning', () => {
    expect(at('nikdy jsem nikoho nevedla')).toEqual([3]);
    expect(at('nevedlo se mi')).toEqual([]);
    expect(at('bydlím vedle parku')).toEqual([]);
  });

  it('lets up to four words stand between the parts of a "~" cue', () => {
    expect(at('Мене підвищили до керівника відділу')).toEqual([1]);
    expect(at('підвищили ціни на все, а я не керівник')).toEqual([]);
  });

  it('finds a compound by its head after a "*", and only at the end of the word', () => {
    const heads = indexCues([['*studium ~ abzubrech']]);
    const found = (text: string): boolean => firstCues(foldedWords(text), heads).size > 0;
    expect(found('Ich überlege, mein Informatikstudium abzubrechen')).toBe(true);
    expect(found('Ich will das Studium nicht abzubrechen')).toBe(true);
    expect(found('Meine Studiumsplanung ist abzubrechen')).toBe(false);
  });

  it("finds a cue by its first part's words from where it starts, a compound's head among them", () => {
    const parts = indexCues([['mein *studium ~ abzubrech'], ['i am los', 'i am tired='], ['i=']]);
    const owners = (text: string): number[] => [...firstCues(foldedWords(text), parts).keys()].sort();
    expect(owners('Ich überlege, mein Informatikstudium abzubrechen')).toEqual([0]);
    expect(owners('Ich überlege, mein Studienfach abzubrechen')).toEqual([]);
    expect(owners('I am losing hope, I am tired')).toEqual([1, 2]);
    expect(owners('I am tiredness')).toEqual([2]);
  });

  it('splits a cue at apostrophes as the text is split', () => {
    expect(at('It’s closing in December')).toEqual([100]);
  });
});

describe('situations by stems', () => {
  it.each([
    ['Meine Kollegin und ich haben ständig Streit wegen der Aufgabenverteilung.', 'conflict'],
    ['Мене підвищили до керівника відділу, і я не знаю, як говорити з колишніми колегами.', 'newlead'],
    ['Od září nastupuji jako vedoucí týmu pěti lidí a nikdy jsem nikoho nevedla.', 'newlead'],
    ['My dad had a stroke in spring and I drive to his place every evening after work.', 'caregiving'],
    ['Chcel by som si o dva roky otvoriť vlastnú kaviareň.', 'business'],
    ['I want to stop drinking during the week.', 'alcohol'],
    ['Jím moc sladkého, hlavně večer.', 'sugar'],
    ['Не знаю, яку спеціалізацію магістратури обрати.', 'decision'],
    ['Überlege, das Maschinenbaustudium hinzuschmeißen.', 'dropout'],
    ['Mein Teamleiter hat mir vorgeworfen, zu langsam zu sein.', 'criticism'],
    ['Szef napisał w mojej ocenie, że się spóźniam.', 'criticism'],
    ['Ich habe fünf Kilo zugenommen.', 'weight'],
  ])('%s → %s', (text, id) => {
    expect(situationsIn(text)).toContain(id);
  });

  it.each([
    'Bydlím vedle parku a chci běhat.',
    'Nevedlo se mi to.',
    'It was a stroke of luck.',
    'Je to moje vina.',
    'Сварю суп на вечер.',
    'Я виноват перед ним.',
    // Polish "palę" (I smoke) is a whole word, not the start of Italian "palestra".
    'Non ho tempo per la palestra.',
  ])('finds nothing in %j', (text) => {
    expect(situationsIn(text)).toEqual([]);
  });

  it(
    'stays linear on 100 kB',
    async () => {
      await expectLinear((n) => situationsIn(fill('nevedla ständig Streit підвищили до ', n)));
    },
    TIMEOUT_MS,
  );
});
