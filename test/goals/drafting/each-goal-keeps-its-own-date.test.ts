/**
 * Issue 33 (round 49's probes): two aims with two dates in one sentence, the second after "and" with its own date
 * ("D'ici mars je veux passer mon permis, et d'ici juin je veux économiser 2000 euros"), were one statement: the second
 * date stayed at the end of the first aim ("passer mon permis, d'ici juin"), the first went to the second aim, or the
 * second aim leaked its cue ("save 2000 euros by June I want to"). A second cue after "and" and a date of its own now
 * starts a statement of its own, as one without a date did (statements.json conjunctionSplit, statements.ts).
 * And an event's date in the sentence before an aim told as another matter ("У меня экзамен 20 января. Ещё я хочу
 * начать бегать") was the running's deadline: "ещё", "ще", "кроме", "zudem", "navíc", "ponadto" say "also" too (month-by.json).
 * An end's date in a sentence of its own ("My contract ends in April. I want to learn Python and get fitter.") dated
 * every aim beside it; it now dates only the aims such an end presses, work and money (calendar.json endsFor), as
 * "My severance pay runs out at the end of February. I want to find a job." still is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('each goal keeps its own date', () => {
  it.each([
    [
      "D'ici mars je veux passer mon permis, et d'ici juin je veux économiser 2000 euros.",
      ["D'ici mars, je vais passer mon permis, en prenant", "D'ici juin, je vais économiser 2000 euros, en mettant de côté 340 euros"],
      /permis, d'ici juin|D'ici mars, je vais reprendre/u,
    ],
    [
      'By March I want to pass my driving test, and by June I want to save 2000 euros.',
      ['I will pass my driving test by March,', 'I will save 2000 euros by June, setting aside 340 euros every month'],
      /I want to/u,
    ],
    [
      'Entro marzo voglio prendere la patente e entro giugno voglio risparmiare 2000 euro.',
      ['Entro marzo prenderò la patente,', 'Entro giugno risparmierò 2000 euro, mettendo da parte 290 euro ogni mese'],
      /patente, entro giugno/u,
    ],
    [
      'My contract ends in April. I want to learn Python and get fitter.',
      ['I will learn Python within the next three months,', 'I will get fitter over the next three months,'],
      /by April/u,
    ],
    [
      'Mi contrato termina en abril. Quiero aprender Python y ponerme en forma.',
      ['Voy a aprender Python en los próximos tres meses,', 'Voy a ponerme en forma en los próximos tres meses,'],
      /Para abril/u,
    ],
    [
      'I want to lose some weight. The real issue is my job, my contract ends in February and I have no idea what next.',
      ['I will lose some weight over the next three months,'],
      /weight by February/u,
    ],
    [
      'My severance pay runs out at the end of February. I want to find a job.',
      ['I will find a job by the end of February, sending at least five tailored applications a month'],
      /within the next/u,
    ],
    [
      'У меня экзамен 20 января. Ещё я хочу начать бегать.',
      ['Я начну бегать в течение шести месяцев — буду бегать не меньше трёх раз в неделю'],
      /бегать к 20 января/u,
    ],
    [
      'У мене іспит 15 січня. Ще я хочу почати бігати.',
      ['Я почну бігати протягом шести місяців — бігатиму тричі на тиждень'],
      /бігати до 15 січня/u,
    ],
  ])('%s', (input, wanted, gone) => {
    const out = draftGoals(input, NOV_25);
    for (const w of wanted) expect(out).toContain(w);
    expect(out).not.toMatch(gone);
  });
});
