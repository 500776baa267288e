/**
 * Issue 33 (stated34's own round): a distance goal whose own words already say how often a week
 * ('courir un 10 km d'ici juin, en m'entraînant trois fois par semaine') keeps that rate and gets only the
 * longest session made longer step by step (own-measures.json distance.ownRate): never 'en m'entraînant
 * trois fois par semaine et en m'entraînant trois fois par semaine'.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("a run's own rate of sessions is said once", () => {
  it.each([
    [
      "Mon objectif : courir un 10 km en moins de 55 minutes d'ici juin, en m'entraînant trois fois par semaine.",
      "en m'entraînant trois fois par semaine, en allongeant chaque semaine ma plus longue séance",
      /trois fois par semaine.*trois fois par semaine/u,
    ],
    [
      'Quiero correr una media maratón en octubre, entrenando tres veces por semana.',
      'entrenando tres veces por semana, alargando cada semana mi sesión más larga',
      /tres veces por semana.*tres veces por semana/u,
    ],
    [
      'Voglio correre 10 km entro giugno allenandomi tre volte a settimana.',
      'allenandomi tre volte a settimana, allungando ogni settimana',
      /tre volte a settimana.*tre volte a settimana/u,
    ],
    [
      'Ich will bis Juni 10 km laufen und dreimal pro Woche trainieren.',
      'dafür verlängere ich jede Woche meine längste Einheit um etwa 0,5 km',
      /dreimal pro Woche.*dreimal pro Woche/u,
    ],
    [
      'Chcę do czerwca przebiec 10 km, trenując trzy razy w tygodniu.',
      'będę co tydzień wydłużać najdłuższy trening',
      /trzy razy w tygodniu.*trzy razy w tygodniu/u,
    ],
    [
      'Хочу к июню пробежать 10 км, тренируясь три раза в неделю.',
      'буду каждую неделю удлинять самую длинную тренировку',
      /три раза в неделю.*три раза в неделю/u,
    ],
  ])('%s', async (input, kept, twice) => {
    const out = await draft(input);
    expect(out).toContain(kept);
    expect(out).not.toMatch(twice);
  });
});
