/**
 * Issue 33 (stated25, stated24's f6): leaving a Polish 'etat' (a salaried post) or 'korpo' is a
 * workplace left — its notice period, the income to live on after it and the notice handed in — not
 * the weekly-steps filler beside the freelance work it makes room for.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a salaried post left', () => {
  it.each([
    'Chcę odejść z etatu i przejść na freelance jako grafik do czerwca.',
    'Chcę rzucić etat w przyszłym roku i otworzyć własną firmę.',
    'Chcę do wakacji odejść z korpo.',
  ])('%s', async (input) => {
    const out = await draft(input);
    expect(out).toMatch(/okres wypowiedzenia/u);
    expect(out).not.toMatch(/wszystkie potrzebne kroki/u);
  });
});
