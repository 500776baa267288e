/**
 * Issue 33 (round 54's probes): a date told in words, not by a month — "pour la rentrée", "after the
 * summer", "nach der Probezeit", "po wakacjach", "en la convocatoria de 2027" — was no time frame the
 * drafter read, so the goal kept the person's words and got a span of ours beside them ("pour la
 * rentrée au cours des trois prochains mois", "en la convocatoria de 2027 en los próximos cuatro
 * meses", two deadlines for one aim), or, told before the wish, lost it for ours ("In den nächsten
 * drei Monaten werde ich eine Gehaltserhöhung … verhandeln"). These frames are the goal's own
 * (specifics.json timeFrames, english.time); one that opens with "after" ("nach", "po", "après",
 * "después", "dopo", "после", "після") is a start, as "from" is (fromStarts): no deadline shared or
 * sought from it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a date told in words is the person's own, with no span of ours beside it", () => {
  it.each([
    [
      'fr',
      'Je veux obtenir une alternance en commerce pour la rentrée.',
      'Je vais obtenir une alternance en commerce pour la rentrée, en envoyant',
    ],
    [
      'es',
      'Quiero aprobar el examen de la oposición de auxiliar administrativo del Estado en la convocatoria de 2027 y mientras tanto ahorrar 150 euros al mes.',
      'del Estado en la convocatoria de 2027, estudiando al menos cinco horas por semana',
    ],
    [
      'en',
      "After the summer I want to start a part-time MBA, and I'd like to read one book a month.",
      'I will start a part-time MBA after the summer, choosing',
    ],
    [
      'de',
      'Nach der Probezeit möchte ich eine Gehaltserhöhung von 300 Euro verhandeln und bis dahin jeden Tag 30 Minuten Englisch lernen.',
      'Nach der Probezeit werde ich eine Gehaltserhöhung von 300 Euro verhandeln; dafür',
    ],
    [
      'pl',
      'Chcę po wakacjach zacząć studia zaoczne z informatyki.',
      'Zacznę studia zaoczne z informatyki po wakacjach – w ciągu dwóch tygodni',
    ],
    ['it', "Dopo l'estate voglio iniziare un master in marketing.", "Dopo l'estate inizierò un master in marketing, scegliendo"],
    ['ru', 'После лета хочу начать курс по программированию.', 'Я начну курс по программированию после лета — буду'],
    ['cs', 'Po prázdninách chci začít dálkové studium ekonomie.', 'Začnu dálkové studium ekonomie po prázdninách – do dvou týdnů'],
  ])('%s: %s', (_lang, input, goal) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    // One deadline: no span of ours beside the person's date.
    expect(out).not.toMatch(
      /trois prochains mois|próximos cuatro meses|next four months|nächsten drei Monaten|w ciągu czterech miesięcy|prossimi|четырёх месяцев|do čtyř měsíců/u,
    );
  });
});
