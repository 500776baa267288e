/**
 * Issue 33 (blind readings 58's 9 and 61's 8): eating out of stress or frustration ("jím hlavně z nervů", "esse
 * abends aus Frust") was told beside weight or other troubles and got no goal, or only a stock diet. It is a
 * concern of its own: what is felt before each snack noted, no snacks at home, ten minutes of something else first.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('eating out of stress is a concern of its own', () => {
  it.each([
    [
      'Ich bin seit Mai arbeitslos, habe zwei Monate Miete nicht bezahlt und esse abends aus Frust. Ich habe 12 Kilo zugenommen.',
      'werde ich nicht mehr aus Stress oder Frust essen',
    ],
    ['Estoy en paro y como por ansiedad por las noches.', 'Voy a dejar de comer para calmar la ansiedad'],
    ['Sedím celý den v kanceláři a večer jím hlavně z nervů.', 'Přestanu zajídat stres'],
    ["I stress eat every evening since I started my new job and I've gained 5 kilos.", 'I will stop eating to cope with stress'],
  ])('%s', (text, goal) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(goal);
    expect(answer).not.toContain('como por ansiedad por las noches en');
  });
});
