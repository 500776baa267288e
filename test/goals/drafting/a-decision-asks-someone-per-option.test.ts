/**
 * Issue 33 (blind reading 50's 3): a decision's steps asked to talk to one person "who has taken each path" ("une
 * personne qui a suivi chaque voie"), which nobody has: for each option, someone who took that one, in every language.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a decision asks, for each option, someone who took it', () => {
  it.each([
    [
      "I don't know whether to take the job in Leeds or stay in Manchester.",
      'for each one, to someone who has taken it',
      /taken each path/u,
    ],
    [
      'Je ne sais pas si je dois demander un arrêt, changer de poste ou juste tenir.',
      "pour chacune, avec une personne qui l'a choisie",
      /suivi chaque voie/u,
    ],
    [
      'No sé si aceptar la oferta de Madrid o quedarme en Sevilla.',
      'para cada una, con alguien que la haya elegido',
      /seguido cada camino/u,
    ],
    [
      'Nie wiem, czy przyjąć ofertę w Krakowie, czy zostać w Warszawie.',
      'o każdej z nich porozmawiam z kimś, kto ją wybrał',
      /każdą z dróg/u,
    ],
    [
      'Не знаю, соглашаться ли на работу в Москве или остаться в Казани.',
      'о каждом из них поговорю с кем-то, кто его выбрал',
      /каждый из путей/u,
    ],
  ])('%s', (text, kept, broken) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toContain(kept);
    expect(goal).not.toMatch(broken);
  });
});
