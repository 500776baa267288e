/**
 * Issue 33 (round 65; round 64 left it): a course already taken is not signed up for again in a career change's
 * steps (life.json's fact of a course taken), but its cues were English, Slavic and German only: "hice un curso",
 * "j'ai suivi une formation", "ho fatto un corso", "fiz um curso" still got "the course the field asks for". What
 * the course taught becomes a small piece of work to show in Spanish, French, Italian and Portuguese too.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a course taken in a Romance language is not signed up for again', () => {
  it.each([
    [
      'El año pasado hice un curso de UX, pero sigo trabajando en una tienda. Quiero cambiar de profesión antes del verano.',
      /convirtiendo antes del tercer mes lo que aprendí en mi curso en un pequeño trabajo para enseñar/u,
      /inscribiéndome antes del tercer mes en el curso/u,
    ],
    [
      "L'an dernier j'ai suivi une formation en UX, mais je travaille toujours dans un magasin. Je veux me reconvertir dans le design d'ici l'été.",
      /tirer avant le troisième mois de ma formation un petit travail à montrer/u,
      /m’inscrivant avant le troisième mois/u,
    ],
    [
      "L'anno scorso ho fatto un corso di UX, ma lavoro ancora in un negozio. Voglio cambiare lavoro e passare al design entro l'estate.",
      /trasformando entro il terzo mese quello che ho imparato nel mio corso in un piccolo lavoro da mostrare/u,
      /iscrivendomi entro il terzo mese/u,
    ],
    [
      'No ano passado fiz um curso de UX, mas ainda trabalho numa loja. Quero mudar de carreira para o design até ao verão.',
      /transformando até ao terceiro mês o que aprendi no meu curso num pequeno trabalho para mostrar/u,
      /inscrevendo-me até ao terceiro mês/u,
    ],
  ])('%s', (input, goal, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(gone);
  });
});
