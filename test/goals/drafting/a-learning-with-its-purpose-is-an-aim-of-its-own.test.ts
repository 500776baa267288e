/**
 * Issue 33 (round 70; blind reading 113-21): "aprender inglés para poder hablar con los maestros de mis hijos sin
 * traductor, y sacar el GED antes de que termine el próximo año" was one goal, the GED folded into the English
 * sentence with the lessons as its only steps: a learning with no figure or date is joined to a dated aim after it
 * ("learn the guitar and play five songs by Christmas"). A learning told with its own purpose is an aim of its own.
 * "sacar la ESO" had then been dropped as pointing back ("eso", "that"): an acronym is no pronoun.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a learning with its purpose is an aim of its own', () => {
  it.each([
    [
      'Quiero aprender inglés para poder hablar con los maestros de mis hijos sin traductor, y sacar el GED antes de que termine el próximo año.',
      /^1\. Voy a aprender inglés para poder hablar con los maestros de mis hijos sin traductor/mu,
      /^2\. Voy a sacar el GED antes de que termine el próximo año/mu,
      /traductor y sacar el GED/u,
    ],
    [
      'Ich möchte Deutsch lernen, um mit den Nachbarn zu sprechen, und bis Juni meinen Hauptschulabschluss nachholen.',
      /^1\. Bis Juni werde ich Deutsch lernen, um mit den Nachbarn zu sprechen; dafür/mu,
      /^2\. Ich werde bis Juni meinen Hauptschulabschluss nachholen; dafür/mu,
      /sprechen und bis Juni/u,
    ],
    [
      'Je veux apprendre le français pour parler avec les voisins, et obtenir mon DAEU avant juin.',
      /^1\. Avant juin, je vais apprendre le français pour parler avec les voisins, en/mu,
      /^2\. Je vais obtenir mon DAEU avant juin, en/mu,
      /voisins et obtenir/u,
    ],
    [
      'Quiero aprender inglés para poder hablar con los vecinos, y sacar la ESO antes de junio.',
      /^1\. Antes de junio voy a aprender inglés para poder hablar con los vecinos, /mu,
      /^2\. Voy a sacar la ESO antes de junio, /mu,
      /vecinos y sacar/u,
    ],
  ])('%s', (input, learning, aim, merged) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(learning);
    expect(out).toMatch(aim);
    expect(out).not.toMatch(merged);
  });
});
