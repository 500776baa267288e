/**
 * Issue 33 (concern69; blind reading 110 #7: "Najbardziej martwi mnie to, że jak ten mechanik odejdzie" got a second
 * lift bought): the one worker a small business stands to lose ("mój stolarz odchodzi w marcu", "meine beste
 * Mitarbeiterin kündigt", "my senior mechanic is leaving") is the stressed concern. A worker's noun before a verb of
 * leaving is a cue of `staffing` (situations.json): the post is filled before it stands empty, first; the side wish
 * (a saw, a lift, an oven) no longer takes its place, nor a confidence goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a worker who leaves is a post to fill', () => {
  it.each([
    [
      'Mam mały zakład stolarski pod Lublinem, zatrudniam jednego stolarza i ucznia. Zleceń mamy na pół roku do przodu. Najbardziej martwi mnie to, że mój stolarz odchodzi w marcu do fabryki mebli, bo tam płacą lepiej, a sam nie dam rady ze wszystkimi zamówieniami. Chciałbym też w przyszłym roku kupić nową piłę, ale to 18 tysięcy.',
      'Obsadzę zwalniające się stanowisko, zanim zostanie puste',
      /^Moje cele SMART:\n1\. Wzmocnię pewność siebie/u,
    ],
    [
      'Ich führe seit zehn Jahren einen kleinen Friseursalon in Graz, wir sind zu dritt. Die Kundinnen kommen gern, der Umsatz ist stabil. Am meisten Sorgen macht mir, dass meine beste Mitarbeiterin im Mai kündigt und zu einer Kette geht. Außerdem möchte ich irgendwann eine neue Kasse kaufen.',
      '1. Ich werde die frei werdende Stelle besetzen, bevor sie leer bleibt',
      /^Im Mai werde ich den Monatsumsatz/u,
    ],
    [
      "I run a small garage in Leeds with two mechanics. Work is steady and the customers are loyal. What worries me most is that my senior mechanic is leaving in April for a dealership and I can't find anyone to take his place. I'd also like to buy a second lift next year, about £6,000.",
      '1. I will fill the post that is falling vacant before it stands empty',
      /^I will buy a second lift/u,
    ],
    [
      'Tengo una peluquería en Sevilla desde hace ocho años y trabajamos dos personas. Clientas no me faltan. Lo que más me preocupa es que mi oficiala se va en junio porque le pagan más en otro salón, y yo sola no llego. También quiero cambiar los sillones el año que viene.',
      'Voy a cubrir el puesto que queda libre antes de que se quede vacío',
      /^Voy a cambiar los sillones/u,
    ],
    [
      'Mám malou pekárnu v Táboře, pracuje u mě jeden pekař a prodavačka. Tržby jsou v pořádku. Nejvíc mě trápí, že pekař v dubnu odchází do velké pekárny, protože tam víc platí, a nikoho nového zatím nemám. Příští rok bych chtěl koupit novou pec za 200 tisíc.',
      '1. Obsadím uvolňující se místo dřív, než zůstane prázdné',
      /^Koupím novou pec/u,
    ],
    [
      "Ho un piccolo bar a Verona con una dipendente e mia moglie. Il lavoro c'è, soprattutto la mattina. La cosa che mi preoccupa di più è che la mia barista se ne va a febbraio perché ha trovato un posto fisso, e non so chi prendere al suo posto. Vorrei anche rifare il bancone entro l'estate.",
      '1. Coprirò il posto che si libera prima che resti vuoto',
      /^Troverò un lavoro fisso/u,
    ],
  ])('%s', (text, first, old) => {
    const goals = draftGoals(text, NOW);
    // The first goal: the one line of a single goal, or the line numbered 1.
    const firstGoal = goals.split('\n').find((line) => !line.endsWith(':')) ?? '';
    expect(firstGoal).toContain(first);
    expect(goals).not.toMatch(old);
  });
});
