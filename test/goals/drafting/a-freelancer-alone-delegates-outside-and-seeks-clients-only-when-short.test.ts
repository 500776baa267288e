/**
 * Issue 33 (round 50's probes): a person working alone ("Soy autónoma y trabajo sola. Quiero delegar
 * más.") was told to hand tasks "a mi equipo", and being freelance alone added a goal nobody asked for,
 * "conseguir un flujo estable de clientes", beside a tax, contributions or a wish to delegate. Working
 * alone is now a fact of the writer's life (life.json): work is handed to a freelancer, an assistant or a
 * tool; being freelance is a clients goal only where the text tells of clients, orders, income or work that
 * is short or irregular (situations.json freelance "needs").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 10, 25, 10));

describe('one who works alone hands work outside, not to a team', () => {
  it.each([
    [
      'Soy autónoma y trabajo sola. Quiero delegar más.',
      /^Voy a delegar más en los próximos tres meses, confiando al menos dos tareas recurrentes a un colaborador externo o a una herramienta/u,
      /mi equipo|flujo estable de clientes/u,
    ],
    [
      'I am a freelance designer and I work alone. I want to delegate more.',
      /I will delegate more over the next three months, handing over at least two recurring tasks to a freelancer, an assistant or a tool/u,
      /my team|steady flow of clients/u,
    ],
    [
      'Pracuji sama jako účetní. Chci začít delegovat.',
      /předám alespoň dva opakující se úkoly externímu pomocníkovi nebo nástroji/u,
      /týmu/u,
    ],
  ])('%s', (input, start, gone) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(start);
    expect(out).not.toMatch(gone);
  });
});

describe('being freelance is a clients goal only when clients or income are short', () => {
  it('a freelancer with a tax bill gets the tax, not new clients', () => {
    const out = draftGoals('I still haven’t paid last year’s tax bill of £3,200 and I’m freelancing as a photographer.', NOW);
    expect(out).toMatch(/^I will pay my tax bill in full/u); // round 67: an unpaid bill is paid (taxbill), no longer only put aside for
    expect(out).not.toMatch(/steady flow of clients|potential clients/u);
  });
  it.each([
    ['I am freelance and my income is irregular.', /^I will build a steady flow of clients/u, /five potential clients a week/u],
    ['Sono traduttrice freelance e ho pochi clienti.', /^Porterò più clienti alla mia attività/u, /sei settimane/u],
  ])('%s', (input, start, measure) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(start);
    expect(out).toMatch(measure);
  });
});
