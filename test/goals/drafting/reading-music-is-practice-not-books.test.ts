/**
 * Issue 33 (round 68, blind reading 112 #19): "Vorrei imparare a leggere la musica ed entrare in una
 * band" was measured "finendo almeno un libro al mese": the verb "leggere" made it the reading topic.
 * Reading music ("read music", "Noten lesen", "leer música", "czytać nuty", "lire la musique") is a
 * topics.json phrase of the hobby topic, tried before "reading": practice sessions and a new piece a month.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('reading music is practice, not books', () => {
  it.each([
    ['Vorrei imparare a leggere la musica ed entrare in una band entro settembre.', /esercitandomi almeno tre volte a settimana/u],
    ['I want to learn to read music by the summer so I can join the church choir.', /practising at least three times a week/u],
    ['Ich möchte bis Ende März Noten lesen lernen.', /übe ich mindestens dreimal pro Woche/u],
    ['Quiero aprender a leer música antes de septiembre.', /practicando al menos tres veces por semana/u],
    ['Chcę nauczyć się czytać nuty do wakacji.', /ćwiczyć co najmniej trzy razy w tygodniu/u],
    ["J'aimerais apprendre à lire la musique d'ici l'été.", /en pratiquant au moins trois fois par semaine/u],
  ])('%s', (input, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(measure);
    expect(out).not.toMatch(/libro al mese|book a month|Buch pro Monat|libro al mes|stron dziennie|livre par mois/u);
  });
});
