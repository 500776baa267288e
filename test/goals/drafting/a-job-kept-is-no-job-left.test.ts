/**
 * Issue 33 (round 48): "sin dejar mi trabajo", "without quitting my job" tell a job the mentee keeps while
 * doing the aim. Its quitting word gave the goal the measure of leaving a job (notice period, resignation
 * handed in), and its job word the job search, for a business started beside the job. The job kept is a
 * condition: the aim before it names the topic (before.json), and a quitting word negated is no job left
 * (aims.json "without").
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a job kept while doing the aim is no job left', () => {
  it.each([
    [
      'quiero montar mi propio negocio sin dejar mi full-time job',
      'preguntando en el primer mes a al menos 20 posibles clientes',
      /preaviso|candidaturas/u,
    ],
    [
      'I want to start a side business without quitting my full-time job',
      'asking at least 20 people who could become my customers',
      /notice|applications/u,
    ],
    ['quiero empezar un side project sin dejar mi trabajo', 'dedicándole al menos cinco horas por semana', /preaviso|candidaturas/u],
    [
      "voglio aprire un'attività senza lasciare il mio lavoro",
      'chiedendo nel primo mese ad almeno 20 possibili clienti',
      /preavviso|candidature/u,
    ],
    [
      'I want to find a better job without quitting my current one first',
      'sending at least five tailored applications a month',
      /notice period/u,
    ],
  ])('%s', (input, measure, left) => {
    const out = draftGoals(input, NOV_25);
    expect(out).toContain(measure);
    expect(out).not.toMatch(left);
  });
});
