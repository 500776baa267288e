/**
 * Issue 33 (round 47): a landlord raising the rent was read as moving out into a place of one's own ("landlord",
 * "Miete" are that goal's words) or as a general budget. The person stays and must carry the higher rent: check the
 * rise, ask about housing support and cut other costs by its amount (situations.json "rentrise"), dated by its own
 * steps: the rise's sum is no sum to save or repay. A rent rise told as the reason for a job search stays that
 * search's reason, not a goal of its own.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a rent rise is carried, not a move into a place of my own', () => {
  it.each([
    [
      'My landlord is putting the rent up by 150 a month from February. I already pay 900 and earn 1,700.',
      'I will keep up with the higher rent without falling behind',
      /place of my own/u,
    ],
    [
      'Vermieter erhöht die Miete ab März um 80 Euro, ich bin alleinerziehend mit 2 Kindern und es reicht jetzt schon kaum.',
      'die höhere Miete stemmen, ohne in Rückstand zu geraten; dafür prüfe ich',
      /eigene Wohnung/u,
    ],
    [
      'O senhorio vai aumentar a renda em 150 euros a partir de janeiro e eu ganho 900. Não sei como vou fazer.',
      'cortando nas outras despesas o valor do aumento antes de ele começar',
      /guardando \d+ euros/u,
    ],
    [
      'Náš prenajímateľ zvyšuje nájom o 100 eur od januára a ja zarábam len 1100.',
      'Zvládnem vyšší nájom bez dlhov',
      /financie pod kontrolu/u,
    ],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });

  it('leaves a rise told as the reason for a job search to that search', () => {
    const answer = draftGoals(
      'Soy contable. Busco otro trabajo porque el alquiler sube en enero. Además fumo 20 cigarrillos al día.',
      NOV_25,
    );
    expect(answer).toContain('encontrar un nuevo trabajo');
    expect(answer).not.toMatch(/subida del alquiler/u);
  });
});
