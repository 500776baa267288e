/**
 * Issue 33 (blind reading 113's 16, round 70): "ale já tady chci zůstat" made the goal "Mým cílem je zůstat
 * během šesti měsíců" with an exam's steps. A bare "stay" ("zůstat", "zostanę tu", "hier bleiben",
 * "quedarme aquí", "restare qui") names nothing to reach by a date: no aim (gate.json stopAlone); the aims
 * told beside it keep their goals.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('staying alone names no goal', () => {
  it.each([
    [
      'Přítel se chce vrátit do Brna, ale já tady chci zůstat. Chci si udělat kurz HACCP do června.',
      /^Udělám si kurz HACCP do června/u,
      /zůstat|Zůstanu/u,
    ],
    ['Chłopak chce wracać do Polski, ale ja chcę tu zostać. Chcę zdać B1 do grudnia.', /^Zdam B1 do grudnia/u, /Zostanę|zostać/u],
    [
      'Mein Mann möchte nach Hause, aber ich will hier bleiben. Ich will bis Juni das B2-Zertifikat machen.',
      /^Ich werde bis Juni das B2-Zertifikat machen/u,
      /hier bleiben;/u,
    ],
    [
      'Mi novio quiere volver a Lima, pero yo quiero quedarme aquí. Quiero aprobar el B2 antes de junio.',
      /^Voy a aprobar el B2 antes de junio/u,
      /quedarme/u,
    ],
    [
      'Il mio ragazzo vuole tornare in Italia, ma io voglio restare qui. Voglio passare il B2 entro giugno.',
      /^Passerò il B2 entro giugno/u,
      /Resterò/u,
    ],
  ])('%s', (input, goal, wrong) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(wrong);
  });
});
