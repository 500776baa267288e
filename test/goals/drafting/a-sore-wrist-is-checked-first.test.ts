/**
 * Issue 33 (concern69; blind reading 112 #9: a pianist's tendinitis stressed, "La cosa che mi preoccupa di più è proprio
 * il polso", got "tre cose che posso cambiare"): a wrist, a tendinitis or an inflamed tendon is an `injury`
 * (situations.json) like a knee: the pain is checked within two weeks and the load made gentle, first, before the
 * exam, the race or the savings the story names beside it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('a sore wrist is checked first', () => {
  it.each([
    [
      "Ho 23 anni e studio violino al conservatorio di Milano. A giugno ho l'esame finale e mi esercito quattro ore al giorno. Da ottobre però ho una tendinite al polso sinistro. La cosa che mi preoccupa di più è il polso: il medico dice di fermarmi e io ho paura di non farcela per giugno.",
      "1. Farò controllare il dolore e passerò a un'attività dolce",
      /^Entro giugno supererò/u,
    ],
    [
      'Ich bin 35 und arbeite als Grafikerin, den ganzen Tag mit der Maus. Seit dem Sommer habe ich eine Sehnenscheidenentzündung im rechten Handgelenk. Am meisten Sorgen macht mir mein Handgelenk, weil ich ohne meine Hand nicht arbeiten kann. Nebenbei möchte ich im Frühjahr einen Halbmarathon laufen.',
      '1. In den nächsten zwei Monaten werde ich meine Schmerzen abklären lassen',
      /^Ich werde im Frühjahr einen Halbmarathon/u,
    ],
    [
      "I'm 29 and I'm a hairdresser in Bristol. Since September my right wrist hurts every evening and the GP said it's tendinitis. What worries me most is my wrist, because if I can't hold the scissors I can't work. I'd also like to save £2,000 for a holiday by August.",
      '1. I will get my pain checked and switch to gentle exercise',
      /^I will save £2,000/u,
    ],
    [
      "J'ai 41 ans, je suis caissière à Lille. Depuis deux mois j'ai une tendinite au poignet droit, le médecin m'a arrêtée une semaine. Ce qui m'inquiète le plus, c'est mon poignet : j'ai peur de ne plus pouvoir travailler. Mon fils passe le bac en juin.",
      '1. Je vais faire examiner ma douleur',
      /^D.ici juin, je vais aider mon fils/u,
    ],
    [
      'Mam 33 lata, jestem fryzjerką w Gdańsku. Od jesieni boli mnie nadgarstek, lekarz mówi, że to zapalenie ścięgna. Najbardziej martwi mnie ten nadgarstek, bo bez ręki nie zarobię. Chciałabym też w tym roku zrobić prawo jazdy.',
      '1. Dam zbadać ból i wybiorę łagodny ruch',
      /^Zrobię prawo jazdy/u,
    ],
  ])('%s', (text, first, old) => {
    const goals = draftGoals(text, NOW);
    // The first goal: the one line of a single goal, or the line numbered 1.
    const firstGoal = goals.split('\n').find((line) => !line.endsWith(':')) ?? '';
    expect(firstGoal).toContain(first);
    expect(goals).not.toMatch(old);
  });
});
