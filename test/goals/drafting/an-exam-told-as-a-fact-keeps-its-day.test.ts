/**
 * Issue 33 (round 50's probes): an exam told as a fact with its day, beside other concerns, lost its goal or its day.
 * "Am 3. Februar habe ich die Prüfung. Ich schlafe schlecht …" got no exam goal, and the sleep goal took the exam's
 * date; "I have my driving test on 12 January … I want to read 12 books" gave the licence six months, because beside a
 * stated aim no situation kept a date; "Il 10 marzo ho l'esame di guida … voglio leggere" gave the exam's day to the
 * reading. Now an exam told with "have" ("habe ich die Prüfung", "j'ai mon examen", "у меня экзамен") is a goal to pass it
 * (situations.json examday; not in a sentence of a wish, a language level or a driving test, which have goals of their
 * own); beside a stated aim an exam, a licence or a thesis keeps the date told in its own sentence (not a move, whose
 * date is the aims' it presses), and that day dates no aim beside it; French "j'ai" before a determiner ("j'ai mon
 * examen") is the present, not the passé composé.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('an exam told as a fact keeps its goal and its day', () => {
  it.each([
    [
      'Am 3. Februar habe ich die Prüfung. Ich schlafe schlecht und arbeite zu viel.',
      'Bis zum 3. Februar werde ich die Prüfung bestehen',
      'Bis zum 3. Februar werde ich besser',
    ],
    [
      "I have my driving test on 12 January and I'm really nervous. I also go to bed at 2 am every night and I want to read 12 books next year.",
      'I will get my driving licence by 12 January',
      'licence within the next six months',
    ],
    [
      "Le 15 janvier j'ai mon examen de conduite. Je dors mal et je passe 5 heures par jour sur mon téléphone.",
      "D'ici le 15 janvier, je vais passer mon permis de conduire",
      'permis de conduire au cours des six',
    ],
    [
      "Il 10 marzo ho l'esame di guida. Sono molto stressato al lavoro e voglio leggere un libro al mese.",
      "Entro il 10 marzo supererò l'esame pratico di guida",
      'Entro il 10 marzo leggerò',
    ],
    [
      'No dia 5 de fevereiro tenho a prova de condução. Ando muito ansioso e durmo mal, e quero perder 5 kg.',
      'Até o dia 5 de fevereiro vou tirar a carteira de motorista',
      'Até o dia 5 de fevereiro vou perder',
    ],
    [
      'Egzamin na prawo jazdy mam 14 stycznia. Dodatkowo chcę nauczyć się angielskiego na B2 i czytać codziennie 20 minut.',
      'Zdam egzamin na prawo jazdy do 14 stycznia',
      'prawo jazdy w ciągu sześciu miesięcy',
    ],
    [
      'Экзамен по вождению у меня 15 января. Я плохо сплю и много работаю, хочу выучить английский до B1.',
      'Я сдам практический экзамен по вождению к 15 января',
      'английский до B1 к 15 января',
    ],
  ] as const)('%s', (text, kept, gone) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(kept);
    expect(out).not.toContain(gone);
  });

  it('keeps the stated aims beside it, and the level told with them', () => {
    const out = draftGoals('Экзамен по вождению у меня 15 января. Я плохо сплю и много работаю, хочу выучить английский до B1.', NOV_25);
    expect(out).toContain('Я выучу английский до B1 в течение шести месяцев');
  });

  it('is no exam to pass where the sentence tells a wish of its own or a language level', () => {
    expect(draftGoals('В июне у меня экзамен, хочу досмотреть сериал до него.', NOV_25)).not.toContain('сдам экзамен');
    const b2 = draftGoals(
      'El 20 de febrero tengo el examen de inglés B2. Además trabajo 60 horas a la semana y no veo a mis hijos.',
      NOV_25,
    );
    expect(b2).not.toContain('aprobar el examen');
    expect(b2).toContain('Para el 20 de febrero voy a subir un nivel de inglés');
  });

  it('leaves a move its date for the aim it presses', () => {
    expect(draftGoals('We move to Spain in June and I want to learn Spanish by then.', NOV_25)).toContain('I will learn Spanish by June');
  });
});
