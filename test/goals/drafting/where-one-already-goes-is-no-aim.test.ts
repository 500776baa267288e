/**
 * Issue 33 (blind reading 25's 05): "Voy a un curso dos tardes por semana" (she already goes) came back as
 * "Voy a conseguir un curso dos tardes por semana", and "I'm going to a pottery class" as "I will a pottery
 * class". A going-to with a place or an article after it tells where the mentee goes, no aim (gate.json
 * goingToLeads, goingToPlaces); "voy a aprender", "quiero un trabajo nuevo" stay aims.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('where one already goes is no aim', () => {
  it.each([
    [
      'Voy a clases de alemán dos tardes por semana pero no avanzo. Quiero aprobar el B1 en junio.',
      /conseguir clases/u,
      /aprobar el B1 en junio/u,
    ],
    ['Voy a un curso dos tardes por semana pero hablo casi solo español en casa. Me siento sola.', /conseguir un curso/u, /amigos/u],
    ['Vou a uma aula de dança às terças, mas quero perder 4 kg até ao verão.', /conseguir a uma aula/u, /perder 4 kg até ao verão/u],
    ["I'm going to a pottery class on Tuesdays but I want to lose 4 kg before summer.", /I will a |pottery/u, /lose 4 kg before summer/u],
    [
      'Vamos a un grupo de padres los jueves, pero quiero dormir siete horas antes de marzo.',
      /conseguir un grupo/u,
      /dormir siete horas antes de marzo/u,
    ],
  ])('%s', (input, pasted, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).not.toMatch(pasted);
    expect(out).toMatch(kept);
  });

  it.each([
    ['Voy a aprender alemán hasta el nivel B1 antes de junio.', /alemán/u],
    ['Quiero un trabajo nuevo antes del verano.', /trabajo nuevo antes del verano/u],
    ["I'm going to run a 10 km race in April.", /10 km/u],
    ['Vou perder 5 kg até dezembro.', /perder 5 kg até dezembro/u],
  ])('keeps the aim of a going-to future: %s', (input, aim) => {
    expect(draftGoals(input, NOV_26)).toMatch(aim);
  });
});
