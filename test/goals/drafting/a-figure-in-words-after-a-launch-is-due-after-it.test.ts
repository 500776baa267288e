/**
 * Issue 33 (blind reading 66's 25): "запустить свой ютуб-канал … и набрать первую тысячу подписчиков" got the channel
 * launched within four months and the thousand subscribers within three: a figure due before the launch it needs. A
 * figure written as a word after a launch ("тысячу", "тисячу") is due after the launch, as a digit is
 * (own-measures.json launchFigures).
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_25 = new Date(Date.UTC(2026, 10, 25, 10));

describe('a figure in words after a launch is due after it', () => {
  it.each([
    [
      'Хочу запустить свой ютуб-канал про ремонт велосипедов и набрать первую тысячу подписчиков.',
      'набрать первую тысячу подписчиков в течение трёх месяцев после запуска;',
      /подписчиков в течение трёх месяцев;/u,
    ],
    [
      'Хочу запустити свій ютуб-канал і набрати першу тисячу підписників.',
      'набрати першу тисячу підписників протягом трьох місяців після запуску;',
      /підписників протягом трьох місяців;/u,
    ],
  ])('%s', (text, said, broken) => {
    const goals = draftGoals(text, NOV_25);
    expect(goals).toContain(said);
    expect(goals).not.toMatch(broken);
  });
});
