/**
 * Issue 33 (blind reading 110 #15, round 69): a plumber "à mon compte … en micro-entreprise" who does
 * "tout tout seul" got "déléguer des tâches à mon équipe": he has no team. A story that tells the
 * writer works alone or for themselves (self-employed, sole trader, "arbeite allein", "pracuję sam")
 * anywhere rules out delegation (its `after` in situations.json); a manager who cannot let go keeps it.
 */
import { describe, expect, it } from 'vitest';
import { situationsIn } from '../../../src/goals/drafting/situations.js';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a lone tradesman delegates to no team', () => {
  it.each([
    'Je suis plombier à mon compte depuis trois ans, en micro-entreprise. Je fais tout tout seul : les devis le soir, les chantiers la journée.',
    "I'm a self-employed electrician, just me and the van. I do everything myself: quotes at night, jobs all day.",
    'Ich bin selbstständiger Fliesenleger und arbeite allein. Ich mache alles selbst, abends Angebote, tagsüber Baustelle.',
    'Jestem hydraulikiem na własnej działalności, pracuję sam. Robię wszystko sam, wieczorami wyceny, w dzień zlecenia.',
  ])('%s', (input) => {
    expect(situationsIn(input)).not.toContain('delegation');
    expect(draftGoals(input, NOW)).not.toMatch(/équipe|my team|meinem Team|zespo/u);
  });

  it('a manager who does everything still delegates', () => {
    expect(draftGoals("I manage a team of six and I do everything myself because I can't let go of tasks.", NOW)).toMatch(
      /hand work over to my team/u,
    );
  });
});
