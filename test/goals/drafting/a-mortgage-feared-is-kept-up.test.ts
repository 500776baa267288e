/**
 * Issue 33 (blind reading 118 #16): "Najviac ma ťaží tá hypotéka, bojím sa, že ju … nebudeme vládať platiť" got a
 * goal of not being away all week and nothing on the mortgage; "what worries me most is the mortgage" got only the
 * back. A mortgage told beside a fear (situations.json's `mortgagefear`, its `needs`) is a goal of keeping up its
 * payments: the months covered worked out, the bank asked, two costs cut. One told in passing is no goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a mortgage feared is kept up', () => {
  it.each([
    [
      "I drive a bus. My back hurts. What worries me most is the mortgage, £900 a month, I'm scared we won't be able to pay it.",
      /1\. I will keep up with my mortgage payments within the next twelve months, working out within a week/u,
    ],
    [
      'Pracuju jako řidič. Hodně sedím. Nejvíc mě trápí hypotéka, 14 000 Kč měsíčně, bojím se, že ji nezaplatíme.',
      /^Budu dál splácet hypotéku během dvanácti měsíců – do týdne si spočítám/u,
    ],
    [
      'Manzelka robi v obchode za minimalku, hypoteka je 380 eur mesacne. Najviac ma tazi ta hypoteka, bojim sa, ze ju nebudeme vladat platit.',
      /Budem ďalej splácať hypotéku/u,
    ],
    ['Ich bin 52 und Busfahrer. Ich habe Angst, dass wir die Hypothek nicht mehr zahlen können.', /meine Hypothekenraten weiter zahlen/u],
    ['Tengo 48 años. Lo que más me preocupa es la hipoteca, tengo miedo de no poder pagarla.', /seguir pagando las cuotas de mi hipoteca/u],
    ['Mam 45 lat. Najbardziej martwi mnie kredyt hipoteczny, boję się, że nie damy rady.', /spłacać raty kredytu hipotecznego/u],
    ['Мені 44. Найбільше мене турбує іпотека, боюся, що не зможемо платити.', /сплачуватиму іпотеку/u],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/^(?:I will build movement|Dostanu své finance pod kontrolu)/u);
  });

  it('a mortgage told in passing is no goal', () => {
    expect(draftGoals('I teach maths and I am exhausted. We have a mortgage and two kids. I want to sleep more.', NOW)).not.toMatch(
      /mortgage/u,
    );
  });
});
