/**
 * Issue 33 (stated33's own round): hours of study told after a goal of the body or of money ('bis Ende
 * März 6 kg abnehmen. Außerdem will ich jeden Tag 20 Minuten Spanisch lernen') are an aim of their own,
 * never that goal's own plan ('dafür halte ich mich an meinen eigenen Plan: jeden Tag 20 Minuten
 * Spanisch lernen') nor dropped beside it (plan.json unstudied).
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 28)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('hours of study beside a weight or savings goal are a goal of their own', () => {
  it.each([
    [
      'Ich möchte bis Ende März 6 kg abnehmen. Außerdem will ich jeden Tag 20 Minuten Spanisch lernen.',
      '2. In den nächsten sechs Monaten werde ich jeden Tag 20 Minuten Spanisch lernen',
    ],
    [
      'Quiero bajar 5 kilos antes de junio. También quiero estudiar inglés 30 minutos al día.',
      '2. Voy a estudiar inglés 30 minutos al día',
    ],
    [
      'Chcę schudnąć 6 kg do marca. Chcę też uczyć się hiszpańskiego 20 minut dziennie.',
      '2. Będę uczyć się hiszpańskiego 20 minut dziennie',
    ],
    ['I want to save £3,000 by June. I also want to study Spanish for 30 minutes a day.', '2. I will study Spanish for 30 minutes a day'],
  ])('%s', async (input, second) => {
    const out = await draft(input);
    expect(out).toContain(second);
    expect(out).not.toMatch(/eigenen Plan|propio plan|swojego planu|own plan/u);
  });
});
