/**
 * Issue 33 (round 27): a season told with its "next" ("nächsten Sommer", "następnego lata", "příští léto", "la
 * prossima estate") was kept in the goal's words but not read as its time frame, so a stock span was added beside it
 * ("In den nächsten sechs Monaten werde ich nächsten Sommer einen Marathon laufen"). The season is the horizon.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a season with its "next" is the horizon, with no second time frame', () => {
  it.each([
    ['Ich möchte nächsten Sommer einen Marathon laufen.', 'Ich werde nächsten Sommer einen Marathon laufen;', /nächsten sechs Monaten/u],
    ['Chcę przebiec maraton następnego lata.', 'Przebiegnę maraton następnego lata –', /w ciągu sześciu miesięcy/u],
    ['Chcę przyszłą wiosną przebiec półmaraton.', 'Przebiegnę półmaraton przyszłą wiosną –', /w ciągu/u],
    ['Chci příští léto uběhnout maraton.', 'Uběhnu maraton příští léto –', /během šesti měsíců/u],
    ['Voglio correre una maratona la prossima estate.', 'Correrò una maratona la prossima estate,', /prossimi sei mesi/u],
    ['Quiero correr un maratón el verano que viene.', 'Voy a correr un maratón el verano que viene,', /próximos seis meses/u],
    ['Хочу будущим летом пробежать марафон.', 'Я пробегу марафон будущим летом —', /в течение/u],
  ])('%s', (input, horizon, second) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(horizon);
    expect(out).not.toMatch(second);
  });
});
