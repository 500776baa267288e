/**
 * Issue 33 (round 56's probes): a choice told by "choisir entre", "dividida entre", "torn between", "Sto pensando se"
 * or "Váhám, jestli" named no decision: "Je dois choisir entre reprendre mes études d'infirmière ou rester vendeuse"
 * became two goals (one of them "choisir entre reprendre … au cours des douze prochains mois", a break) and the
 * weekly-steps filler, the Portuguese options a "plano claro" that named neither, the Italian one a business started,
 * the Czech one a career change's trial day. The words of choosing, of being torn and of wondering open the options
 * like "I don't know whether" (options.json `know`), and "entre", "between", "tra" start them like "whether"
 * (`comp`), so the person's two paths are one decision, named in their words, in each language that says it so.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a choice between two paths is one decision', () => {
  it.each([
    [
      "Je dois choisir entre reprendre mes études d'infirmière ou rester vendeuse chez Decathlon. J'ai un fils de 4 ans.",
      "Je vais décider d'ici six semaines entre reprendre mes études d'infirmière ou rester vendeuse chez Decathlon,",
      /toutes les étapes nécessaires|au cours des douze prochains mois/u,
    ],
    [
      'Estou dividida entre aceitar uma vaga em Lisboa ou ficar no Porto perto dos meus pais. Tenho de responder até 15 de dezembro.',
      'entre aceitar uma vaga em Lisboa ou ficar no Porto perto dos meus pais',
      /plano claro/u,
    ],
    [
      'Estoy dividida entre volver a estudiar o seguir en la tienda.',
      'Voy a decidir en las próximas seis semanas entre volver a estudiar o seguir en la tienda,',
      /pasos necesarios/u,
    ],
    [
      'Sto pensando se aprire un mio studio da fisioterapista o restare dipendente in clinica. Mia moglie è incinta.',
      'Deciderò entro sei settimane se aprire un mio studio da fisioterapista o restare dipendente in clinica,',
      /Avvierò la mia attività/u,
    ],
    [
      "I'm torn between going back to college or staying in my warehouse job. I have two kids.",
      'I will decide within six weeks between going back to college or staying in my warehouse job,',
      /steps needed/u,
    ],
    [
      'Váhám, jestli si udělat rekvalifikaci na účetní, nebo zůstat v restauraci jako číšnice. Mám dvě děti.',
      'Rozhodnu se během šesti týdnů, jestli si udělat rekvalifikaci na účetní, nebo zůstat v restauraci jako číšnice',
      /zkušební den/u,
    ],
  ])('%s', (text, kept, gone) => {
    const goal = draftGoals(text, NOV_25);
    expect(goal).toContain(kept);
    expect(goal).not.toMatch(gone);
  });
});
