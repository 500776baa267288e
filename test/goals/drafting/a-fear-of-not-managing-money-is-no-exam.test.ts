/**
 * Issue 33 (round 61's probes of people changing career): 'ho paura di non farcela economicamente' (I
 * am afraid I will not manage on the money) beside an apprenticeship at 40 added 'Supererò l'esame
 * entro i prossimi quattro mesi' — an exam nobody named, read from the examprep cue 'paura di non
 * farcela'. Not managing with money, rent or a mortgage is no exam (examprep's 'unless', in its
 * sentence); 'a giugno ho la maturità, ho paura di non farcela' keeps its exam.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a fear of not managing on the money is no exam', () => {
  it('an apprenticeship at 40 with a mortgage gets no exam goal', () => {
    const out = draftGoals(
      'A 40 anni voglio iniziare un apprendistato come elettricista. Lavoro in banca e ho paura di non farcela economicamente, ho un mutuo di 700 euro al mese.',
      NOV_25,
    );
    expect(out).toContain('Inizierò un apprendistato come elettricista entro i prossimi tre mesi, inviando almeno dieci candidature');
    expect(out).not.toMatch(/esame/u);
  });

  it('the fear beside a named exam keeps it', () => {
    expect(draftGoals('Ho 19 anni e a giugno ho la maturità, ho paura di non farcela. Nell’ultimo anno ho preso 10 kg.', NOV_25)).toContain(
      'Entro giugno supererò la maturità',
    );
  });
});
