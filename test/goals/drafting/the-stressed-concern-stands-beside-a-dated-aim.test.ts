/**
 * Issue 33 (round 51's probes): beside a dated aim ("nach Kanada auswandern nächsten August", "pass my
 * driving test by March"), nothing else a story told was added (`besideSituations` returned the stated
 * goals untouched), so the concern the person stresses most ("das macht mir ehrlich gesagt am meisten
 * Sorgen") had no goal. It is now added there, first, within the three goals. In the German story the
 * children's and the mother's ages in brackets ("(7 und 10)", "(78)") had been read as a list typed on one
 * line, which cut the aim to "nächsten August mit den Kindern"; markers make a list only when numbered in
 * turn. A husband's job offer is no decision of the writer's, and "Schulenglisch" is no child's school.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('the stressed concern stands beside a dated aim', () => {
  it('German: the mother, the move and the recognition, no fragment of the aim', () => {
    const output = draftGoals(
      'Wir wollen nächsten August mit den Kindern (7 und 10) nach Kanada auswandern, mein Mann hat ein Jobangebot in Calgary. Ich bin Erzieherin und weiß nicht ob mein Abschluss dort überhaupt anerkannt wird. Mein Englisch ist eingerostet, Schulenglisch halt. Dann müssen wir noch unser Haus verkaufen oder vermieten, das ist auch so ein Berg. Und meine Mutter (78) bleibt allein hier in Bamberg, das macht mir ehrlich gesagt am meisten Sorgen.',
      NOW,
    );
    expect(output).toMatch(/^1\. In den nächsten zwei Monaten werde ich mit meiner Mutter in engem Kontakt bleiben/mu);
    expect(output).toMatch(/zwei feste Telefontermine pro Woche/u);
    expect(output).toMatch(/nach Kanada auswandern/u);
    expect(output).toMatch(/Abschluss anerkennen lassen/u);
    expect(output).not.toMatch(/mein Ziel: nächsten August|über das Jobangebot|in der Schule/u);
  });

  it.each([
    [
      'I want to pass my driving test by March. I also work night shifts at a care home. My dad (79) lives alone in Leeds and what worries me most is him.',
      /^1\. I will keep in regular touch with my father/mu,
      /^2\. I will pass my driving test by March/mu,
    ],
    [
      'Chcę do czerwca zdać egzamin na prawo jazdy. Mam dwójkę dzieci (4 i 9) i pracuję w sklepie. Moja mama (80) mieszka sama pod Lublinem i to najbardziej mnie martwi.',
      /^1\. Będę w stałym kontakcie z mamą/mu,
      /^2\. Zdam egzamin na prawo jazdy do czerwca/mu,
    ],
  ])('%s', (input, stressed, aim) => {
    const output = draftGoals(input, NOW);
    expect(output).toMatch(stressed);
    expect(output).toMatch(aim);
  });

  it('a list numbered in turn is still a list', () => {
    const output = draftGoals('Goals for next year: 1) save 5000 euros 2) run a 10k 3) read 20 books', NOW);
    expect(output).toMatch(/^1\. .*5,?000/mu);
    expect(output).toMatch(/^3\. .*20 books/mu);
  });
});
