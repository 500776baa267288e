/**
 * Issue 33 (round 50's probes): "I need 6,000 € by June for a used car" and "Preciso de 4.000 euros até agosto" got
 * no goal, though "Ich brauche bis Juni 4.000 €", "Potřebuji do května 50 000 Kč" and "Necesito 3.000 euros para
 * diciembre" did: English read a sum needed only before a noun ("I need 300 orders"), Portuguese read no need of a
 * number at all ("preciso de 120 peças"). A sum of money needed by a date is a saving aim of its own (english.json,
 * intents.json): a count needed, or a sum with no date ("I need 15,000 to cover costs"), is still none. Beside a
 * workload told with no aim of its own, that dated sum keeps its own goal and pace, rather than being read as the
 * workload's answer (offline.ts besideSituations).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a sum needed by a date is a saving aim', () => {
  it.each([
    [
      'I need 6,000 € by June for a used car. Also I want to run a half marathon in October.',
      'I will get 6,000 € by June for a used car, setting aside',
      'I will run a half marathon in October',
    ],
    [
      'I need £3,000 by March for my wedding. Work is crazy, I do 55 hours a week and I barely see my kids.',
      'I will get £3,000 by March for my wedding, setting aside £1,000 every month',
      'bring my workload down to a level I can sustain over the next two months',
    ],
    [
      'Preciso de 4.000 euros até agosto para a viagem ao Brasil. Também quero aprender inglês até ao nível B2.',
      'Vou conseguir 4.000 euros até agosto para a viagem ao Brasil, guardando 500 euros todos os meses',
      'Vou aprender inglês até ao nível B2',
    ],
  ] as const)('%s', (text, saving, other) => {
    const out = draftGoals(text, NOV_25);
    expect(out).toContain(saving);
    expect(out).toContain(other);
    expect(out).not.toContain('workload down to a level I can sustain by March');
  });

  it('leaves a count needed, or a sum with no date, as before', () => {
    expect(draftGoals('Tenho uma pequena pastelaria há dois anos e preciso de 350 encomendas por mês.', NOV_25)).not.toContain(
      'Vou conseguir 350',
    );
    expect(draftGoals('I need 15,000 to cover costs. I run a small bakery.', NOV_25)).not.toContain('I will get 15,000');
  });
});
