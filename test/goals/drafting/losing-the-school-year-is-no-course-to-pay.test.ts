/**
 * Issue 33 (blind reading 111 #4, round 69): "Pablo está perdiendo el curso" beside "el logopeda privado
 * cuesta 35 euros" was "Voy a reunir el dinero para el curso … aportación de la empresa" for a mother
 * with no job. A school year lost or repeated ("perder el curso", "perder o ano", "redoubler",
 * "perdere l'anno") is no course with a fee: coursecost's `unless` in situations.json.
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('losing the school year is no course to pay', () => {
  it.each([
    'Mi hija Lucía tiene 15 años y este año está perdiendo el curso. El profesor particular cuesta 20 euros la hora y no puedo pagar más de dos al mes.',
    'O meu filho está a perder o ano. O explicador custa 15 euros por hora e não temos dinheiro.',
    "Mon fils risque de redoubler. Le cours de soutien coûte 30 euros l'heure.",
    "Mio figlio rischia di perdere l'anno. Il corso di recupero costa 200 euro e non ce la facciamo.",
  ])('%s', (input) => {
    const out = draftGoals(input, NOW);
    expect(out).not.toMatch(
      /dinero para el curso|dinheiro para o curso|argent pour (?:le|la)|soldi per il corso|aportación de la empresa/u,
    );
  });

  it.each([
    'El curso de inglés que necesito cuesta 600 euros y ahora no tengo el dinero.',
    "La formation de comptable coûte 900 euros et je n'ai pas l'argent.",
  ])('a course the writer pays for is still one: %s', (input) => {
    expect(situationsIn(input)).toContain('coursecost');
  });
});
