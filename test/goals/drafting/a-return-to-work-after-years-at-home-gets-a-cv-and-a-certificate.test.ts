/**
 * Issue 33 (round 47): a parent back on the job market after years at home was answered with a generic list of steps,
 * or with the return from leave's meeting with a manager they do not have; the certificates the jobs ask for were
 * dropped. Its goal updates the CV, picks one short course with a certificate and sends applications
 * (situations.json "homereturn"; the return from leave is ruled out by the same words).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a return to work after years at home gets a CV, a certificate and applications', () => {
  it.each([
    [
      'Ich war 8 Jahre zu Hause mit den Kindern und möchte jetzt wieder arbeiten, aber ich habe keine Zertifikate.',
      'bringe ich innerhalb von zwei Wochen meinen Lebenslauf auf den neuesten Stand, wähle innerhalb eines Monats einen kurzen Kurs mit einem Zertifikat',
      /alle nötigen Schritte/u,
    ],
    [
      'Sono stata a casa 6 anni con i bambini, adesso vorrei tornare a lavorare ma non ho nessun attestato.',
      'scegliendo entro un mese un corso breve con un attestato',
      /tutti i passi necessari/u,
    ],
    [
      'After 10 years at home raising my kids I want to go back to work, but I have no qualifications and every job asks for certificates.',
      'choosing within a month one short course with a certificate',
      /meeting my manager/u,
    ],
    [
      'Estuve 9 años en casa con mis hijos. Ahora quiero volver a trabajar pero no sé por dónde empezar.',
      'actualizando mi currículum en dos semanas',
      /reuni/u,
    ],
  ])('%s', (text, expected, broken) => {
    const answer = draftGoals(text, NOV_25);
    expect(answer).toContain(expected);
    expect(answer).not.toMatch(broken);
  });
});
