/**
 * Issue 33, blind reading 11: "Non voglio prendere pastiglie per tutta la vita" became "Smetterò di
 * prendere pastiglie per tutta la vita" (he takes none: it is a fear of the future), and once the
 * smoking goal was read its taper counted "94 chili per 1,75" as 94 cigarettes a day (47 weeks).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('a life-long act not wanted is no wish of its own: the story’s concern is answered', () => {
  // Before, the wish "for life" was read as a vague wish about one's life, and the blood pressure the
  // doctor named got no goal.
  it.each([
    ['it', 'Il medico dice che ho la pressione alta. Non voglio prendere pastiglie per tutta la vita.', /Riporterò la pressione/u],
    ['es', 'El médico dice que tengo la tensión alta. No quiero tomar pastillas toda la vida.', /bajar mi presión arterial/u],
    ['pt', 'O médico diz que tenho a tensão alta. Não quero tomar comprimidos a vida toda.', /baixar a minha tensão arterial/u],
    ['pl', 'Lekarz mówi, że mam wysokie ciśnienie. Nie chcę brać tabletek do końca życia.', /Obniżę ciśnienie/u],
    ['ru', 'Врач говорит, что у меня высокое давление. Не хочу пить таблетки всю жизнь.', /снижу артериальное давление/u],
  ])('%s: %s', (_lang, input, pressure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(pressure);
    expect(out).not.toMatch(/pastiglie|pastillas|comprimidos|tabletek|таблетки|vita che voglio|vida que quiero/u);
  });

  it('still reads a habit not wanted as one to stop', () => {
    expect(draftGoals('Non voglio lavorare nel weekend.', NOW)).toMatch(/^Smetterò di lavorare nel weekend/u);
  });
});

describe('a smoker’s count is the number told with cigarettes or "a day"', () => {
  it('does not take a weight followed by "per" for cigarettes a day', () => {
    const out = draftGoals(
      'Ho 52 anni, peso 94 chili per 1,75. Fumo ancora una decina di sigarette al giorno. Non voglio prendere pastiglie per tutta la vita.',
      NOW,
    );
    expect(out).toMatch(/smetterò di fumare/iu);
    expect(out).not.toMatch(/47 settimane|pastiglie/u);
  });

  it.each([
    ['en', 'I smoke 20 a day and want to quit.', /within the next 10 weeks, cutting down by 2 cigarettes a day/u],
    ['it', 'Fumo 15 al giorno e voglio smettere entro marzo.', /Entro marzo smetterò di fumare, fumando 2 sigarette in meno/u],
  ])('%s: tapers "%s"', (_lang, input, taper) => {
    expect(draftGoals(input, NOW)).toMatch(taper);
  });
});
