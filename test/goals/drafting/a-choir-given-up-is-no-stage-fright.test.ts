/**
 * Issue 33 (blind reading 48's 12): "Antes cantaba en el coro de la parroquia pero lo dejé" got "Voy a aprender a hablar
 * en público con seguridad": the choir is a stage-fright cue ("coro=") for one who fears singing before others, not for
 * one who sang there and gave it up. A choir told as sung in once rules the stage fright out (stagefright's unless): the
 * activity to take up again is answered instead.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a choir given up is no stage fright', () => {
  it.each([
    [
      'Soy viuda, antes cantaba en el coro de la iglesia pero lo dejé. Casi no salgo de casa.',
      'Voy a volver a cantar en el coro',
      /hablar en público/u,
    ],
    [
      'Cantavo nel coro della parrocchia ma ho smesso quando mio marito si è ammalato. Ora passo le giornate da sola.',
      'Riprenderò il coro',
      /parlare in pubblico/u,
    ],
  ])('%s', (text, goal, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toMatch(broken);
  });
});
