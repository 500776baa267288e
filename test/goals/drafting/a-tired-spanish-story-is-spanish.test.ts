/**
 * Issue 33 (the lead, from the development answers): a short Spanish story of tiredness — "estoy",
 * "duermo", "horas", "veces", "jefa" — had no Spanish evidence but "a", "mi" and "dos", while
 * "cansada" and "horas" counted for Portuguese only, so it was answered in Portuguese. Spanish now has
 * the words such stories are written with (language.json); a Portuguese one stays Portuguese.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a tired Spanish story is answered in Spanish', () => {
  it.each([
    'Estoy tan cansada que esta semana le contesté mal a mi jefa dos veces. Duermo solo 5 horas.',
    'Estoy cansada, duermo 5 horas.',
  ])('%s', async (input) => {
    const out = await draft(input);
    expect(out).toMatch(/\bVoy a\b/u);
    expect(out).not.toMatch(/\bVou\b|\bmeus?\b|\bminhas?\b/u);
  });

  it('a Portuguese story of the same kind stays Portuguese', async () => {
    const out = await draft('Estou tão cansada que esta semana respondi mal à minha chefe duas vezes. Durmo só 5 horas.');
    expect(out).toMatch(/\bVou\b/u);
    expect(out).not.toMatch(/\bVoy a\b/u);
  });
});
