/**
 * Issue 33 (blind reading 66's 5): "Entro Natale dividerò l'assistenza …, concordando per iscritto entro un mese …"
 * written in late November gives one aim two deadlines, its step's after its own. A goal due within a month of today
 * takes its measure's "within a month" step within two weeks (calendar.json sooner), in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a step of a goal due within a month is due within two weeks, not a month', () => {
  it.each([
    [
      "Da un anno mi occupo di mia madre che ha l'Alzheimer, vive con me e mio marito. Lavoro part-time in farmacia e il resto del tempo è tutto per lei. Mia sorella abita a Torino e viene solo a Natale. Non esco con un'amica da mesi e comincio a essere arrabbiata con tutti.",
      'Entro Natale dividerò l’assistenza',
      'concordando per iscritto entro due settimane',
      /entro un mese/u,
    ],
    [
      "I have looked after my mum with Alzheimer's for a year. My sister only visits at Christmas. I want to share her care with my sister by Christmas.",
      'by Christmas',
      'drawing up, within two weeks, a written rota',
      /within a month/u,
    ],
    [
      'Seit einem Jahr pflege ich meine Mutter mit Alzheimer. Meine Schwester kommt nur an Weihnachten. Bis Weihnachten will ich die Pflege mit meiner Schwester teilen.',
      'Bis Weihnachten werde ich',
      'lege ich innerhalb von zwei Wochen mit meiner Schwester einen schriftlichen Plan fest',
      /innerhalb eines Monats/u,
    ],
    [
      'Od roku opiekuję się mamą z alzheimerem. Siostra przyjeżdża tylko na święta. Do świąt chcę podzielić się opieką z siostrą.',
      'do świąt',
      'w ciągu dwóch tygodni ustalę z siostrą na piśmie grafik',
      /w ciągu miesiąca/u,
    ],
  ])('%s', (text, deadline, step, broken) => {
    const out = draftGoals(text, NOV_25).replaceAll("'", '’');
    expect(out).toContain(deadline.replaceAll("'", '’'));
    expect(out).toContain(step);
    expect(out).not.toMatch(broken);
  });
});
