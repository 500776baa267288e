/**
 * Issue 33 (round 61's probes of managers, office workers and people changing career): a performance
 * review ahead ('My performance review is in February', 'Hodnotiaci pohovor mám v januári', 'Mein
 * Jahresgespräch ist im Februar') was left out, and its month lent to another goal ('Začnem chodiť na
 * angličtinu do januára'); it is now a goal of its own, prepared with the year's results, colleagues'
 * feedback and one request, by the review's own month — a review told in the past or one where a raise
 * is asked (the raise's talk says it) is not. A reference letter or a work certificate asked for ('a
 * reference letter from my old manager', 'ein gutes Arbeitszeugnis') had job applications or a quarrel's
 * talk as its measure; it is now asked for in writing, with one's results to draw on and a reminder. A
 * team lead of a few months, or one leading former colleagues, is a new lead ('been a team lead for
 * three months', 'used to be their colleague', 'seit drei Monaten Teamleiter'). 'Mein Chef sagt, das sei
 * nur vorübergehend' is no criticism to turn into a plan: only what the boss says of the writer ('Chef
 * sagt, ich …', 'Chefin sagt, meine …') is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a performance review ahead is prepared for by its own month', () => {
  it.each([
    [
      "I've been a team lead for three months now and honestly I'm drowning. I work until 9 most nights, I can't say no to my director, and two people in my team don't respect me because I used to be their colleague. My performance review is in February and I'm scared it will go badly.",
      'I will go into my performance review well prepared in February, writing down within two weeks my five main results of the year',
      /grow into my new role as a manager over the next six months/u,
    ],
    [
      'Som manažérka tímu a mám konflikt s kolegom, ktorý mi pred šéfom podkopáva autoritu. Hodnotiaci pohovor mám v januári. Okrem toho by som chcela začať chodiť na angličtinu, lebo ju potrebujem v práci.',
      'Na hodnotiaci pohovor sa dobre pripravím v januári – do dvoch týždňov si spíšem päť hlavných výsledkov roka',
      /Začnem chodiť na angličtinu do šiestich mesiacov/u,
    ],
    [
      'Mein Jahresgespräch ist im Februar und ich habe Angst davor. Ich mache zu viele Überstunden.',
      'Im Februar werde ich mich gut auf mein Jahresgespräch vorbereiten; dafür schreibe ich innerhalb von zwei Wochen meine fünf wichtigsten Ergebnisse',
      /Jahresgespräch/u,
    ],
    [
      'Mon entretien annuel est en janvier. Je travaille trop le soir.',
      "D'ici janvier, je vais bien me préparer à mon entretien annuel, en notant d'ici deux semaines mes cinq principaux résultats",
      /entretien annuel/u,
    ],
  ])('%s', (input, start, other) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(start);
    expect(out).toMatch(other);
    expect(out).not.toMatch(/angličtinu do januára|sustain in February/u);
  });

  it.each([
    'My manager said at my appraisal interview that I am invisible in meetings.',
    'My last performance review was bad and my manager said I need to speak up more.',
    'Mon entretien annuel est en janvier et je voudrais demander une augmentation.',
  ])('a review past, criticised or where a raise is asked is not prepared for twice: %s', (input) => {
    expect(draftGoals(input, NOV_25)).not.toMatch(/performance review well prepared|me préparer à mon entretien annuel/u);
  });
});

describe('a reference letter or a work certificate is asked for in writing', () => {
  it.each([
    [
      'I need a reference letter from my old manager for a job application due 15 December.',
      'I will get a reference letter from my old manager',
      'asking for it in writing within a week with the role and the date I need it by',
      /tailored applications/u,
    ],
    [
      'Ich habe gekündigt, meine Kündigungsfrist läuft bis Ende Januar. Ich brauche noch ein gutes Arbeitszeugnis von meinem Chef und habe noch keine neue Stelle.',
      'Bis Ende Januar erreiche ich mein Ziel: ein gutes Arbeitszeugnis von meinem Chef',
      'bitte ich innerhalb einer Woche schriftlich darum und nenne die Stelle und die Frist',
      /unter vier Augen|Schwierigkeiten habe/u,
    ],
    [
      'Chcę do końca stycznia dostać list polecający od byłej szefowej.',
      'Dostanę list polecający od byłej szefowej do końca stycznia',
      'w ciągu tygodnia poproszę o to na piśmie',
      /co tydzień|kroki/u,
    ],
    [
      'Quiero pedir una carta de recomendación a mi antiguo jefe antes del 10 de enero.',
      'Voy a pedir una carta de recomendación a mi antiguo jefe antes del 10 de enero',
      'enviando la petición por escrito en una semana con el puesto y la fecha límite',
      /pasos necesarios/u,
    ],
  ])('%s', (input, goal, measure, wrong) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).toContain(measure);
    expect(out).not.toMatch(wrong);
  });
});

describe('what the boss says of something else is no criticism', () => {
  it('"Mein Chef sagt, das sei nur vorübergehend" makes no improvement plan', () => {
    const out = draftGoals(
      'Ich mache jede Woche 10 Überstunden, weil meine Kollegin krank ist. Mein Chef sagt, das sei nur vorübergehend. Eigentlich möchte ich eine Umschulung zur Erzieherin machen.',
      NOV_25,
    );
    expect(out).toContain('werde ich eine Umschulung zur Erzieherin machen');
    expect(out).not.toMatch(/Verbesserungsplan/u);
  });

  it('"Meine Chefin sagt, meine Berichte sind zu lang" still is', () => {
    expect(draftGoals('Meine Chefin sagt, meine Berichte sind zu lang und unklar. Ich will besser werden.', NOV_25)).toMatch(
      /bitte ich meine Führungskraft innerhalb einer Woche um zwei konkrete Beispiele/u,
    );
  });
});
