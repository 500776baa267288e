/**
 * Issue 33 (blind readings 113's 02 and 115's 08, round 70): "na uznání diplomu potřebuju B2" and "скласти
 * іспит з польської мови на рівні B1" were answered with "do dvou týdnů zjistím, jakou úroveň uznání mé
 * profese vyžaduje" — finding out a level the mentee has just named. Where the story names the level the
 * profession needs (after a word of needing, an exam's noun, "Pflicht"), that step is left out
 * (gate.json ownFigures, as German, French, Spanish, Italian and Russian had it), and Czech "potřebuju"
 * is a word of needing for the level itself (B2, not the next level above A2).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a level told is not looked up', () => {
  it.each([
    [
      'Jsem zdravotní sestra z Ukrajiny. Češtinu mám na A2 a na uznání diplomu potřebuju B2.',
      /Dosáhnu v češtině úrovně B2 .* – budu chodit na kurz .* oficiální zkoušce úrovně B2\./u,
      /zjistím, jakou úroveň/u,
    ],
    [
      'Jestem pielęgniarką z Ukrainy. Mam niemiecki na B1, a do uznania dyplomu potrzebuję B2.',
      /Osiągnę poziom B2 znajomości języka niemieckiego .* – będę chodzić na kurs/u,
      /sprawdzę, jakiego poziomu/u,
    ],
    [
      "I'm a nurse from Kerala. My German is B1 and the recognition of my diploma needs B2.",
      /I will reach level B2 in German .*, taking a course/u,
      /finding out within two weeks which level/u,
    ],
    [
      'Ich bin Krankenschwester aus Tunesien. Mein Deutsch ist B1, für die Anerkennung ist B2 Pflicht.',
      /mein Deutsch auf das Niveau B2 bringen; dafür besuche ich einen Kurs/u,
      /welches Niveau die Anerkennung/u,
    ],
    [
      'Доброго дня. Я медсестра з Харкова, живу у Варшаві. Щоб працювати медсестрою, треба пройти процедуру в Naczelna Izba Pielęgniarek і скласти іспит з польської мови на рівні B1. Найбільше мене турбує саме польська.',
      // The stated exam with its level is the language goal itself (round 70's one goal a language matter).
      /Я складу іспит з польської мови на рівні B1 .* — навчатимуся/u,
      /з’ясую, якого рівня/u,
    ],
  ])('%s', (input, goal, lookedUp) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(lookedUp);
  });
});
