/**
 * Issue 33 (blind reading 51's 2): "ambulante Pflege" is home care chosen for a relative, but a nurse who wants to go
 * "in die ambulante Pflege" is changing where she works. Her burnout story got the care-for-a-relative goal ("die
 * passende Pflege für meinen Angehörigen wählen … Pflege zu Hause oder ein Heim"); a nursing profession or moving
 * "into" home care now rules that situation out, as other care jobs already did.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));

describe('a nurse moving into home care chooses no care for a relative', () => {
  it.each([
    'Ich bin seit 11 Jahren Pflegefachkraft auf der Intensivstation und seit März krankgeschrieben – Burnout. Im Januar soll ich mit einer Wiedereingliederung anfangen, aber allein der Gedanke an die Station macht mir Herzrasen. Eigentlich würde ich gern in die ambulante Pflege oder ganz raus aus dem Beruf.',
    'Ich arbeite als Krankenschwester im Krankenhaus und möchte in die ambulante Pflege wechseln.',
    'Ich bin Pflegefachfrau im Altenheim und total erschöpft, ich überlege, in die ambulante Pflege zu gehen.',
  ])('%s', (text) => {
    const answer = draftGoals(text, NOV_26);
    expect(answer).not.toContain('Pflege zu Hause oder ein Heim');
    expect(answer).not.toContain('meinen Angehörigen');
  });

  it('home care weighed for a mother is still the choice of care', () => {
    expect(
      draftGoals('Meine Mutter hat Demenz. Ich weiß nicht, ob ambulante Pflege reicht oder ob sie ins Pflegeheim muss.', NOV_26),
    ).toContain('die passende Pflege für meine Mutter wählen');
  });
});
