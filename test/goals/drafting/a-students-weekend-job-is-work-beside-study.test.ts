/**
 * Issue 33 (blind reading 31's 9): a first-year student who works at weekends in a café ("pracuju o
 * víkendech v kavárně") was told to "finish work by 18:00" — an office worker's burnout plan. Work at
 * weekends beside one's studies (situations.json, workstudy's cues with a word of study in its
 * sentences) is a job to fit around the studies, which beats burnout.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_28 = new Date(Date.UTC(2026, 10, 28, 10));

describe("a student's weekend job is work beside study", () => {
  it.each([
    [
      'Je mi 19, jsem v prváku na ČVUT a upřímně to nezvládám. Z matiky jsem dostal v zápočtovém testu 8 bodů ze 40 a v lednu mám zkoušky. Přitom ještě pracuju o víkendech v kavárně.',
      /Skloubím práci se studiem/u,
      /do 18:00/u,
    ],
    [
      "I'm in my second year at university and I work in a pub at weekends. My exams start in January and I'm way behind.",
      /fit my job around my studies/u,
      /by 18:00/u,
    ],
    [
      'Ich studiere Maschinenbau im dritten Semester und arbeite am Wochenende im Supermarkt. Die Klausuren sind im Februar und ich komme kaum zum Lernen.',
      /Job und mein Studium unter einen Hut/u,
      /18:00/u,
    ],
    [
      'Jestem na drugim roku studiów i pracuję w weekendy w kawiarni. W styczniu mam sesję i nie wiem, kiedy się uczyć.',
      /Pogodzę pracę ze studiami/u,
      /18:00/u,
    ],
    [
      'Я учусь на втором курсе университета и работаю по выходным официантом. Сессия в январе, а я ничего не успеваю.',
      /совмещу работу с учёбой/u,
      /до 18:00/u,
    ],
    [
      'Estudio enfermería en Sevilla y trabajo de camarera los fines de semana. En febrero tengo el examen de farmacología.',
      /compaginar mi trabajo con mis estudios/u,
      /18:00/u,
    ],
  ])('%s', (input, fits, office) => {
    const out = draftGoals(input, NOV_28);
    expect(out).toMatch(fits);
    expect(out).not.toMatch(office);
  });

  it('a nurse who works every weekend has no studies to fit it around', () => {
    expect(draftGoals("I'm a nurse and I work every weekend, I'm exhausted and never see my friends.", NOV_28)).not.toMatch(/studies/u);
  });
});
