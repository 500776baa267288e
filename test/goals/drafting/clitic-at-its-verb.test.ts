/**
 * Issue 33: "Moim celem jest się lepiej czuć", "Mým cílem je se líp cítit": after "is" the reflexive
 * clitic opened the infinitive phrase; it stands at its infinitive ("lepiej się czuć", "líp se cítit").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a clitic after "is" stands at its infinitive', () => {
  it.each([
    ['pl', 'Chciałabym mieć więcej energii i lepiej się czuć.', /Moim celem jest lepiej się czuć/u, /jest się/u],
    ['cs', 'Chtěla bych mít víc energie a líp se cítit.', /Mým cílem je líp se cítit/u, /je se /u],
    ['sk', 'Chcela by som sa lepšie cítiť v práci.', /Mojím cieľom je lepšie sa cítiť/u, /je sa /u],
  ])('%s', (_lang, wish, kept, gone) => {
    const goals = draftGoals(wish, NOV_26);
    expect(goals).toMatch(kept);
    expect(goals).not.toMatch(gone);
  });
});
