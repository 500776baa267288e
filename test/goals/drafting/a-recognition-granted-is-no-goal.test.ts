/**
 * Issue 33 (round 70's probes, the "already done" failures of blind readings 113–115): "Mi título de
 * enfermera ya está homologado desde septiembre" was answered with "averiguando … qué organismo tramita
 * la homologación de mi título": a recognition the mentee already has. A recognition told as granted
 * with "already", "finally" or "ya" (situations.json recognition "after", read in the whole story) is no
 * goal; a qualification not (yet) recognised still is.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25));

describe('a recognition granted is no goal', () => {
  it.each([
    [
      'Mi título de enfermera ya está homologado desde septiembre. Ahora trabajo en una residencia pero quiero entrar en un hospital público. Me preocupa la oposición, que es en mayo.',
      /Para mayo voy a aprobar el examen/u,
    ],
    [
      'La homologación de mi título de médico tardó dos años, pero ya está homologado. Trabajo en una farmacia y quiero aprobar el MIR en enero.',
      /Voy a aprobar el MIR en enero/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/reconozcan mi título extranjero|qué organismo tramita/u);
  });

  it('a degree not recognised yet is still a recognition to get', () => {
    const out = draftGoals(
      'Soy enfermera venezolana y mi título todavía no está homologado en España. Quiero trabajar de enfermera en un año.',
      NOW,
    );
    expect(out).toMatch(/qué organismo tramita la homologación de mi título/u);
  });
});
