/**
 * Issue 33 (round 50's probes): "self-employed", "autónoma", "Freelancerin" cue the freelancer's situation, whose
 * goal and measure are a steady flow of clients (five potential clients contacted a week). A freelancer who tells
 * of too much work ("I have too much work", "zu viele Aufträge", "no llego a todo") was answered with that hunt,
 * even as the measure of their own aim to work less ("höchstens 40 Stunden … dafür spreche ich jede Woche mindestens
 * fünf mögliche Kunden an"): the opposite of what they said. The freelancer's `unless` and `after` (the sentence
 * after the cue, where the overload is usually told) hold those words in every language now; phrases a negation
 * could turn round ("nemám moc práce", "не успеваю искать клиентов") are left out.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a freelancer who has too much work gets no goal to find clients', () => {
  it.each([
    [
      "I'm self-employed as a web designer. I have too much work and no evenings free. I want to stop working after 7 pm by February.",
      /^I will stop working after 7 pm by February/u,
      /clients/u,
    ],
    [
      'Ich bin Freelancerin. Ich habe zu viele Aufträge und schlafe kaum. Ich will ab Januar höchstens 40 Stunden pro Woche arbeiten.',
      /Ich werde ab Januar höchstens 40 Stunden pro Woche arbeiten; dafür schreibe ich/u,
      /Kunden/u,
    ],
    [
      'Soy autónoma, trabajo sola desde casa como traductora. Trabajo 11 horas al día y no llego a todo. Quiero tener los fines de semana libres a partir de enero.',
      /Voy a recuperar mi energía y reducir mi carga de trabajo/u,
      /flujo estable de clientes/u,
    ],
  ])('%s', (input, kept, gone) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(gone);
  });

  it('a freelancer short of work still gets the client goal', () => {
    expect(draftGoals("I'm self-employed and I don't have enough work, only two clients this month.", NOV_25)).toMatch(/clients/u);
  });
});
