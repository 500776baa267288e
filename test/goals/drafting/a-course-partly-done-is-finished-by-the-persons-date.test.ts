/**
 * Issue 33 (round 26, blind readers' second most common complaint): a course the person is halfway through ("Я прошла
 * половину онлайн-курса по Python, но бросила. Хочу закончить до весны", "J'ai déjà fait la moitié de ma formation")
 * got an objectless "Я закончу до весны" with filler steps, a stock first step, or "I will it finished for a job
 * application in March". What they already did is the point: the rest of the course, finished by their own date, at a
 * weekly pace of lessons or modules (situations.json coursedone, all eleven languages).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a course partly done is the rest of it, finished by their date at a weekly pace', () => {
  it.each([
    [
      'Я прошла половину онлайн-курса по Python, но бросила. Хочу закончить до весны.',
      'Я закончу оставшуюся часть своего курса до весны — каждую неделю буду проходить не меньше двух уроков или модулей',
      /Я закончу до весны/u,
    ],
    [
      "J'ai déjà fait la moitié de ma formation de comptable en ligne mais je n'avance plus.",
      'Je vais terminer le reste de ma formation au cours des trois prochains mois, en faisant au moins deux leçons ou modules par semaine',
      /trois choses que je peux changer/u,
    ],
    [
      "I'm halfway through an online data analytics course but I keep stopping and I need it finished for a job application in March.",
      'I will finish the rest of my course',
      /I will it finished/u,
    ],
    [
      'Ya hice la mitad de mi curso online de marketing pero lo dejé. Quiero terminarlo antes de abril.',
      'Antes de abril voy a terminar el resto de mi curso, haciendo al menos dos lecciones o módulos por semana',
      /tres cosas que puedo cambiar/u,
    ],
    [
      'Ich habe schon 3 von 8 Modulen meiner Weiterbildung geschafft und möchte sie bis Sommer fertig machen.',
      'Bis Sommer werde ich den Rest meines Kurses abschließen; dafür arbeite ich jede Woche',
      /drei Dinge aufschreiben/u,
    ],
    [
      'Już zrobiłam połowę kursu online z księgowości, ale przestałam. Chcę go skończyć do marca.',
      'Ukończę resztę swojego kursu do marca – co tydzień będę przerabiać co najmniej dwie lekcje lub moduły',
      /podstaw księgowości/u,
    ],
    [
      'Už mám za sebou polovicu online kurzu programovania, ale zasekla som sa. Chcem ho dokončiť do marca.',
      'Dokončím zvyšok svojho kurzu do marca – každý týždeň budem prechádzať aspoň dve lekcie alebo moduly',
      /oblasti života/u,
    ],
  ])('%s', (text, phrase, broken) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(phrase);
    expect(out).not.toMatch(broken);
  });
});
