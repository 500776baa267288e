/**
 * Issue 33 (blind readings 65-67): goals built on what the person never told, while what they told was
 * dropped. "I snap at my partner" beside a mother with dementia became "keep my temper with my mother";
 * "kann mir keine Phase ohne Gehalt leisten" became a business to bring into profit; a pizzeria unable to
 * pay its wages became a working week to cut; a father "alone since my mother died" became the writer's
 * grief; a girlfriend's PhD became the writer's thesis; and "seit Monaten einfach leer" in a burnout story
 * found no burnout at all; "všetko ide po nemecky" at work found no language, only a colleague to fall out
 * with. Each cue now counts only where it is the person's own matter (situations.json).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('no goal on what was never told, and the told concern kept', () => {
  it.each([
    [
      'my mum was diagnosed with early dementia last autumn. im exhausted, i snap at my partner, and my brothers just send money.',
      'keep my temper with my partner',
      /keep my temper with my mother/u,
    ],
    [
      'Ich bin 45 und Industriekaufmann, würde gern in die Softwareentwicklung wechseln und kann mir keine längere Phase ohne Gehalt leisten.',
      'wechseln',
      /Gewinnzone/u,
    ],
    [
      'Ho una pizzeria a Bari. Il fatturato è calato del 30%. Ho quattro dipendenti e a dicembre non riesco a pagare gli stipendi.',
      'fatturato mensile',
      /settimana lavorativa/u,
    ],
    [
      'Recebi uma proposta para ir trabalhar para Lisboa, mas o meu pai está sozinho desde que a minha mãe faleceu. Tenho até ao dia 15 do próximo mês para responder.',
      'vou decidir sobre a proposta de emprego',
      /luto/u,
    ],
    [
      "I got a job offer in Munich but my girlfriend can't move because of her PhD. I don't want to ruin the relationship.",
      'I will decide on the job offer',
      /my thesis/u,
    ],
    [
      'Ich arbeite als Pflegekraft auf einer Intensivstation und bin seit Monaten einfach leer. An freien Tagen schlafe ich bis mittags.',
      'wieder zu Kräften kommen',
      /^In den nächsten zwei Monaten werde ich besser und regelmäßiger schlafen/u,
    ],
    [
      'Od januára pracujem v rakúskej firme a všetko ide po nemecky. Na porade rozumiem možno polovicu. Šéf mi už naznačil, že by chcel, aby som bol aktívnejší.',
      'v nemčine o úroveň vyššie',
      /s ktorým mám najväčšie ťažkosti/u,
    ],
  ])('%s', (input, kept, broken) => {
    const output = draftGoals(input, NOW);
    expect(output).toContain(kept);
    expect(output).not.toMatch(broken);
  });
});
