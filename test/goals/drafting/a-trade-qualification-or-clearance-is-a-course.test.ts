/**
 * Issue 33 (blind reading 108, shift and manual workers): a trade qualification or clearance ("passer le
 * CACES R489", "meinen Elektromeister schaffen", "die Externenprüfung bestehen", "группу допуска по
 * электробезопасности", an NVQ Level 3) got the weekly-steps filler ("toutes les étapes nécessaires",
 * "alle nötigen Schritte") or a gym plan (an NVQ "in Health" read as fitness). Each is earned by a course:
 * these words belong to aims.json's certificate entry, whose measure is the course, its sessions and the
 * final exam booked.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOW = new Date(Date.UTC(2026, 11, 1));

describe('a trade qualification or clearance is a course', () => {
  it.each([
    [
      "Je veux passer le CACES R489 catégorie 3 d'ici avril.",
      /^Je vais passer le CACES R489 catégorie 3 d'ici avril, en m'inscrivant d'ici deux semaines à la formation qui y mène/u,
    ],
    [
      'Ich will bis Ende 2027 meinen Elektromeister schaffen.',
      /^Ich werde bis Ende 2027 meinen Elektromeister schaffen; dafür melde ich mich in den nächsten zwei Wochen für den Kurs an/u,
    ],
    [
      'Ich möchte bis Juni die Externenprüfung als Fachkraft für Lagerlogistik bestehen.',
      /Externenprüfung als Fachkraft für Lagerlogistik bestehen; dafür melde ich mich/u,
    ],
    [
      'Хочу получить группу допуска по электробезопасности до весны.',
      /^Я получу группу допуска по электробезопасности до весны — за две недели запишусь на курс/u,
    ],
    ['Хочу до літа отримати групу допуску з електробезпеки.', /групу допуску з електробезпеки до літа — за два тижні запишуся на курс/u],
    [
      'I want to pass my NVQ Level 3 in Health and Social Care by next September.',
      /^I will pass my NVQ Level 3 in Health and Social Care by next September, signing up within two weeks for the course/u,
    ],
  ])('%s', (input, goal) => {
    const out = draftGoals(input, NOW);
    expect(out).toMatch(goal);
    expect(out).not.toMatch(/toutes les étapes nécessaires|alle nötigen Schritte|все нужные шаги|exercising at least three times a week/u);
  });
});
