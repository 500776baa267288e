/**
 * Issue 33 (cover27, blind reading 25's 14): a girlfriend or boyfriend is no child — "my girl" and
 * "my boy" name a child only as whole words — so the writer's own evenings on the phone are his own
 * screen limit, never screen-time rules agreed with a daughter or son the story does not have.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 26)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe("the writer's own phone", () => {
  it.each([
    "Honestly my phone runs my life: screen time says 5 hours a day and I'm on it until 1am. I'm 32. My girlfriend says I'm never present when we're together.",
    "I'm 31 and on my phone every evening until midnight, about 5 hours a day of Instagram. My boyfriend complains that I never listen to him.",
  ])('en: %s', async (input) => {
    const out = await draft(input);
    expect(out).not.toMatch(/daughter|\bson\b|school days/u);
    expect(out).toMatch(/screen time/u);
    expect(out).toMatch(/5/u);
  });

  it.each([
    [
      'de',
      'Ich bin 27 und hänge jeden Abend bis eins am Handy, laut Bildschirmzeit 6 Stunden am Tag. Meine Freundin sagt, ich sei nie richtig da.',
      /Bildschirmzeit/u,
      /Tochter|Sohn|Schultag/u,
    ],
    [
      'es',
      'Tengo 30 años y paso unas 5 horas al día con el móvil, sobre todo en redes sociales. Mi novia dice que nunca estoy presente cuando estamos juntos.',
      /pantalla/u,
      /hija|hijo|días de colegio/u,
    ],
  ])('%s: %s', async (_lang, input, own, child) => {
    const out = await draft(input);
    expect(out).toMatch(own);
    expect(out).not.toMatch(child);
  });

  it('a child told keeps the rules agreed with her', async () => {
    const out = await draft('My girls are 8 and 11 and they are on the tablet all weekend, we argue about it every Sunday.');
    expect(out).toMatch(/screen-time rules with my daughter/u);
  });
});
