/**
 * Issue 33 (blind reading 88's 5, round 56's kin56 plan, applied by the lead): "our relationship" went to the
 * first relative the story names, so a carer whose mother lives with her and whose husband "hilft schon,
 * aber wir streiten oft" was told to improve "meine Beziehung zu meiner Mutter". The relative a sentence of
 * "us" names (the last such) is the one: the husband; with none, the child or the first relative as before.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('our relationship is with the relative we quarrel with', () => {
  it.each([
    [
      'Ich pflege seit einem Jahr meine Mutter (82, Demenz), die bei uns wohnt. Ich schlafe schlecht. Mein Mann hilft schon, aber wir streiten oft, wer was übernimmt.',
      /meine Beziehung zu meinem Mann durch ein offenes Gespräch verbessern/u,
      /Beziehung zu meiner Mutter/u,
    ],
    [
      'Meine Mutter hat Demenz und wohnt seit dem Sommer bei uns. Mein Mann hilft kaum, wir streiten ständig. Ich will unsere Beziehung verbessern.',
      /gemeinsam mit meinem Mann unsere Beziehung/u,
      /Beziehung zu meiner Mutter/u,
    ],
    [
      'Il mio compagno e io litighiamo spesso. Mio figlio ha 5 anni. Vorrei migliorare il nostro rapporto.',
      /Migliorerò il rapporto con il mio compagno/u,
      /con mio figlio/u,
    ],
  ])('%s', (text, goal, other) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(other);
  });
});
