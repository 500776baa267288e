/**
 * Issue 33 (concern69; blind readings 110–112: "To ma trápi najviac", "the thing that gets to me most", "Am meisten
 * macht mir Angst", "Nejvíc mě ale děsí" were no worry markers, so the concern they stress came after a side wish or
 * not at all): more markers (life.json `concern`) in English, German, Czech, Slovak, Polish and Ukrainian put the
 * stressed sentence's matter first. Words of cost ("o que mais me custa") are left out: "custa" is a course's fee.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('more words for the worry told most', () => {
  it.each([
    [
      'Je mi 28 a pracuju jako účetní v Plzni. Práce je v pohodě, ale doma pořád utrácím. Nejvíc mě štve, že nevím, kam mi mizí peníze, každý měsíc jsem na nule. Taky bych chtěla začít běhat.',
      '1. Zjistím, kam mi mizí peníze',
      /^Moje SMART cíle:\n1\. Začnu běhat/u,
    ],
    [
      'Mám 26 rokov, pracujem v sklade v Trnave. Minulý rok som si vzal pôžičku na auto a teraz mám dlh asi 3 000 eur. To ma trápi najviac, lebo splácam len minimum. Rád by som si raz urobil aj kurz angličtiny.',
      '1. Splatím svoj úver',
      /^Moje SMART ciele:\n1\. Urobím si raz aj kurz/u,
    ],
    [
      'Ich bin 21 und studiere Grafikdesign in Leipzig. Nebenbei arbeite ich im Kino. Am meisten macht mir Angst, dass mein Portfolio nicht gut genug ist, denn im März muss ich es für das Praktikum abgeben. Mit meinem Freund läuft es gerade auch nicht so gut.',
      'Ich werde ein Portfolio mit eigenen Projekten aufbauen',
      /meine Angst überwinden/u,
    ],
    [
      "I graduated in graphic design last summer and now I work in a supermarket, 25 hours a week. I draw every evening but I never finish anything. Honestly the thing that gets to me most is that my portfolio is a mess and I keep putting off sending it to studios. There's a studio open call at the end of February.",
      '1. I will build a portfolio of my own projects',
      /^I will stop putting things off/u,
    ],
  ])('%s', (text, first, old) => {
    const goals = draftGoals(text, NOW);
    // The first goal: the one line of a single goal, or the line numbered 1.
    const firstGoal = goals.split('\n').find((line) => !line.endsWith(':')) ?? '';
    expect(firstGoal).toContain(first);
    expect(goals).not.toMatch(old);
  });
});
