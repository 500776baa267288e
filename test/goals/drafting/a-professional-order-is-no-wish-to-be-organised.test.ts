/**
 * Issue 33 (round 51's probes): "Vou conseguir o reconhecimento na Ordem dos Médicos Dentistas" lost
 * its aim to the wish to be organised ("mantendo uma única lista de tarefas para tudo"), because the
 * organised family's cue was the bare word "ordem" ("ordine", "orden"), which also names a
 * professional body. The family is now cued by the phrases of putting things in order ("pôr ordem",
 * "em ordem", "mettere ordine", "poner orden"), and a professional order stands beside a diploma among
 * what makes a recognition one (situations.json recognition "needs"): the recognition's own steps.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineGenerator } from '../../../src/goals/offline.js';

const generator = createOfflineGenerator(() => new Date(Date.UTC(2026, 10, 25)));
const draft = async (input: string): Promise<string> => (await generator.generate(input)).output;

describe('a professional order is no wish to be organised', () => {
  it('a recognition by the Ordem dos Médicos Dentistas keeps its aim and its steps', async () => {
    const out = await draft('Vou conseguir o reconhecimento na Ordem dos Médicos Dentistas até ao fim do ano.');
    expect(out).toMatch(/^Vou conseguir o reconhecimento na Ordem dos Médicos Dentistas até ao fim do ano, descobrindo/u);
    expect(out).toMatch(/reunindo em dois meses os documentos e as traduções/u);
    expect(out).not.toMatch(/lista de tarefas|prioridades/u);
  });

  it.each([
    ["Voglio iscrivermi all'Ordine degli Ingegneri entro marzo.", /^Mi iscriverò all'Ordine degli Ingegneri entro marzo/u],
    ['Quero a inscrição na Ordem dos Enfermeiros até junho.', /^Vou conseguir a inscrição na Ordem dos Enfermeiros até junho/u],
  ])('%s', async (input, start) => {
    const out = await draft(input);
    expect(out).toMatch(start);
    expect(out).not.toMatch(/lista de tarefas|lista di cose da fare/u);
  });

  it.each([
    ['Quero pôr ordem na minha vida.', /uma única lista de tarefas para tudo/u],
    ['Vorrei mettere ordine nella mia vita.', /un'unica lista di cose da fare/u],
    ['Quiero poner orden en mi vida.', /una sola lista de tareas para todo/u],
  ])('%s is still the wish to be organised', async (input, measure) => {
    expect(await draft(input)).toMatch(measure);
  });
});
