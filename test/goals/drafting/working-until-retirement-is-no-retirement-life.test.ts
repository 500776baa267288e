/**
 * Issue 33 (round 67, triggers67): a worker who fears losing work before retiring ("quedarme sin trabajo antes de
 * jubilarme", blind reading 108's 5) or means to keep up "until I retire in 2028" was given a life with friends and
 * hobbies prepared for retirement, a matter never raised. A working life told until retirement (retirement's unless
 * in situations.json) is no retirement to prepare; retiring told ahead ("Za půl roku odcházím do důchodu") still is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1, 10));

describe('working until retirement is no retirement life', () => {
  it.each([
    "I'm 61 and I work as a teaching assistant in a primary school in Leeds. Last year I had a hip replacement and I'm still slow on the stairs. What worries me most is whether I can keep up with the children on the playground until I retire in 2028. I'd like to get stronger legs by the summer.",
    'Tengo 58 años y soy conductor de autobús en Valencia. Me da miedo quedarme sin trabajo antes de jubilarme, porque la empresa va a cambiar de concesión en 2027. Quiero sacar el CAP de mercancías antes de septiembre por si acaso.',
    'Tengo 52 años y llevo desde los 19 en la obra. Las rodillas ya no me responden como antes. Lo que más me preocupa es quedarme sin trabajo antes de jubilarme.',
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toBe('No response.');
    expect(out).not.toMatch(/retirement|jubilación/u);
  });

  it('still prepares a retirement told ahead', () => {
    expect(
      draftGoals(
        'Za půl roku odcházím do důchodu. Celý život jsem dělal ve fabrice a kromě kolegů nemám moc přátel. Nechci jen sedět u televize.',
        NOW,
      ),
    ).toMatch(/^Připravím si na důchod život s přáteli a koníčky/u);
  });
});
