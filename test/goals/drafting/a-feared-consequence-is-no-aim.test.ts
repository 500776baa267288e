/**
 * Issue 33 (round 47's probes): "I'm scared to raise my prices because I'll lose my regulars" came back as "I will lose
 * my regulars over the next six months": the future after "because" read as the mentee's aim. What one fears will
 * follow ("because I'll", "porque voy a", "parce que je vais", "porque vou") is the story (gate.json storyLeads), and
 * the price rise it holds back is the goal.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a feared consequence is no aim', () => {
  it.each([
    [
      "I run a small bakery in Leeds. Since energy prices went up my costs are about 30% higher and last month I lost £1,800. I'm scared to raise my prices because I'll lose my regulars.",
      'I will raise my prices',
      /I will lose my regulars/u,
    ],
    [
      'Tengo una panadería. Me da miedo subir los precios porque voy a perder clientes.',
      'Voy a subir mis precios',
      /Voy a perder clientes/u,
    ],
    [
      "J'ai une boulangerie. J'ai peur d'augmenter mes prix parce que je vais perdre mes clients.",
      'Je vais augmenter mes prix',
      /Je vais perdre mes clients/u,
    ],
    [
      'Tenho uma padaria. Tenho medo de aumentar os preços porque vou perder clientes.',
      'Vou aumentar os meus preços',
      /Vou perder clientes/u,
    ],
  ])('%s', (text, expected, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(expected);
    expect(goals).not.toMatch(broken);
  });
});
