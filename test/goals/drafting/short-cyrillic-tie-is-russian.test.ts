/**
 * Issue 33: a short Cyrillic text whose words Russian and Ukrainian share ("Я должна банку 150 000
 * рублей") tied and went to Ukrainian, the earlier language, and was answered in Ukrainian. A tie
 * with no "і ї є ґ" is Russian (language.ts); a Ukrainian letter still decides.
 */
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../src/goals/drafting/language.js';

describe('a short Cyrillic tie', () => {
  it.each(['Я должна банку 150 000 рублей.', 'Должен брату сорок тысяч.', 'Я должна маме деньги.'])('%s is Russian', (text) => {
    expect(detectLanguage(text)).toBe('ru');
  });
  it.each(['Я винна банку 40 тисяч гривень.', 'Хочу схуднути до літа.'])('%s stays Ukrainian', (text) => {
    expect(detectLanguage(text)).toBe('uk');
  });
});
