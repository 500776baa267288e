/**
 * Issue 33 (stated24, blind reading 24's 20): an exam sitting named as one aim's date ('en la
 * convocatoria de diciembre', 'all'appello di giugno', 'à la session de juin') is that exam's: the
 * other aim of the sentence keeps a time frame of its own, never "Para la convocatoria de diciembre voy
 * a empezar a dar clases". A date that is no sitting ('by the end of January') is still shared.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const lines = async (input: string): Promise<string[]> =>
  (await generator.generate(input)).output.split('\n').filter((l) => /^\d\./u.test(l));

describe('an exam sitting dates only its exam', () => {
  it.each([
    [
      'Quiero aprobar el C1 de inglés en la convocatoria de diciembre y, si puedo, empezar a dar clases particulares para ganar un extra.',
      /convocatoria de diciembre/u,
      /próximos tres meses/u,
    ],
    ["Vorrei superare l'esame di diritto privato all'appello di giugno e iniziare a correre.", /appello di giugno/u, /prossimi sei mesi/u],
    ['Quero passar no exame de Cálculo na época de janeiro e começar a ir ao ginásio.', /época de janeiro/u, /próximos três meses/u],
  ])('%s', async (input, sitting, own) => {
    const [exam, other] = await lines(input);
    expect(exam).toMatch(sitting);
    expect(other).toMatch(own);
    expect(other).not.toMatch(sitting);
    expect(other).not.toMatch(/todos os passos|todos los pasos|tutti i passi/u);
  });

  it('a deadline that is no sitting is still both aims’', async () => {
    const [course, job] = await lines('I want to finish the course and find a job by the end of January.');
    expect(course).toMatch(/by the end of January/u);
    expect(job).toMatch(/by the end of January/u);
  });
});
