/**
 * Issue 33 (blind reading 61's 7): "Vou mudar-me de Coimbra para Amesterdão em março por causa do trabalho do meu
 * marido" was pasted whole as the goal, its reason included, and measured by job applications ("… por causa do
 * trabalho do meu marido, enviando pelo menos cinco candidaturas personalizadas por mês, procurando conseguir duas
 * entrevistas"). The reason (another's job) is why, no part of the aim, so it leaves the goal (gate.json butWords);
 * and a move told with its place is prepared as a move: finding out about work, housing and papers there, and a
 * reserve (topics.json relocation).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe("a move for another's job is prepared as a move, its reason left out", () => {
  it.each([
    [
      'Vou mudar-me de Coimbra para Amesterdão em março por causa do trabalho do meu marido. Não falo neerlandês e vou deixar o meu emprego de professora.',
      'Vou mudar-me de Coimbra para Amesterdão em março, informando-me no primeiro mês sobre trabalho, alojamento e documentos necessários no novo lugar,',
      /por causa do trabalho|procurando conseguir duas entrevistas/u,
    ],
    [
      'Vou-me mudar para Londres em janeiro por causa do trabalho da minha mulher. Não falo bem inglês e tenho medo de ficar sozinho.',
      'Vou me mudar para Londres em janeiro, informando-me na primeira semana',
      /por causa do trabalho/u,
    ],
    [
      'Je vais déménager à Amsterdam en mars pour le travail de mon mari. Je ne parle pas néerlandais.',
      'Je vais déménager à Amsterdam en mars, en me renseignant le premier mois sur le travail, le logement et les papiers',
      /pour le travail de mon mari|visant deux entretiens/u,
    ],
    [
      'Voy a mudarme a Ámsterdam en marzo por el trabajo de mi marido. No hablo neerlandés.',
      'Voy a mudarme a Ámsterdam en marzo, informándome el primer mes',
      /por el trabajo de mi marido/u,
    ],
  ])('%s', (input, goal, pasted) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(goal);
    expect(out).not.toMatch(pasted);
  });
});
