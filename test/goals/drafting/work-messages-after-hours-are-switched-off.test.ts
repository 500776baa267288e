/**
 * Issue 33 (round 67, filler67's probes): work messages or calls no longer answered after hours
 * ("aufhören, nach Feierabend Mails vom Chef zu lesen", "перестати перевіряти робочий чат після
 * десятої", "smettere di rispondere alle chiamate di lavoro nel weekend") were measured by their
 * words' topics: a book a month, a sleep log, job applications, with a book's twelve months. They are
 * an hour after which work waits, the notifications off, the team told and each day kept marked
 * (aims.json), dated by those steps.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('work messages after hours are switched off', () => {
  it.each([
    [
      'Ich will aufhören, nach Feierabend noch Mails und Nachrichten vom Chef zu lesen.',
      /^Ich werde aufhören, nach Feierabend noch Mails und Nachrichten vom Chef zu lesen; dafür lege ich diese Woche die Uhrzeit fest/u,
      /Buch pro Monat|zwölf Monaten/u,
    ],
    [
      'Хочу перестати перевіряти робочий чат після десятої вечора, бо потім не можу заснути.',
      /робочий чат після десятої вечора — цього тижня визначу годину/u,
      /лягатиму спати/u,
    ],
    [
      'Voglio smettere di rispondere alle chiamate di lavoro durante il weekend.',
      /chiamate di lavoro durante il weekend, fissando questa settimana l'ora/u,
      /candidature/u,
    ],
  ])('%s', (input, goal, old) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(old);
  });
});
