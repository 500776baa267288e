/**
 * Issue 33 (breaker round 27): "Gram w gry hazardowe online" and "Hrám hazardné hry" read "gry" and "hry" as video
 * games and added a screen-time goal beside the gambling one; "juegos de azar", "giochi d'azzardo" and "jogos de
 * azar" were not read as gambling at all and got the filler first step. Games of chance are gambling, answered
 * by the gambling goal alone.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('games of chance are gambling, not screen time', () => {
  it.each([
    ['Gram w gry hazardowe online od dwóch lat.', 'Skończę z hazardem', /czas przed ekranem/u],
    ['Hrám hazardné hry online už dva roky.', 'Prestanem stávkovať', /obrazovk/u],
    ['Juego a juegos de azar online desde hace dos años.', 'Voy a dejar las apuestas', /tres cosas que puedo cambiar/u],
    ["Gioco ai giochi d'azzardo online da due anni.", 'Smetterò di scommettere', /tre cose che posso cambiare/u],
    ['Jogo jogos de azar online há dois anos.', 'Vou deixar as apostas', /três coisas que posso mudar/u],
  ])('%s', (text, kept, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(kept);
    expect(goals).not.toMatch(broken);
  });
});
