/**
 * Issue 33 (round 54's probes): a retraining already finished ("j'ai fini une formation de 6 mois en
 * reconversion", "Ich habe meine Umschulung … abgeschlossen", "Я вже закінчив курси перекваліфікації"),
 * one under way ("Od září dělám rekvalifikační kurz") or another person's ("My wife is retraining as a
 * teacher", "Mein Mann macht gerade eine Umschulung") was read as the mentee's own career change, whose
 * steps sign up for a course; and another person's move ("Moja żona chce się wyprowadzić", "My husband
 * wants to move out", "Můj syn se chce odstěhovat") as the mentee's own move. Both are told in the
 * sentence of the cue, so they are the career's and the moves' `unless` (situations.json): said in
 * the third person or with a verb of having done or doing it. One's own wish to change careers or to
 * move out keeps its goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a retraining done, under way or another’s, and another’s move, are no goal of one’s own', () => {
  it.each([
    [
      "Je veux trouver un CDI comme développeur web junior avant l'été 2027, j'ai fini une formation de 6 mois en reconversion.",
      'Je vais trouver un CDI comme développeur web junior avant l',
      /réorienter|m’inscrivant/u,
    ],
    [
      'Od září dělám rekvalifikační kurz na účetní. Chci potom najít práci v oboru. Doma mám dvě malé děti a na sebe nemám vůbec čas.',
      'Najdu práci v oboru během šesti měsíců',
      /vhodnějšího oboru|přihlásím na kurz/u,
    ],
    [
      'I finished my retraining as an electrician in October and now I want to find a job in the trade by March. Money is tight, we have about £2,000 of card debt.',
      'I will find a job in the trade by March',
      /better-suited field|signing up for the course/u,
    ],
    [
      'Ich habe meine Umschulung zur Kauffrau im Sommer abgeschlossen. Jetzt suche ich eine Stelle, bis Februar 2027 möchte ich etwas haben.',
      'werde ich eine neue Stelle finden',
      /Berufsfeld wechseln/u,
    ],
    [
      'Я вже закінчив курси перекваліфікації на тестувальника. Хочу знайти першу роботу в IT до квітня 2027 року.',
      'Я знайду першу роботу в IT до квітня 2027 року',
      /відповідної мені сфери|запишуся на курс/u,
    ],
    [
      'My wife is retraining as a teacher and I’m taking care of the kids in the evenings. I want to get fitter and lose 8 kilos by summer, I barely move.',
      'I will lose 8 kilos by summer',
      /better-suited field/u,
    ],
    [
      'Mein Mann macht gerade eine Umschulung, deshalb verdiene ich allein. Ich möchte bis Juni 3.000 Euro zurücklegen und mehr schlafen.',
      'Ich werde bis Juni 3.000 Euro zurücklegen',
      /Berufsfeld wechseln/u,
    ],
    [
      'Moja żona chce się wyprowadzić do swojej matki. Nie wiem, co robić, ciągle się kłócimy.',
      'Poprawię relację z żoną',
      /Przeprowadzę się na swoje|limit czynszu/u,
    ],
    [
      "My husband wants to move out, we've been arguing for months. I want to stay in the flat with the kids and I need to sort out my finances by summer.",
      'I will sort out my finances by summer',
      /place of my own|Together with my husband/u,
    ],
    [
      'Moja dziewczyna chce się wyprowadzić za granicę, a ja nie chcę. Chcę do lata poprawić angielski do poziomu B2.',
      'Poprawię angielski do poziomu B2 do lata',
      /Przeprowadzę się|czynszu/u,
    ],
    [
      'Můj syn se chce odstěhovat k přítelkyni a já zůstanu sám. Chci si najít nějaký koníček a víc chodit mezi lidi.',
      'Najdu si koníček během tří měsíců',
      /Přestěhuji se|novém místě/u,
    ],
  ])('%s', (input, start, gone) => {
    const answer = draftGoals(input, NOV_25);
    expect(answer).toContain(start);
    expect(answer).not.toMatch(gone);
  });

  it.each([
    ['I work in retail and I want to change careers and retrain as a nurse.', /better-suited field|nurs/u],
    ['Mieszkam z rodzicami i chcę się wyprowadzić do końca roku.', /limit czynszu/u],
  ])('keeps one’s own change or move: %s', (input, own) => {
    expect(draftGoals(input, NOV_25)).toMatch(own);
  });
});
