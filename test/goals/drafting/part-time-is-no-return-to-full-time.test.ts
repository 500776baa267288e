/**
 * Issue 33 (blind reading 114's 05, round 70): "J'aimerais reprendre ce métier, même à temps partiel"
 * after eight years at home was measured by aims.json's return to full time at one's own work, "en disant
 * … à mon responsable à partir de quand je veux reprendre": a manager she does not have, for a full time
 * she did not ask for. "temps" and "tempo" alone were words of that entry, so "temps partiel" and "tempo
 * parziale" were read as full time; "plein" and "pieno" say it.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('part time is no return to full time', () => {
  it.each([
    [
      "Bonjour, je suis restée à la maison pendant huit ans pour m'occuper de mes trois enfants. Avant, j'étais secrétaire médicale. J'aimerais reprendre ce métier, même à temps partiel. Ce qui m'angoisse le plus, c'est l'entretien.",
      /mon responsable/u,
    ],
    ['Dopo sei anni a casa con i bambini vorrei tornare a lavorare a tempo parziale come impiegata.', /mio responsabile/u],
  ])('%s', (input, manager) => {
    expect(draftGoals(input, NOW)).not.toMatch(manager);
  });

  it.each([
    ['Chcę od lutego wrócić na pełen etat.', /powiem przełożonemu, od kiedy chcę wrócić/u],
    [
      'Je voudrais revenir à temps plein en janvier, maintenant je suis à mi-temps.',
      /à mon responsable à partir de quand je veux reprendre/u,
    ],
    ['Vorrei tornare a tempo pieno da gennaio, adesso faccio part-time.', /al mio responsabile da quando voglio rientrare/u],
  ])('full time stays the date asked of the manager: %s', (input, manager) => {
    expect(draftGoals(input, NOW)).toMatch(manager);
  });
});
