/**
 * Issue 33 (blind reading 26's 26): "passar no ENEM deste ano … e também conseguir …" shared the exam's
 * genitive "deste ano" with the other aims as "Deste ano vou voltar a estudar", a wrong preposition.
 * Shared, it is "Este ano" (calendar.json byDate); Spanish and Italian already said "Este año",
 * "Quest'anno" and are guards.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a year told in the genitive is shared as the year', () => {
  it.each([
    [
      'Quero voltar a estudar e passar no ENEM deste ano pra entrar em enfermagem numa federal, e também conseguir conciliar com meu trabalho de recepcionista.',
      /^1\. Este ano vou voltar a estudar,/mu,
    ],
    ['Quero passar no exame de condução deste ano e poupar 2000 euros.', /^2\. Este ano vou poupar 2000 euros,/mu],
    ['Quiero aprobar el examen de este año y ahorrar 2000 euros.', /^2\. Este año voy a ahorrar 2000 euros,/mu],
    ["Voglio superare l'esame di quest'anno e risparmiare 2000 euro.", /^2\. Quest'anno risparmierò 2000 euro,/mu],
  ])('%s', async (input, kept) => {
    const out = await draft(input);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(/\bDeste ano\b/u);
  });
});
