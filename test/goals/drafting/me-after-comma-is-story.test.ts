/**
 * Issue 33, second hunt for breaks (lang15b): after the aim and a comma, the mentee told within three
 * words ("w maju mi nie poszło", "v lednu mi to nevyšlo", "en enero me suspendieron") is their story,
 * not a part of the goal pasted after its deadline.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 26));

describe('the mentee told after the aim’s comma is story', () => {
  it.each([
    ['Chcę zdać egzamin na prawo jazdy do kwietnia, w październiku mi się nie udało.', /mi się nie udało/u, /do kwietnia/u],
    ['Chci složit zkoušku z angličtiny do dubna, loni mi to nevyšlo.', /mi to nevyšlo/u, /do dubna/u],
    ['Хочу сдать экзамен по химии до апреля, в ноябре мне поставили двойку.', /мне поставили/u, /до апреля/u],
    ['Quiero aprobar el examen de conducir antes de abril, en octubre me suspendieron.', /me suspendieron/u, /abril/u],
    ['Voglio superare l’esame di guida entro aprile, a ottobre mi hanno bocciato.', /mi hanno bocciato/u, /aprile/u],
  ])('%s', (input, story, deadline) => {
    const output = draftGoals(input, NOW);
    expect(output).not.toMatch(story);
    expect(output).toMatch(deadline);
  });
});
