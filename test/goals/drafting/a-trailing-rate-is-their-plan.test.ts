/**
 * Issue 33 (blind reading 22's 22): "начать вести телеграм-канал о прочитанном, хотя бы один пост в
 * неделю" lost the mentee's own rate to the weekly-steps filler ("выпишу все нужные шаги … в последнюю
 * пятницу месяца"). A rate from "at least" or a count on, after the last aim of its sentence, is that
 * aim's own plan (plan.json tail, pace.ts); an income told after a comma is no plan.
 */
import { describe, expect, it } from 'vitest';
import { draftGoals } from '../../../src/goals/offline.js';

const NOV_26 = new Date(Date.UTC(2026, 10, 26, 10));
const FILLER = /нужные шаги|потрібні кроки|potřebné kroky|every step it takes|pasos necesarios|nötigen Schritte|последнюю пятницу/u;

describe('a rate told after the aim is the mentee’s plan', () => {
  it.each([
    [
      'Хочу в этом году прочитать 24 книги и начать вести телеграм-канал о прочитанном, хотя бы один пост в неделю.',
      /2\. Я начну вести телеграм-канал о прочитанном в этом году — буду следовать своему плану: хотя бы один пост в неделю\./u,
    ],
    ['Хочу почати вести блог про подорожі, хоча б один пост на тиждень.', /дотримуватимуся свого плану: хоча б один пост на тиждень\./u],
    ['Chci začít psát blog o vaření, aspoň jeden článek týdně.', /^Začnu psát blog o vaření .*: aspoň jeden článek týdně\./u],
    [
      'I want to start a YouTube channel about woodworking, at least one video a week.',
      /following my own plan: at least one video a week\./u,
    ],
    [
      'Quiero empezar un podcast sobre historia, al menos un episodio cada dos semanas.',
      /siguiendo mi propio plan: al menos un episodio cada dos semanas\./u,
    ],
    [
      'Ich möchte einen Instagram-Account für meine Fotos starten, mindestens drei Posts pro Woche.',
      /Plan: mindestens drei Posts pro Woche\./u,
    ],
  ])('%s', (input, kept) => {
    const out = draftGoals(input, NOV_26);
    expect(out).toMatch(kept);
    expect(out).not.toMatch(FILLER);
  });

  it.each([
    'Quiero encontrar otro trabajo antes de junio, gano 1.200 euros al mes.',
    'Chci si najít novou práci do června, vydělávám 30 000 Kč měsíčně.',
    'I want to find a new job by June, I earn 2,000 a month.',
  ])('an income after a comma is no plan: %s', (input) => {
    expect(draftGoals(input, NOV_26)).not.toMatch(/own plan|propio plan|svého plánu/u);
  });
});
