/**
 * Issue 33 (round 26 fresh reading 9): "in einen Bürojob wechseln" named its job as one German compound, which no
 * job word matched; the goal had no topic and took the burnout measure told beside it ("in einen Bürojob wechseln;
 * dafür beende ich … meine Arbeit bis 18:00 Uhr"). A kind of job named as one word is a job search, as in English.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a kind of job named as one word is a job search', () => {
  it('measures the move to an office job in applications and keeps the burnout its own goal', () => {
    const goals = draftGoals(
      'Ich arbeite seit acht Jahren in der Pflege und bin völlig ausgebrannt. Ich möchte bis Sommer nächsten Jahres in einen Bürojob wechseln, habe aber keine Ahnung, wie.',
      NOV_25,
    );
    expect(goals).toContain(
      'Ich werde bis Sommer nächsten Jahres in einen Bürojob wechseln; dafür schicke ich jeden Monat mindestens fünf passgenaue Bewerbungen ab',
    );
    expect(goals).not.toMatch(/Bürojob wechseln; dafür beende ich/u);
  });
});
