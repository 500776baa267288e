/**
 * Issue 33: "perderò 8 chili prima del mio matrimonio" was written with a second deadline beside the
 * event ("prima del mio matrimonio entro i prossimi tre mesi"): the event's frame knew "prima del
 * matrimonio" but not the mentee's "mio" (specifics.json, it pt pl), as Spanish "antes de mi boda" did.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('an event with its possessive is the deadline', () => {
  it.each([
    ['Voglio perdere 8 chili prima del mio matrimonio.', /prima del mio matrimonio,/u],
    ['Voglio perdere 5 chili prima del nostro trasloco.', /prima del nostro trasloco,/u],
    ['Quero perder 6 quilos antes do meu casamento.', /antes do meu casamento,/u],
    ['Chcę schudnąć 6 kilo przed moim ślubem.', /przed moim ślubem –/u],
    ['Quiero bajar 6 kilos antes de mi boda.', /antes de mi boda,/u],
  ])('%s', (input, one) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(one);
    expect(out).not.toMatch(/entro i prossimi|nos próximos|w ciągu|en los próximos/u);
  });
});
