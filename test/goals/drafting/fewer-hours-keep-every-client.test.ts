/**
 * Issue 33 (blind reading 110's 24, filler69's probes): "ridurre le mie ore da 65 a 50 a settimana entro marzo,
 * senza perdere clienti" took the fewer-clients steps, "lasciando ogni mese il cliente meno redditizio": the method
 * contradicted the goal. Fewer hours of one's own business kept with every client are the week's hours logged, fixed
 * hours and work by appointment, similar jobs grouped and regular customers told the new hours (aims.json, before
 * the fewer-clients entry). Clients to cut keep their own steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('fewer hours keep every client', () => {
  it.each([
    [
      'Voglio ridurre le mie ore di lavoro in officina da 65 a 50 a settimana entro marzo, senza perdere clienti.',
      /accettando lavori solo su appuntamento/u,
      /cliente meno redditizio/u,
    ],
    [
      'I want to cut my hours at the garage from 60 to 45 a week by April without losing any customers.',
      /taking work only by appointment/u,
      /least rewarding|request/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('clients to cut keep their own steps', () => {
    expect(draftGoals('Voglio ridurre i clienti da 12 a 8 entro giugno.', NOW)).toMatch(/cliente meno redditizio/u);
  });
});
