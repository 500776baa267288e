/**
 * Issue 33 (round 69, reader 112's 26): "write 10 new songs this year" on 1 December was paced "at least 3 new songs
 * every week". A song, a painting or a poem of one's own takes a week or so, like a book read: at a year's end said in
 * its last weeks it gets what its weeks allow as a first milestone and the rest after it (own-measures.json yearCaps).
 * Any other near date stays the person's own: "5 canciones antes de Navidad" keeps its date (round 67 left a weekly
 * cap out for that reason).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('songs by a year end said in December get a first milestone', () => {
  it.each([
    [
      'I want to play my first open mic by April and write 10 new songs this year.',
      /I will write 10 new songs, aiming for 4 new songs by the end of this year, as many as its weeks left allow, and for the rest within the next 10 weeks/u,
      /3 new songs every week/u,
    ],
    [
      'Quiero pintar 12 cuadros nuevos este año para mi primera exposición.',
      /fijándome como meta hasta fin de año 4 cuadros y el resto en las próximas 12 semanas/u,
      /3 cuadros cada semana/u,
    ],
    [
      "Entro la fine dell'anno voglio scrivere 10 canzoni nuove.",
      /puntando a 4 canzoni entro la fine dell'anno e al resto entro le prossime 10 settimane/u,
      /3 canzoni ogni settimana/u,
    ],
    ['Do końca roku chcę napisać 8 piosenek.', /jako pierwszy etap do końca roku wyznaczę sobie 5 piosenek/u, /co tydzień/u],
    ['До конца года хочу написать 10 песен.', /сначала поставлю себе цель до конца года: 5 песен/u, /каждую неделю/u],
    ['Je veux peindre 10 tableaux cette année.', /en visant 4 tableaux d'ici la fin de l'année/u, /3 tableaux chaque semaine/u],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });

  it("a near date of the person's own keeps its pace", () => {
    expect(draftGoals('Quiero escribir 5 canciones antes de Navidad.', NOW)).toMatch(
      /^Voy a escribir 5 canciones antes de Navidad, fijándome como meta al menos 2 canciones cada semana/u,
    );
  });
});
