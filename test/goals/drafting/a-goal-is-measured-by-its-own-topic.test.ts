/**
 * Issue 33 (blind reading 65's 15, 22 and 26): a goal borrowed the measure of another topic told beside it. Sweet
 * lemonade given up got alcohol-free days and "five glasses a week" ("přestat pít" is a cue for alcohol, only cola was
 * set apart); the cigarette money saved for a trip got the taper of the quitting goal; 500 km driven without an
 * instructor got a runner's longest session made longer. Soft drinks are no alcohol (situations.json alcohol unless),
 * the cigarette money is put aside and checked (aims.json), and kilometres driven are logged, not trained for.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a goal is measured by its own topic, not by the one told beside it', () => {
  it.each([
    [
      'Chci do konce dubna uběhnout 10 km bez zastavení a přestat pít slazené limonády.',
      'Přestanu pít slazené limonády do konce dubna – nebudu mít doma slazené nápoje',
      /bez alkoholu/u,
    ],
    ['Chcę przestać pić słodzone napoje gazowane do końca lutego.', 'nie będę trzymać słodzonych napojów w domu', /bez alkoholu/u],
    ['Хочу перестать пить газировку и лимонады до Нового года.', 'не буду держать дома сладкие напитки', /без алкоголя/u],
    ['I want to stop drinking sugary soft drinks by March.', 'I will stop drinking sugary soft drinks by March,', /alcohol-free/u],
    [
      'Voglio smettere di fumare entro il 1° marzo e risparmiare i soldi delle sigarette per un viaggio.',
      'Entro il 1 marzo risparmierò i soldi delle sigarette per un viaggio, versando ogni domenica su un conto di risparmio a parte',
      /viaggio, fumando/u,
    ],
    [
      'Ich will bis März mit dem Rauchen aufhören und das Zigarettengeld für eine Reise sparen.',
      'das Zigarettengeld für eine Reise sparen; dafür überweise ich jeden Sonntag das Geld',
      /sparen; dafür rauche/u,
    ],
    [
      'Хочу до кінця травня скласти іспит на водійські права категорії B і проїздити без інструктора хоча б 500 км.',
      'проїздити без інструктора хоча б 500 км до кінця травня; щонайменше тричі на тиждень сідатиму за кермо',
      /найдовше тренування/u,
    ],
    [
      'Chci do konce května udělat řidičák a najezdit sám aspoň 500 km.',
      'najezdit sám aspoň 500 km do konce května – alespoň třikrát týdně budu řídit',
      /nejdelší trénink/u,
    ],
  ])('%s', (input, measure, other) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(measure);
    expect(out).not.toMatch(other);
  });
});
